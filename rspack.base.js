// The one place that builds an app's rspack configuration and lists the federation singletons.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const tsx = require('tsx/cjs/api');

const rootDir = __dirname;

/**
 * Loads a TypeScript module at config time: the remotes list and each remote's page declarations are typed source
 * shared with the apps, and Node 20 cannot run TypeScript by itself.
 */
const requireTs = (file) => tsx.require(path.resolve(rootDir, file), __filename);

/** The one list of remotes (container name → folder and dev port), shared with the scripts, the server and the shell. */
const { remotes } = requireTs('federation/src/remotes.ts');
const { parseRemoteRoutes } = requireTs('federation/src/remote-routes.ts');

/** Dev-server ports; the API runs on 3000 in development, as in production. */
const devPorts = {
  shell: 3001,
  ...Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.devPort])),
  design_system: 3007,
};

function installedVersion(pkg) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [rootDir] });
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function reactRouterBuild(isProduction) {
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] }));
  return path.join(packageDir, 'dist', isProduction ? 'production' : 'development', 'index.mjs');
}

/**
 * The federation runtime as ES modules. The federation plugin imports its bundler runtime and runtime plugins by the
 * resolved paths of their CommonJS builds, and those require the rest of the runtime as CommonJS: about a hundred
 * module functions that the shell's entry ran one by one at start, nothing tree-shaken. The same packages ship ES
 * module builds beside them (`dist/index.js`), which the bundler concatenates and trims. Keyed by exact path.
 */
function federationRuntimeAsModules() {
  const esModuleBeside = (pkg) => require.resolve(pkg, { paths: [rootDir] }).replace(/\.cjs$/, '.js');
  const aliases = {
    // The federation plugin's own alias of this name points at the CommonJS build; ours takes its place.
    '@module-federation/runtime': esModuleBeside('@module-federation/runtime'),
  };
  for (const pkg of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ]) {
    aliases[`${require.resolve(pkg, { paths: [rootDir] })}$`] = esModuleBeside(pkg);
  }
  return aliases;
}

/** react-query's ES module build, behind the shared subset (federation/src/react-query.js). */
function reactQueryBuild() {
  const packageDir = path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [rootDir] }));
  return path.join(packageDir, 'build', 'modern', 'index.js');
}

function workspaceVersion(folder) {
  return JSON.parse(fs.readFileSync(path.join(rootDir, folder, 'package.json'), 'utf8')).version;
}

/**
 * Shared modules. Singletons hold state (React, router context, the theme, the query client, stores):
 * two copies would split that state between the shell and a remote.
 */
function sharedModules() {
  const singleton = (pkg, version = installedVersion(pkg)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  const reactVersion = installedVersion('react');
  const reactDomVersion = installedVersion('react-dom');
  return {
    react: singleton('react', reactVersion),
    'react/jsx-runtime': singleton('react', reactVersion),
    'react-dom': singleton('react-dom', reactDomVersion),
    'react-dom/client': singleton('react-dom', reactDomVersion),
    // The apps import 'react-router'; what goes into the share scope is only the part they use (see the file).
    'react-router': {
      ...singleton('react-router'),
      import: path.join(rootDir, 'federation', 'src', 'react-router.js'),
    },
    'styled-components': singleton('styled-components'),
    // Likewise only the part of react-query the apps use (see the file).
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      import: path.join(rootDir, 'federation', 'src', 'react-query.js'),
    },
    zustand: singleton('zustand'),
    '@benchlink/design-system': singleton('@benchlink/design-system', workspaceVersion('design-system')),
    // The pickers and fuse.js behind them, apart: only forms load them, not every first page.
    '@benchlink/design-system/pickers': singleton('@benchlink/design-system', workspaceVersion('design-system')),
    // The lists and cards, apart as well: the pages that list nothing (the sign-in page) do not load them.
    '@benchlink/design-system/listings': singleton('@benchlink/design-system', workspaceVersion('design-system')),
    '@benchlink/api-client': singleton('@benchlink/api-client', workspaceVersion('api-client')),
    // The client without react-query (the typed client, its errors, the session), apart: the sign-in page and the
    // shell's start-up load only this. It holds the session, so it is one copy for the page like the rest.
    '@benchlink/api-client/core': singleton('@benchlink/api-client', workspaceVersion('api-client')),
    // zod is not shared: a shared module is bundled whole (89 KiB gzipped with its 60 locales), while each app
    // bundling only the parts its schemas use carries a fraction of that. The contracts and the domain UI are not
    // shared either, for the same reason: each app bundles only the parts it uses, and neither holds state.
    // react-hook-form is shared although it is bundled whole (16 KiB): bundled by each remote it would be tree-shaken
    // to about 12 KiB, but then counted in every form page's own chunks, and downloaded again by each remote.
    'react-hook-form': {
      requiredVersion: `^${installedVersion('react-hook-form')}`,
      version: installedVersion('react-hook-form'),
    },
  };
}

