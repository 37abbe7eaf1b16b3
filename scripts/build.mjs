// Production build of every web app (each one can also be built alone: npm run build -w <app>).
import path from 'node:path';
import { precompressFolder } from './precompress.mjs';
import { run } from './run.mjs';
import { webApps } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const apps = only.length > 0 ? webApps.filter((app) => only.includes(app)) : webApps;

const started = Date.now();
for (const app of apps) {
  console.log(`Building ${app}…`);
  await run('npx', ['rspack', 'build'], { cwd: path.join(root, app), env: { ...process.env, NODE_ENV: 'production' } });
}
console.log(`Built ${apps.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Brotli and gzip copies beside the text files, served as they are to browsers that accept them.
let compressed = 0;
for (const app of apps) compressed += precompressFolder(path.join(root, app, 'dist'));
console.log(`Precompressed ${compressed} files (.br, .gz)`);

// A full build is checked against the bundle-size budgets.
if (apps.length === webApps.length) await run('node', [path.join(root, 'scripts', 'check-budgets.mjs')]);
