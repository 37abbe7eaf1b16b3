// The one place that builds an app's rspack configuration and lists the federation singletons.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const rootDir = __dirname;
const rootPackage = require('./package.json');

/** Dev-server ports; the API runs on 3000 in development, as in production. */
const devPorts = {
  shell: 3001,
  mf_auth: 3002,
  mf_company: 3003,
  mf_marketplace: 3004,
  mf_applications: 3005,
  mf_admin: 3006,
  design_system: 3007,
};

/** The federated remotes: container name → workspace folder. */
const remotes = {
  mf_auth: 'mf-auth',
  mf_company: 'mf-company',
  mf_marketplace: 'mf-marketplace',
  mf_applications: 'mf-applications',
  mf_admin: 'mf-admin',
};

function installedVersion(pkg) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [rootDir] });
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
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
  const apiVersion = workspaceVersion('api');
  return {
    react: singleton('react', reactVersion),
    'react/jsx-runtime': singleton('react', reactVersion),
    'react-dom': singleton('react-dom', reactDomVersion),
    'react-dom/client': singleton('react-dom', reactDomVersion),
    'react-router': singleton('react-router'),
    'styled-components': singleton('styled-components'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    '@benchlink/design-system': singleton('@benchlink/design-system', workspaceVersion('design-system')),
    '@benchlink/api/client': singleton('@benchlink/api/client', apiVersion),
    // Stateless libraries used by most remotes: shared so a page loads one copy. The contracts themselves are not
    // shared: a shared module is bundled whole, and each app should keep only the schemas it uses.
    zod: { requiredVersion: `^${installedVersion('zod')}`, version: installedVersion('zod') },
    'react-hook-form': {
      requiredVersion: `^${installedVersion('react-hook-form')}`,
      version: installedVersion('react-hook-form'),
    },
  };
}

/**
 * Builds the rspack configuration of one app.
 * @param {object} options
 * @param {string} options.name federation container name (snake_case), e.g. `mf_company`
 * @param {string} options.dir the app's folder (`__dirname` of its rspack.config.js)
 * @param {Record<string, string>} [options.exposes] exposed page modules, e.g. `{ './profile-page': './src/pages/profile-page.tsx' }`
 * @param {boolean} [options.isHost] the shell: no exposes, runtime-registered remotes
 * @param {boolean} [options.federated] false for a plain app without federation (the design-system catalogue)
 * @param {string} [options.publicPath] where the built files are served from
 * @param {string} [options.title] HTML title
 * @param {(app: any) => void} [options.devMiddleware] extra dev-server routes
 */
function createAppConfig({
  name,
  dir,
  exposes = {},
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
    new rspack.HtmlRspackPlugin({
      template: path.join(rootDir, 'scripts', 'index.html'),
      templateParameters: { title },
      publicPath: publicPath === 'auto' ? undefined : publicPath,
    }),
    new rspack.DefinePlugin({
      __BUILD_ID__: JSON.stringify(buildId),
      __APP_NAME__: JSON.stringify(name),
    }),
  ];

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

module.exports = { createAppConfig, devPorts, remotes, sharedModules, rootDir };
