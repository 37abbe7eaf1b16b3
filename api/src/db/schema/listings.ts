// The listings' change log of the engine this process runs on (see ../dialect.ts); each engine's definition is in its folder.
import { onDialect, tablesFor } from '../dialect';
import * as postgres from './pg/listings';
import * as sqlite from './sqlite/listings';

export let { listingChanges } = postgres;
onDialect((dialect) => {
  ({ listingChanges } = tablesFor(dialect, postgres, sqlite));
});
