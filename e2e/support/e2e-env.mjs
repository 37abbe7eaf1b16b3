import path from 'node:path';

const tmp = path.resolve(import.meta.dirname, '..', '.tmp');

/** Where the browser-test server keeps its data, received mail and the deploy-time remotes override. */
export const e2ePaths = {
  tmp,
  data: path.join(tmp, 'data'),
  mail: path.join(tmp, 'mail'),
  remotesFile: path.join(tmp, 'remotes.json'),
  screenshots: path.join(tmp, 'screenshots'),
};

export const e2ePorts = { app: 3100, smtp: 2526, remoteHost: 3199 };

/** The first password of the `admin` account in the browser tests. */
export const ADMIN_PASSWORD = 'admin-e2e-password';
