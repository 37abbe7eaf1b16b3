import type { RequestIdVariables } from 'hono/request-id';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { SessionUser } from './middleware/session';

/** What every app is built from; tests pass their own database and configuration. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
};

/** Hono's typed context: the dependencies are request variables. */
export type AppEnv = {
  Variables: AppDeps &
    RequestIdVariables & {
      /** The signed-in user, or null (set by `loadSession` on every request). */
      user: SessionUser | null;
      sessionId: string | null;
      /** The caller's company (set by `requireCompany`). */
      companyId: number;
    };
};
