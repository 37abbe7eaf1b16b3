// The projects tables of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/projects';
import * as sqlite from './sqlite/projects';

export let {
  partnerGroups,
  partnerGroupMembers,
  projects,
  projectPartnerGroups,
  positions,
  positionWorkModes,
  positionLocations,
  positionSkills,
  positionResponsibilities,
} = postgres;
onDialect((dialect) => {
  ({
    partnerGroups,
    partnerGroupMembers,
    projects,
    projectPartnerGroups,
    positions,
    positionWorkModes,
    positionLocations,
    positionSkills,
    positionResponsibilities,
  } = tablesFor(dialect, postgres, sqlite));
});
