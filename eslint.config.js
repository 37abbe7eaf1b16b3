// `npm run lint`: the recommended rules (JavaScript, TypeScript, React hooks, accessibility of JSX), plus the import
// boundaries of docs/architecture.md as errors; Prettier checks the formatting right after (see package.json).
// No rule needs type information, so a lint of the whole repository stays a few seconds long.
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const prettier = require('eslint-config-prettier/flat');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

// The remotes' folders, from the one list of remotes (typed source, loaded with tsx as rspack.base.js does).
const remotes = Object.values(require('tsx/cjs/api').require('./federation/src/remotes.ts', __filename).remotes).map(
  (remote) => remote.folder,
);

/** A remote's feature folders (`src/features/<feature>`), read from the tree so a new feature is covered at once. */
const featuresOf = (remote) => {
  const dir = path.join(__dirname, remote, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

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
      message:
        'The root entry of @benchlink/api is the Hono server: use `import type`, or @benchlink/api-client and @benchlink/contracts.',
    },
    ...builtinModules.map((name) => ({ name, message: 'Node built-ins do not run in the browser.' })),
  ],
  patterns: [
    { regex: '^node:', message: 'Node built-ins do not run in the browser.' },
    // Hono's types are what the typed client is made of; only its runtime stays on the server.
    {
      regex: '^hono(/(?!client$).*)?$',
      allowTypeImports: true,
      message: 'Browser code may use only `hono/client` of Hono at runtime.',
    },
    { regex: '^(@hono/|hono-)', message: 'Hono middleware and adapters are server-only.' },
    {
      regex:
        '^(drizzle-orm|drizzle-kit|better-sqlite3|nodemailer|pino|openid-client|jsdom|mailparser|smtp-server)(/|$)',
      message: 'A server-only package: the browser gets its data through @benchlink/api-client.',
    },
    {
      regex: '^(\\.\\./)+api/src(/|$)',
      message: 'Import the API through @benchlink/api-client and @benchlink/contracts, not by path.',
    },
  ],
};

/** Another remote or the shell, by package name or by path. */
const appsFromRemote = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/(mf-[a-z-]+|shell)(/|$)',
      message:
        'A remote never imports another remote or the shell: share through @benchlink/domain-ui, the design system or @benchlink/api-client.',
    },
    {
      regex: '^(\\.\\./)+(mf-[a-z-]+|shell)/',
      message:
        'A remote never imports another remote or the shell: share through @benchlink/domain-ui, the design system or @benchlink/api-client.',
    },
  ],
};

/** A remote's source, seen from the shell: remotes come only through the federation runtime. */
const remotesFromShell = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/mf-[a-z-]+(/|$)',
      message: 'The shell loads remotes through the federation runtime, never by import.',
    },
    {
      regex: '^(\\.\\./)+mf-[a-z-]+/',
      message: 'The shell loads remotes through the federation runtime, never by import.',
    },
  ],
};

/** Any app, from a shared package: shared code flows into the apps, never back. */
const apps = {
  paths: [],
  patterns: [
    { regex: '^@benchlink/(shell|mf-[a-z-]+)(/|$)', message: 'A shared package never imports an app.' },
    { regex: '^(\\.\\./)+(shell|mf-[a-z-]+)/', message: 'A shared package never imports an app.' },
  ],
};

/** What the design system must not know: the product's data, the apps, form libraries and server state. */
const productKnowledge = {
  paths: [
    {
      name: 'react-hook-form',
      message: 'Design-system inputs stay free of react-hook-form; @benchlink/domain-ui binds them to forms.',
    },
    { name: '@tanstack/react-query', message: 'The design system has no server state.' },
  ],
  patterns: [
    {
      regex: '^@benchlink/(?!design-system(/|$))',
      message: 'The design system knows nothing of the product: product UI belongs in @benchlink/domain-ui.',
    },
    {
      regex: '^(\\.\\./)+(api|api-client|contracts|domain-ui|federation|test-support)/',
      message: 'The design system knows nothing of the product.',
    },
  ],
};

/** The domain UI, from the design system and the API client: the layers above may not be imported back. */
const domainUi = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/domain-ui(/|$)',
      message: '@benchlink/domain-ui sits above this package: it imports this, not the other way.',
    },
  ],
};

/** Front-end packages, from the API server. */
const frontends = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/(design-system|domain-ui|api-client|shell|mf-[a-z-]+|test-support)(/|$)',
      message: 'The API never imports a front-end package.',
    },
    {
      regex: '^(\\.\\./)+(design-system|domain-ui|api-client|shell|mf-[a-z-]+|test-support)/',
      message: 'The API never imports a front-end package.',
    },
  ],
};

/** Anything beyond zod, from the contracts: the server, the client and every app read them. */
const beyondZod = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/',
      message: 'The contracts depend on zod alone; the other packages depend on them, not the other way.',
    },
    { regex: '^(react|react-dom|@tanstack/react-query|hono)(/|$)', message: 'The contracts depend on zod alone.' },
  ],
};

/** The packages built on the API client, from the client itself: it depends on the contracts alone. */
const clientConsumers = {
  paths: [],
  patterns: [
    {
      regex: '^@benchlink/(design-system|domain-ui|federation|test-support)(/|$)',
      message: 'The API client depends on the contracts alone.',
    },
  ],
};

