import type { RequestIdVariables } from 'hono/request-id';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { SessionUser } from './lib/users';
import type { Mailer } from './mail/mailer';
import type { ViewCounts } from './routes/positions/view-counts';
import type { Storage } from './storage/storage';

/** What every app is built from; tests pass their own database and configuration. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** Uploaded files; defaults to the file system under `DATA_DIR/storage`. */
  storage?: Storage;
  /** Delivers queued mail; built from the configuration when not given. */
  mailer?: Mailer;
  /** Position views waiting to be written; built when not given (the server stops it to write the last ones). */
  viewCounts?: ViewCounts;
  /** Whether the process is shutting down: the health check then answers 503 so that a load balancer drains it. */
  lifecycle?: Lifecycle;
};

export type Lifecycle = { draining: boolean };

/** Hono's typed context: the dependencies are request variables. */
export type AppEnv = {
  Variables: Omit<AppDeps, 'mailer' | 'lifecycle' | 'viewCounts'> &
    RequestIdVariables & {
      /** Call `kick()` after a transaction that queued mail (`enqueueMail`) has committed. */
      mailer: Mailer;
      /** The signed-in user, or null (set by `loadSession` on every request). */
      user: SessionUser | null;
      sessionId: string | null;
      /** The caller's company (set by `requireCompany`). */
      companyId: number;
      storage: Storage;
      lifecycle: Lifecycle;
      viewCounts: ViewCounts;
      /** Set by a handler whose 503 is the answer it means to give, which the access log then does not count as a failure. */
      intendedUnavailable?: boolean;
    };
};
