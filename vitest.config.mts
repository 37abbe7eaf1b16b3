import { defineConfig } from 'vitest/config';
import { remotes } from './federation/src/remotes';

const browserLike = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../scripts/vitest-setup-dom.ts'],
    css: false,
    // jsdom renders slowly on the two shared cores of CI, the more so while other suites run beside it.
    testTimeout: 20_000,
  },
});

/** A browser-safe package whose tests need no DOM. */
const nodeProject = (name: string) => ({
  test: { name, root: `./${name}`, environment: 'node' as const, include: ['src/**/*.test.{ts,tsx}'] },
});

/** The API suite, on SQLite files (`api`) or on a PostgreSQL server of its own (`api-postgres`). */
const apiProject = (name: string, extra: { globalSetup?: string[] } = {}) => ({
  test: {
    name,
    root: './api',
    environment: 'node' as const,
    include: ['src/**/*.test.ts'],
    // API tests each open their own database; run the files in parallel processes.
    pool: 'forks' as const,
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
      apiProject('api-postgres', { globalSetup: ['./src/test/postgres-setup.ts'] }),
      {
        // Checks of the repository's own tooling (the lint rules), in Node.
        test: { name: 'tooling', root: '.', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      nodeProject('contracts'),
      nodeProject('api-client'),
      nodeProject('federation'),
      browserLike('design-system'),
      browserLike('domain-ui'),
      browserLike('test-support'),
      browserLike('shell'),
      ...Object.values(remotes).map((remote) => browserLike(remote.folder)),
    ],
    passWithNoTests: false,
  },
});
