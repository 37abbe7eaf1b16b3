// The web apps built for production, in build order (the design-system catalogue is served at /design-system/).
import { tsImport } from 'tsx/esm/api';

/** The one list of remotes is typed source shared with the apps and the server; tsx loads it here. */
const { remotes } = await tsImport('../api/src/contracts/remotes.ts', import.meta.url);

/** Every remote's workspace folder, e.g. `mf-company`. */
export const remoteFolders = Object.values(remotes).map((remote) => remote.folder);

export const webApps = ['design-system', 'shell', ...remoteFolders];

/** The file whose presence means an app has a current production build (builds older than routes.json are redone). */
export const buildMarker = (app) => (remoteFolders.includes(app) ? 'routes.json' : 'index.html');
