// npm start: builds what has no production build yet (the server, the web apps), then runs the compiled server
// (api/dist/index.js, see scripts/build-server.mjs) in this process, with source maps on and NODE_ENV=production
// unless set: what `NODE_ENV=production node --enable-source-maps api/dist/index.js` runs.
// Kept lean, as it is on the way to a healthy server: with everything built it reads the server's build record, checks
// that the sources it lists are unchanged and that each web app has a build, and loads no TypeScript tooling.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readServerBuild, serverEntry } from './build-server.mjs';
// What workspaces.mjs's `buildMarker()` names; imported from where it is defined, as workspaces.mjs loads tsx.
import { DEPLOY_HISTORY } from './deploy.mjs';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');

try {
  let server = readServerBuild();
  // Built in a child process: building loads tsx (for the list of web apps), which this process then would keep.
  if (server.state !== 'fresh') {
    await run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), '--if-needed'], { cwd: root });
    server = readServerBuild();
  }
  const missing = server.webApps.filter((app) => !fs.existsSync(path.join(root, app, 'dist', DEPLOY_HISTORY)));
  if (missing.length > 0)
    await run(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...missing], { cwd: root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
