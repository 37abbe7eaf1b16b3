import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { remotes } from './federation/src/remotes';

/**
 * A worker keeps its modules and its environment from one file to the next instead of loading the app (or jsdom) anew
 * for each: with isolation the suite took about 13 minutes, much of it importing. Every file resets what it changes (the
 * DOM by Testing Library's cleanup; databases and apps are each test's own); a file that must load a module fresh
 * says so (`vi.resetModules`, see api/src/routes/auth/register-work.test.ts), and a front-end file that replaces a
 * module runs isolated (`browserLike`). Projects do not inherit the root's options.
 */
const isolate = false;

/**
 * The test files under a package's `src` that replace a module (`vi.mock`). Without isolation the module under test
 * keeps the replacement of whichever file the worker ran first (router.test's pages inside remote-page.test), so these
 * files run in an isolated project of their own beside the package's.
 */
function filesReplacingModules(folder: string): string[] {
  const entries = readdirSync(join(folder, 'src'), { recursive: true, encoding: 'utf8' });
  return entries
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(join(folder, 'src', file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file}`);
}

const browserProject = (
  folder: string,
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolated: boolean,
) => ({
  test: {
    name,
    root: `./${folder}`,
    environment: 'jsdom' as const,
    isolate: isolated,
    include: files.include,
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    setupFiles: ['../scripts/vitest-setup-dom.ts'],
    css: false,
    // jsdom renders slowly on the two shared cores of CI, the more so while other suites run beside it.
    testTimeout: 20_000,
  },
});

/** A package rendered in jsdom: `name`, and `name-isolated` for its files that replace a module. */
const browserLike = (name: string) => {
  const replacing = filesReplacingModules(name);
  const shared = browserProject(name, name, { include: ['src/**/*.test.{ts,tsx}'], exclude: replacing }, isolate);
  if (replacing.length === 0) return [shared];
  return [shared, browserProject(name, `${name}-isolated`, { include: replacing }, true)];
};

/** A browser-safe package whose tests need no DOM. */
const nodeProject = (name: string) => ({
  test: { name, root: `./${name}`, environment: 'node' as const, include: ['src/**/*.test.{ts,tsx}'], isolate },
});

/**
 * API test files that switch the process from one engine to the other (db/dialect.ts): they run in a process of their
 * own, so that no other file's work still under way in the same process meets the other engine's tables.
 */
const ENGINE_SWITCHING_FILES = ['src/db/tools/copy-installation.test.ts'];
/** Starts the PostgreSQL server of the projects that run on it. */
const POSTGRES_SETUP = ['./src/test/postgres-setup.ts'];

/** The API suite, on SQLite files (`api`) or on a PostgreSQL server of its own (`api-postgres`). */
const apiProject = (
  name: string,
  extra: { globalSetup?: string[]; include?: string[]; exclude?: string[]; isolate?: boolean } = {},
) => ({
  test: {
    name,
    root: './api',
    environment: 'node' as const,
    include: ['src/**/*.test.ts'],
    // API tests each open their own database; run the files in parallel processes.
    pool: 'forks' as const,
    isolate,
    // New password hashes cost 2^10 instead of 2^15 in the test processes (see the file for why).
    setupFiles: ['./src/test/password-cost.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    ...extra,
  },
});

/** One vitest run, one project per workspace: `npm test -w <app>` runs only that project. */
export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores by default (CPUs - 1); many files wait on a database, a server
    // process or a timer, and two at once take the suite from about 9 to about 6 minutes there.
    maxWorkers: 2,
    projects: [
      apiProject('api'),
      // The same API suite on PostgreSQL: the project starts its own server (api/src/test/postgres-setup.ts).
      apiProject('api-postgres', {
        globalSetup: POSTGRES_SETUP,
        exclude: [...configDefaults.exclude, ...ENGINE_SWITCHING_FILES],
      }),
      apiProject('api-postgres-alone', {
        globalSetup: POSTGRES_SETUP,
        include: ENGINE_SWITCHING_FILES,
        isolate: true,
      }),
      {
        // Checks of the repository's own tooling (the lint rules), in Node.
        test: { name: 'tooling', root: '.', environment: 'node', include: ['scripts/**/*.test.ts'], isolate },
      },
      nodeProject('contracts'),
      nodeProject('api-client'),
      nodeProject('federation'),
      ...browserLike('design-system'),
      ...browserLike('domain-ui'),
      ...browserLike('test-support'),
      ...browserLike('shell'),
      ...Object.values(remotes).flatMap((remote) => browserLike(remote.folder)),
    ],
    passWithNoTests: false,
  },
});