/** Another feature of the same remote: what two features share goes to the remote's `lib/` or `components/`. */
const otherFeatures = (features, feature) => ({
  paths: [],
  patterns: features
    .filter((other) => other !== feature)
    .map((other) => ({
      regex: `^(\\.\\./)+(features/)?${other}(/|$)`,
      message: `A feature never imports another feature (${other}): move what both need to the remote's lib/ or components/.`,
    })),
});

/** The shared test doubles, outside tests: they would bundle vitest into an app. */
const testSupport = {
  paths: [
    {
      name: '@benchlink/test-support',
      message: 'Test support is for tests only (*.test.tsx, testing/ and test/ folders).',
    },
  ],
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

/** Tests and test helpers inside a source folder. */
const testsIn = (dir) => [`${dir}/**/*.test.{ts,tsx}`, `${dir}/**/testing/**`, `${dir}/**/test/**`];

/** Code in a source folder: its tests and test helpers may use the test support, its shipped code may not. */
function restrictShipped(dir, sets) {
  return [restrict([`${dir}/**`], [...sets, testSupport], testsIn(dir)), restrict(testsIn(dir), sets)];
}

/** A remote: the app's rules, and each feature folder also kept from the others (a later entry wins for its files). */
function restrictRemote(remote, sets) {
  const features = featuresOf(remote);
  return [
    ...restrictShipped(`${remote}/src`, sets),
    ...features.flatMap((feature) =>
      restrictShipped(`${remote}/src/features/${feature}`, [...sets, otherFeatures(features, feature)]),
    ),
  ];
}

/** Browser code: the apps and every package they bundle. */
const browserPackages = [
  'shell',
  ...remotes,
  'design-system',
  'domain-ui',
  'api-client',
  'contracts',
  'federation',
  'test-support',
];

/**
 * A locale-aware object made while a module is evaluated: each loads the browser's ICU data, 10–80 ms of a page's
 * start-up (docs/decisions/005-startup-in-short-tasks.md). Made at first use instead.
 */
const intlAtModuleScope = {
  selector: [
    'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
    'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
  ].join(', '),
  message: 'Make Intl objects at their first use (`formatter ??= new Intl.…`), not while the module is evaluated.',
};

/**
 * The packages the apps' start-up evaluates besides the apps themselves. Contracts are the server's too, where an
 * object made at first use costs nothing more.
 */
const startupLibraries = ['contracts', 'design-system', 'domain-ui', 'api-client', 'federation'];

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
    files: browserPackages.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A component's own `role` prop (a position's role, "QA Engineer") is not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // A test component hands its state setter to the test through an outer variable, to drive it from outside.
    files: browserPackages.flatMap((dir) => testsIn(`${dir}/src`)),
    rules: { 'react-hooks/globals': 'off' },
  },
  {
    files: browserPackages.map(source),
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['api/**', 'scripts/**', 'e2e/**', '*.js', '*/*.js', '*.mts'],
    languageOptions: { globals: globals.node },
  },
  { files: ['rspack.base.js'], languageOptions: { sourceType: 'commonjs' } },
  { files: ['eslint.config.js'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },

  // Boundaries (docs/architecture.md).
  ...remotes.flatMap((remote) => restrictRemote(remote, [serverModules, appsFromRemote])),
  ...restrictShipped('shell/src', [serverModules, remotesFromShell]),
  restrict([source('design-system')], [serverModules, productKnowledge]),
  restrict([source('domain-ui')], [serverModules, apps, testSupport], testsIn('domain-ui/src')),
  restrict(testsIn('domain-ui/src'), [serverModules, apps]),
  restrict([source('test-support')], [serverModules, apps]),
  restrict([source('contracts')], [serverModules, beyondZod]),
  restrict([source('api-client')], [serverModules, apps, clientConsumers]),
  restrict([source('federation')], [apps, domainUi, testSupport]),
  restrict(['api/src/**'], [frontends]),

  // Server state is declared once, in the client's query modules (api-client/src/queries/<resource>.ts): the apps use
  // their query options and mutation hooks and never write a key, a fetcher or a mutation function of their own.
  // Tests may still build fixtures.
  {
    files: ['shell', ...remotes].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['shell', ...remotes].flatMap((app) => testsIn(`${app}/src`)),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property:matches([key.name=/^(queryKey|queryFn|mutationFn)$/], [key.value=/^(queryKey|queryFn|mutationFn)$/])',
          message:
            "Declare queries and mutations once, in @benchlink/api-client's query modules (api-client/src/queries/<resource>.ts), and use their query options and hooks here.",
        },
        intlAtModuleScope,
      ],
    },
  },
  {
    files: startupLibraries.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: startupLibraries.flatMap((pkg) => testsIn(`${pkg}/src`)),
    rules: { 'no-restricted-syntax': ['error', intlAtModuleScope] },
  },

  // Only `config.ts` reads the environment; build tooling, scripts and e2e are exempt.
  {
    files: [...browserPackages.map(source), source('api')],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in api/src/config.ts, which validates them, and pass them on.',
        },
      ],
    },
  },

  // Browser code reads in one screen: no function over 120 lines. A form is its fields and rules (the toolkit of
  // @benchlink/domain-ui binds and submits them), a long component is split into the parts it shows. Tests (a
  // `describe` holds many cases) are exempt.
  {
    files: browserPackages.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: browserPackages.flatMap((dir) => testsIn(`${dir}/src`)),
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },

  // Formatting is Prettier's: rules that would disagree with it are off.
  prettier,
]);
