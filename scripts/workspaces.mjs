// The web apps built for production, in build order (the design-system catalogue is served at /design-system/).
import { tsImport } from 'tsx/esm/api';
import { DEPLOY_HISTORY } from './deploy.mjs';

/** The one list of remotes is typed source shared with the apps and the server; tsx loads it here. */
const { remotes } = await tsImport('../federation/src/remotes.ts', import.meta.url);

/** Every remote's workspace folder, e.g. `mf-company`. */
export const remoteFolders = Object.values(remotes).map((remote) => remote.folder);

export const webApps = ['design-system', 'shell', ...remoteFolders];

/**
 * The file whose presence in an app's dist/ means it holds a complete production build: the deploy history, written
 * once a build's last file is in place (a folder built in place, before deploys were recorded, is built again).
 */
export const buildMarker = () => DEPLOY_HISTORY;
