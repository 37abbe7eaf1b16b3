// The demo table of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/demo';
import * as sqlite from './sqlite/demo';

export let { demoAccounts } = postgres;
onDialect((dialect) => {
  ({ demoAccounts } = tablesFor(dialect, postgres, sqlite));
});
