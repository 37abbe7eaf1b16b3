// The jobs tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/jobs';
import * as sqlite from './sqlite/jobs';

export let { jobRuns, expiryReminders } = postgres;
onDialect((dialect) => {
  ({ jobRuns, expiryReminders } = tablesFor(dialect, postgres, sqlite));
});
