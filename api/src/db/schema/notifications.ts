// The notifications table of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/notifications';
import * as sqlite from './sqlite/notifications';

export let { notifications } = postgres;
onDialect((dialect) => {
  ({ notifications } = tablesFor(dialect, postgres, sqlite));
});