/**
 * The federation runtime is carried once, by the shell: in production each remote's container takes it from the
 * page (`externalRuntime`) instead of bundling its own copy. A remote's standalone development host has no shell, so
 * it keeps its own runtime.
 */
function federationExperiments({ isHost, isProduction }) {
  const optimization = { target: 'web' };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return isProduction ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * Builds the rspack configuration of one app.
 * @param {object} options
 * @param {string} options.name federation container name (snake_case), e.g. `mf_company`
 * @param {string} options.dir the app's folder (`__dirname` of its rspack.config.js)
 * @param {Record<string, string>} [options.exposes] exposed page modules, e.g. `{ './profile-page': './src/pages/profile-page.tsx' }`
 * @param {{ remote: string, routes: object[] }} [options.routesDocument] a remote's page declarations, published as `routes.json`
 * @param {boolean} [options.isHost] the shell: no exposes, runtime-registered remotes
 * @param {boolean} [options.federated] false for a plain app without federation (the design-system catalogue)
 * @param {string} [options.publicPath] where the built files are served from
 * @param {string} [options.title] HTML title
 * @param {(app: any) => void} [options.devMiddleware] extra dev-server routes, given the dev server's connect app
 */
function createAppConfig({
  name,
  dir,
  exposes = {},
  routesDocument,
  isHost = false,
  federated = true,
  publicPath = 'auto',
  title = 'Benchlink',
  devMiddleware,
}) {
  const isProduction = process.env.NODE_ENV === 'production';
  const buildId = process.env.BUILD_ID || (isProduction ? new Date().toISOString() : 'development');
  const apiTarget = process.env.API_URL || 'http://localhost:3000';

  const plugins = [
    new rspack.DefinePlugin({
      __BUILD_ID__: JSON.stringify(buildId),
      __APP_NAME__: JSON.stringify(name),
    }),
  ];

  // A remote's production build is a container for the shell only: it takes the federation runtime from the shell's
  // page (see federationExperiments), so a page of its own could not run. Its standalone page is a development tool.
  if (isHost || !federated || !isProduction) {
    plugins.unshift(
      new rspack.HtmlRspackPlugin({
        template: path.join(rootDir, 'scripts', 'index.html'),
        templateParameters: { title },
        // With `publicPath: 'auto'` (a remote's dev server) the page's scripts would be relative; the dev server
        // answers every deep link (`/company/profile`) with this page, so they are addressed from the root.
        publicPath: publicPath === 'auto' ? '/' : publicPath,
      }),
    );
  }

  if (isHost && isProduction) {
    // V8's compile hint: compile every function of the file while the script streams in, off the main thread, instead
    // of each one on the main thread the first time it runs. Nearly all of the shell's code runs as the app starts
    // (react-dom, the router, styled-components, the design system, the federation runtime). In A/B runs of the
    // sign-in page (2026-12-03) it took a sixth off the main thread's blocking time (docs/performance.md, Lighthouse).
    plugins.push(
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        include: /\.js$/,
        // After the minifier, which drops comments; before the source maps, which then account for the line.
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    );
  }

  if (federated && !isHost) {
    // Records which build of each remote the page runs (`window.__BENCHLINK_BUILDS__`), for support and the swap test.
    plugins.push(
      new rspack.BannerPlugin({
        banner: `(self.__BENCHLINK_BUILDS__ = self.__BENCHLINK_BUILDS__ || {})[${JSON.stringify(name)}] = ${JSON.stringify(buildId)};`,
        raw: true,
        entryOnly: true,
        include: /remoteEntry\.js$/,
      }),
    );
  }

  if (routesDocument) plugins.push(new EmitJsonPlugin('routes.json', routesDocument));

  if (federated) {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: {},
        shared: sharedModules(),
        manifest: !isHost,
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: federationExperiments({ isHost, isProduction }),
      }),
    );
  }

  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: isProduction ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      // The real react-router and react-query behind the shared subsets (federation/src/react-router.js and
      // react-query.js): names the share-scope matching does not catch; react-router's points at the build for the mode
      // at hand (the package's exports offer only its development build).
      alias: {
        'react-router-bundled$': reactRouterBuild(isProduction),
        'react-query-bundled$': reactQueryBuild(),
        ...federationRuntimeAsModules(),
      },
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Workspace packages export TypeScript source; keep their `.js` specifiers resolvable too.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: {
      // Federation decides chunking of shared modules; a single runtime per app keeps remotes independent.
      splitChunks: isProduction ? { chunks: 'async' } : false,
    },
    performance: { hints: false },
    // rspack 2 compiles dynamic imports lazily in development by default; a remote's standalone host then never gets
    // past its async boundary (`import('./bootstrap')`) and stays blank. Everything is compiled up front instead.
    lazyCompilation: false,
    stats: 'errors-warnings',
    devServer: {
      port: devPorts[name],
      historyApiFallback: true,
      hot: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
      setupMiddlewares: (middlewares, server) => {
        if (devMiddleware) devMiddleware(server.app);
        return middlewares;
      },
    },
  };
}

