// The security tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/security';
import * as sqlite from './sqlite/security';

export let { rateLimits, auditLog } = postgres;
onDialect((dialect) => {
  ({ rateLimits, auditLog } = tablesFor(dialect, postgres, sqlite));
});
