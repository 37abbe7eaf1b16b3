// The bench tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/bench';
import * as sqlite from './sqlite/bench';

export let {
  talents,
  talentSkills,
  talentWorkModes,
  talentLocations,
  benchSettings,
  benchSharingGroups,
  companyFilters,
  filterSkills,
  availabilityTokens,
} = postgres;
onDialect((dialect) => {
  ({
    talents,
    talentSkills,
    talentWorkModes,
    talentLocations,
    benchSettings,
    benchSharingGroups,
    companyFilters,
    filterSkills,
    availabilityTokens,
  } = tablesFor(dialect, postgres, sqlite));
});
