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

export const e2ePorts = { app: 3100, smtp: 2526, remoteHost: 3199, clockAhead: 3101, demo: 3102 };

/** The first password of the `admin` account in the browser tests. */
export const ADMIN_PASSWORD = 'admin-e2e-password';

/**
 * The environment of a browser-test server on `port`: the production server on the test data folder, sending mail to
 * the test SMTP sink. A second server on the same data (the clock-ahead one) gets its own port and address.
 */
export function serverEnv(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: e2ePaths.data,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
    ADMIN_PASSWORD,
    REMOTES_FILE: e2ePaths.remotesFile,
    LOG_LEVEL: 'warn',
    // Every journey signs up and uploads from this one address, far beyond a person's hourly limits; the limits have
    // their own API tests. Sign-in throttling stays on.
    RATE_LIMITS: 'off',
  };
}
