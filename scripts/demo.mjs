// npm run demo: the product on a database of its own (DATA_DIR=./data-demo unless set, or DATABASE_URL's), filled on
// first run with a believable marketplace (api/src/demo), then served as `npm start` serves it. It prints the demo
// accounts and their password; the sign-in page offers them too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.env.DATA_DIR ??= path.join(root, 'data-demo');

const tsx = createRequire(path.join(root, 'package.json')).resolve('tsx');
try {
  await run(
    process.execPath,
    ['--import', pathToFileURL(tsx).href, path.join(root, 'api', 'src', 'demo', 'seed-demo.ts')],
    {
      cwd: root,
    },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('./start.mjs');
