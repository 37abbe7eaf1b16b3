import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { e2ePorts } from './support/e2e-env.mjs';

/** Browser tests against the production build, in Debian's Chromium; one worker: the journeys share one server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.app}`,
    // Recording a trace of every test (to keep the failing ones) made the journeys about a fifth slower on two
    // cores; a retry (CI=1) records one. By hand: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node support/e2e-server.mjs',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${e2ePorts.app}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
