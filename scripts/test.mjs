// npm test: get what the system lacks, typecheck every workspace, lint, run the unit and API suites, build for
// production, run the browser tests.
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { ensureSystemDependencies } from './system-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');

ensureSystemDependencies();
const chromium = findChromium();

const steps = [
  ['Typecheck', 'npx', ['tsc', '-b']],
  ['Lint', 'node', [path.join(root, 'scripts', 'lint.mjs')]],
  ['Unit and API tests', 'npx', ['vitest', 'run']],
  ['Production build', 'node', [path.join(root, 'scripts', 'build.mjs')]],
  ['Browser tests', 'npx', ['playwright', 'test', '-c', path.join(root, 'e2e', 'playwright.config.ts')]],
];

for (const [label, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  try {
    await run(command, args, { cwd: root, env: { ...process.env, CHROME_PATH: chromium } });
  } catch (error) {
    console.error(`\n✖ ${label} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
