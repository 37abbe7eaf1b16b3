// npm start: builds the web apps that have no production build yet, then serves the whole product.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { buildMarker, webApps } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const missing = webApps.filter((app) => !fs.existsSync(path.join(root, app, 'dist', buildMarker())));

try {
  if (missing.length > 0) await run('node', [path.join(root, 'scripts', 'build.mjs'), ...missing], { cwd: root });
  await run('npx', ['tsx', path.join(root, 'api', 'src', 'index.ts')], {
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
