// `npm run lint`: the recommended rules, plus the import boundaries of STYLE.md section 3 as errors.
// No rule needs type information, so a lint of the whole repository stays a few seconds long.
const { builtinModules } = require('node:module');
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const globals = require('globals');
const tseslint = require('typescript-eslint');

// The remotes' folders, from the one list of remotes (typed source, loaded with tsx as rspack.base.js does).
const remotes = Object.values(require('tsx/cjs/api').require('./api/src/contracts/remotes.ts', __filename).remotes).map((remote) => remote.folder);

/** Where a package's source lives, as a flat-config glob. */
const source = (dir) => `${dir}/src/**`;

// Each restriction set is a list of `paths` (exact module names) and `patterns` (regular expressions).
// ESLint keeps only the last options given to a rule for a file, so every file gets exactly one
// `no-restricted-imports` entry, built by `restrict()` from all the sets that apply to it.

/** Server-only modules: bundled into a browser they would break it, or leak the server's internals. */
const serverModules = {
  paths: [
    {
      name: '@benchlink/api',
      allowTypeImports: true,
      message: 'The root entry of @benchlink/api is the Hono server: use `import type`, or @benchlink/api/client and /contracts.',
    },
    ...builtinModules.map((name) => ({ name, message: 'Node built-ins do not run in the browser.' })),
  ],
  patterns: [
    { regex: '^node:', message: 'Node built-ins do not run in the browser.' },
    // Hono's types are what the typed client is made of; only its runtime stays on the server.
    { regex: '^hono(/(?!client$).*)?$', allowTypeImports: true, message: 'Browser code may use only `hono/client` of Hono at runtime.' },
    { regex: '^(@hono/|hono-)', message: 'Hono middleware and adapters are server-only.' },
    {
      regex: '^(drizzle-orm|drizzle-kit|better-sqlite3|nodemailer|pino|openid-client|jsdom|mailparser|smtp-server)(/|$)',
      message: 'A server-only package: the browser gets its data through @benchlink/api/client.',
    },
    { regex: '^(\\.\\./)+api/src(/|$)', message: 'Import the API through @benchlink/api/client and /contracts, not by path.' },
  ],
};

/** The API's server modules by relative path, from its browser-safe folders (contracts and client). */
const serverModulesByPath = {
  paths: [],
  patterns: [
    {
      regex: '^(\\.\\./)+(routes|db|lib|mail|middleware|storage|web|test)(/|$)',
      message: 'contracts and client are bundled into browsers: they may not import server modules.',
    },
    {
      regex: '^(\\.\\./)+(app|app-env|config|server|index)$',
      allowTypeImports: true,
      message: 'Server entry modules: only `import type` is allowed from browser-safe code.',
    },
  ],
};

/** Another remote or the shell, by package name or by path. */
const appsFromRemote = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/(mf-[a-z-]+|shell)(/|$)',
      message: 'A remote never imports another remote or the shell: share through the design system or @benchlink/api/client.',
    },
    {
      regex: '^(\\.\\./)+(mf-[a-z-]+|shell)/',
      message: 'A remote never imports another remote or the shell: share through the design system or @benchlink/api/client.',
    },
  ],
};

/** A remote's source, seen from the shell: remotes come only through the federation runtime. */
const remotesFromShell = {
  paths: [],
  patterns: [
    { regex: '^@benchlink/mf-[a-z-]+(/|$)', message: 'The shell loads remotes through the federation runtime, never by import.' },
    { regex: '^(\\.\\./)+mf-[a-z-]+/', message: 'The shell loads remotes through the federation runtime, never by import.' },
  ],
};

/** What the design system must not know: the API, the apps, form libraries and server state. */
const appKnowledge = {
  paths: [
    { name: 'react-hook-form', message: 'Design-system inputs stay free of react-hook-form (STYLE.md section 10).' },
    { name: '@tanstack/react-query', message: 'The design system has no server state.' },
  ],
  patterns: [
    { regex: '^@benchlink/(api|shell|mf-[a-z-]+|test-support)(/|$)', message: 'The design system imports neither the API nor any app.' },
    { regex: '^(\\.\\./)+(api|shell|mf-[a-z-]+|test-support)/', message: 'The design system imports neither the API nor any app.' },
  ],
};

/** Frontend packages, from the API server and its contracts. */
const frontends = {
  paths: [],
  patterns: [
    { regex: '^@benchlink/(design-system|shell|mf-[a-z-]+|test-support)(/|$)', message: 'The API never imports a frontend package.' },
    { regex: '^(\\.\\./)+(design-system|shell|mf-[a-z-]+|test-support)/', message: 'The API never imports a frontend package.' },
  ],
};

/** The browser client, from the contracts: the contracts depend on zod alone. */
const clientFromContracts = {
  paths: [],
  patterns: [
    { regex: '^(\\.\\./)+client(/|$)', message: 'The contracts depend on zod alone; the client depends on them, not the other way.' },
    { regex: '^(react|react-dom|@tanstack/react-query)(/|$)', message: 'The contracts depend on zod alone.' },
  ],
};

/** The shared test doubles, outside tests: they would bundle vitest into an app. */
const testSupport = {
  paths: [{ name: '@benchlink/test-support', message: 'Test support is for tests only (*.test.tsx, testing/ and test/ folders).' }],
  patterns: [],
};

/** One `no-restricted-imports` entry for `files`, merging the given restriction sets. */
function restrict(files, sets, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: sets.flatMap((set) => set.paths), patterns: sets.flatMap((set) => set.patterns) },
      ],
    },
  };
}

/** An app's source: its tests and test helpers may use the test support, its shipped code may not. */
function restrictApp(dir, sets) {
  const tests = [`${dir}/src/**/*.test.{ts,tsx}`, `${dir}/src/**/testing/**`, `${dir}/src/**/test/**`];
  return [restrict([source(dir)], [...sets, testSupport], tests), restrict(tests, sets)];
}

const browserSafeApi = ['api/src/contracts/**', 'api/src/client/**'];

module.exports = defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.tsbuild/',
    'api/drizzle/',
    'data/',
    'test-results/',
    'playwright-report/',
    'e2e/.tmp/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    extends: [js.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // Destructuring a property away (`const { $schema: _, ...rest } = x`) is how an object drops one.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: [...remotes.map(source), source('shell'), source('design-system'), source('test-support'), ...browserSafeApi],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['api/src/**', 'scripts/**', 'e2e/**', '*.js', '*/*.js', '*.mts'],
    ignores: browserSafeApi,
    languageOptions: { globals: globals.node },
  },
  { files: ['rspack.base.js'], languageOptions: { sourceType: 'commonjs' } },
  { files: ['eslint.config.js'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },

  // Boundaries (STYLE.md section 3).
  ...remotes.flatMap((remote) => restrictApp(remote, [serverModules, appsFromRemote])),
  ...restrictApp('shell', [serverModules, remotesFromShell]),
  restrict([source('design-system')], [serverModules, appKnowledge]),
  restrict([source('test-support')], [serverModules, appsFromRemote]),
  restrict(['api/src/contracts/**'], [serverModules, serverModulesByPath, frontends, clientFromContracts]),
  restrict(['api/src/client/**'], [serverModules, serverModulesByPath, frontends]),
  restrict(['api/src/**'], [frontends], browserSafeApi),

  // Only `config.ts` reads the environment (STYLE.md section 2); build tooling, scripts and e2e are exempt.
  {
    files: [...remotes.map(source), source('shell'), source('design-system'), source('test-support'), source('api')],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in api/src/config.ts, which validates them, and pass them on.' },
      ],
    },
  },
]);
