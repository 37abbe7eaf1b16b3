// The users tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/users';
import * as sqlite from './sqlite/users';

export let { users, sessions, userTokens, companyInvitations } = postgres;
onDialect((dialect) => {
  ({ users, sessions, userTokens, companyInvitations } = tablesFor(dialect, postgres, sqlite));
});
