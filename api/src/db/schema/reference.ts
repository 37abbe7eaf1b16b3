// The reference tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/reference';
import * as sqlite from './sqlite/reference';

export let {
  skills,
  roles,
  roleSuggestedSkills,
  seniorities,
  workModes,
  locations,
  currencies,
  positionStatuses,
  domains,
  companyTypes,
} = postgres;
onDialect((dialect) => {
  ({
    skills,
    roles,
    roleSuggestedSkills,
    seniorities,
    workModes,
    locations,
    currencies,
    positionStatuses,
    domains,
    companyTypes,
  } = tablesFor(dialect, postgres, sqlite));
});
