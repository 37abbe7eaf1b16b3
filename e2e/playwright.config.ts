import { defineConfig } from '@playwright/test';
import { e2ePorts } from './support/e2e-env.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
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
