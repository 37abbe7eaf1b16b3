import { defineConfig } from '@playwright/test';
import { browserTestChromium, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { e2ePorts, e2eWorkers, portsOfSlot } from './support/e2e-env.mjs';

/**
 * Browser tests against the production build, in Debian's Chromium, on `e2eWorkers` workers. Each worker talks to a
 * server of its own (support/e2e-env.mjs): this file is read again in every worker, where `e2ePorts` are that
 * worker's, so `baseURL` is its own server's.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  // One retry, recorded with a trace, and the summary names the test "flaky": two workers on two cores slow a page
  // enough now and then to show what one worker hid (first-paint's layout shift, docs/testing.md). A test that fails
  // twice fails the run.
  retries: 1,
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
      executablePath: browserTestChromium(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: Array.from({ length: e2eWorkers }, (_, slot) => ({
    command: 'node support/e2e-server.mjs',
    cwd: import.meta.dirname,
    env: { E2E_SLOT: String(slot) },
    url: `http://127.0.0.1:${portsOfSlot(slot).app}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
