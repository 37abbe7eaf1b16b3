import path from 'node:path';
import { createAppConfig, devPorts, readRemoteRoutes, remotes, requireTs, rootDir } from '../rspack.base.js';

/** The server's manifest reader, so development answers `/remotes.json` exactly as production does. */
const { createRemotesManifest } = requireTs('api/src/web/remotes-manifest.ts');

/**
 * In development each remote runs on its own dev server, which publishes its routes.json; for a remote whose dev
 * server is not running, the pages its routes.ts declares keep their paths (and show the section fallback).
 */
const devManifest = createRemotesManifest({
  entries: () =>
    Object.fromEntries(
      Object.keys(remotes).map((name) => [name, `http://localhost:${devPorts[name]}/mf-manifest.json`]),
    ),
  localRoutes: (name) => readRemoteRoutes(name, path.join(rootDir, remotes[name].folder)),
  logger: { info: () => undefined, warn: (message, details) => console.warn(message, details ?? '') },
});

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  publicPath: '/',
  // The dev server is a connect app: plain Node requests and responses.
  devMiddleware: (app) => {
    app.use('/remotes.json', async (_req, res) => {
      const manifest = await devManifest.read();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(manifest));
    });
  },
});
