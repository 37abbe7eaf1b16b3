import path from 'node:path';

/**
 * The browser tests run on several Playwright workers, each against a server of its own (its own data, mail, ports):
 * a journey never sees another worker's rows or mail. A worker's slot is Playwright's TEST_PARALLEL_INDEX (0 to
 * workers − 1); a server launched for a slot is told by E2E_SLOT. Slot 0 keeps the ports of a single-worker run.
 */
export const e2eSlot = Number(process.env.E2E_SLOT ?? process.env.TEST_PARALLEL_INDEX ?? 0);

/** How many workers (and servers) a run has: E2E_WORKERS, else 2, one per core of the CI machine. */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS || 2));

const tmp = path.resolve(import.meta.dirname, '..', '.tmp', `slot-${e2eSlot}`);

/** Where the browser-test server keeps its data, received mail and the deploy-time remotes override. */
export const e2ePaths = {
  tmp,
  data: path.join(tmp, 'data'),
  mail: path.join(tmp, 'mail'),
  remotesFile: path.join(tmp, 'remotes.json'),
  /** Shared by every slot: each screenshot has its own name. */
  screenshots: path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots'),
};

/** The ports of slot `slot`: ten per slot from 3100 (the app, its clock-ahead twin, the demo, a stand-in CDN). */
export const portsOfSlot = (slot) => ({
  app: 3100 + 10 * slot,
  clockAhead: 3101 + 10 * slot,
  demo: 3102 + 10 * slot,
  remoteHost: 3109 + 10 * slot,
  smtp: 2526 + slot,
});

export const e2ePorts = portsOfSlot(e2eSlot);

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
