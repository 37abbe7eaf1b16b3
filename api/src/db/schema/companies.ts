// The companies tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/companies';
import * as sqlite from './sqlite/companies';

export let { companies, companySkills, companyEmailTokens } = postgres;
onDialect((dialect) => {
  ({ companies, companySkills, companyEmailTokens } = tablesFor(dialect, postgres, sqlite));
});
