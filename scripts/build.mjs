// Production build of the server and every web app, or of those named (`node scripts/build.mjs mf-company`; each app's
// `npm run build` calls this for itself; `api` names the server, bundled by scripts/build-server.mjs into api/dist/).
// An app is built and precompressed in a staging folder, then deployed into its dist/ beside the previous build
// (scripts/deploy.mjs): a running server never sees the folder empty or half written, and a tab still running the
// previous build keeps finding its chunks.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { deployBuild } from './deploy.mjs';
import { precompressFolder } from './precompress.mjs';
import { run } from './run.mjs';
import { remoteFolders, webApps } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const unknown = only.filter((app) => app !== 'api' && !webApps.includes(app));
if (unknown.length > 0) {
  console.error(`Not a web app: ${unknown.join(', ')} (the web apps: ${webApps.join(', ')}; \`api\` is the server)`);
  process.exit(2);
}
const apps = only.length > 0 ? webApps.filter((app) => only.includes(app)) : webApps;
const server = only.length === 0 || only.includes('api');

/** One id for the whole run: stamped into each remote's remoteEntry.js and recorded in each app's deploy history. */
const buildId = process.env.BUILD_ID || new Date().toISOString();

/** Previous builds left beside the new one, for tabs opened one or two deploys ago. */
const keepPrevious = () => 2;

/** Outside the served folders, on the same disk; one per run, so two builds of one app never share it. */
const stagingFolder = (app) => path.join(root, 'node_modules', '.cache', 'benchlink-build', `${app}-${process.pid}`);

// The server first: it takes a fraction of a second, and a broken one is reported before the long part.
if (server) await buildServer();

const started = Date.now();
let compressed = 0;
for (const app of apps) {
  console.log(`Building ${app}…`);
  const staging = stagingFolder(app);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await run('npx', ['rspack', 'build', '--output-path', staging], {
      cwd: path.join(root, app),
      env: { ...process.env, NODE_ENV: 'production', BUILD_ID: buildId },
    });
    // The first paint of the remote's pages, sent inside the page's HTML (shell/src/first-paint).
    if (remoteFolders.includes(app))
      await run('node', [path.join(root, 'scripts', 'prerender-pages.cjs'), app, staging]);
    // Brotli and gzip copies beside the text files, served as they are to browsers that accept them.
    compressed += precompressFolder(staging);
    const dist = path.join(root, app, 'dist');
    const { added, removed } = deployBuild({ from: staging, to: dist, buildId, keepPrevious: keepPrevious() });
    console.log(`Deployed ${app}: ${added.length} new files, ${removed.length} of older builds removed`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
if (apps.length > 0)
  console.log(
    `Built ${apps.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed)`,
  );

// A full build is checked against the bundle-size budgets.
if (apps.length === webApps.length) await run('node', [path.join(root, 'scripts', 'check-budgets.mjs')]);
