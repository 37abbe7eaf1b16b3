// The mail tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/mail';
import * as sqlite from './sqlite/mail';

export let { mailOutbox } = postgres;
onDialect((dialect) => {
  ({ mailOutbox } = tablesFor(dialect, postgres, sqlite));
});
