import { createRemoteConfig } from '../rspack.base.js';

/** Name and dev port come from the remotes list, the exposed pages and the published routes.json from src/routes.ts. */
export default createRemoteConfig(import.meta.dirname);
