// The applications tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/applications';
import * as sqlite from './sqlite/applications';

export let { applications } = postgres;
onDialect((dialect) => {
  ({ applications } = tablesFor(dialect, postgres, sqlite));
});
