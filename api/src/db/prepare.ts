import type { Config } from '../config';
import { ensureAdminAccount } from '../lib/admin-account';
import type { Logger } from '../lib/logger';
import { refreshUsernameSkeletons } from '../lib/usernames';
import type { Engine } from './engine';
import { seedReferenceData } from './seed';

/**
 * What a server does to a database before serving from it: reference data, the admin account, older accounts'
 * username skeletons. Instances starting together take turns (`exclusive`), so each step runs on a settled database.
 */
export async function prepareDatabase(engine: Engine, config: Config, logger: Logger) {
  await engine.exclusive(async () => {
    await seedReferenceData(engine.db);
    await ensureAdminAccount(engine.db, config, logger);
    await refreshUsernameSkeletons(engine.db, logger);
  });
}