/** Writes a JSON document into the output folder as one more asset (dev server included). */
class EmitJsonPlugin {
  constructor(filename, content) {
    this.filename = filename;
    this.source = JSON.stringify(content, null, 2);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.filename, new rspack.sources.RawSource(this.source)),
      );
    });
  }
}

/**
 * Reads and checks a remote's page declarations (`src/routes.ts`): every page valid, every page's module present.
 * Throws with the remote's name and each problem, so a bad declaration fails the build, never the browser.
 */
function readRemoteRoutes(name, dir) {
  const file = path.join(dir, 'src', 'routes.ts');
  const declared = requireTs(file).routes;
  if (!Array.isArray(declared)) throw new Error(`${file} must export \`routes\` (defineRemoteRoutes([...])).`);
  const { routes, problems } = parseRemoteRoutes(declared);
  for (const page of new Set(routes.map((route) => route.page))) {
    if (!fs.existsSync(pageSource(dir, page))) problems.push(`${page}: no page module at ${pageSource(dir, page)}`);
  }
  if (problems.length > 0)
    throw new Error(`Invalid page declarations of ${name} (${file}):\n  ${problems.join('\n  ')}`);
  return routes;
}

const pageSource = (dir, page) => path.join(dir, 'src', 'pages', `${page}.tsx`);

/**
 * Builds a remote's configuration from its folder alone: the container name and dev port come from the remotes
 * list, the exposed modules and the published `routes.json` from the remote's `src/routes.ts`.
 * @param {string} dir the remote's folder (`import.meta.dirname` of its rspack.config.js)
 */
function createRemoteConfig(dir) {
  const folder = path.basename(dir);
  const name = Object.keys(remotes).find((candidate) => remotes[candidate].folder === folder);
  if (!name) throw new Error(`${folder} is not in the remotes list (federation/src/remotes.ts).`);
  const routes = readRemoteRoutes(name, dir);
  const pages = [...new Set(routes.map((route) => route.page))];
  return createAppConfig({
    name,
    dir,
    title: `Benchlink · ${folder} (standalone)`,
    exposes: Object.fromEntries(pages.map((page) => [`./${page}`, `./${path.relative(dir, pageSource(dir, page))}`])),
    routesDocument: { remote: name, routes },
  });
}

module.exports = {
  createAppConfig,
  createRemoteConfig,
  readRemoteRoutes,
  requireTs,
  devPorts,
  remotes,
  sharedModules,
  rootDir,
};
