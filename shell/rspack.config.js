import { createAppConfig, devPorts, remotes } from '../rspack.base.js';

/** In development each remote runs on its own dev server. */
const devRemotes = Object.fromEntries(
  Object.keys(remotes).map((name) => [name, `http://localhost:${devPorts[name]}/mf-manifest.json`]),
);

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  publicPath: '/',
  devMiddleware: (app) => {
    app.get('/remotes.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.json(devRemotes);
    });
  },
});
