// npm test: get what the system lacks; typecheck, lint and build for production side by side; run the unit and API
// suites; run the browser tests against that build.
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { run, runCollected } from './run.mjs';
import { ensureSystemDependencies } from './system-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');

ensureSystemDependencies();
const env = { ...process.env, CHROME_PATH: findChromium() };

const step = (label, command, args) => ({ label, command, args });

/**
 * The stages, one after another. The steps of a stage need nothing of each other: the typecheck and the lint each
 * keep one core busy, so beside the build (which waits on its page-budget browser part of the time) the three take
 * about as long as the build alone on two cores. The suites run alone: each fills both cores.
 */
const stages = [
  [
    step('Typecheck', 'npx', ['tsc', '-b']),
    step('Lint', 'node', [path.join(root, 'scripts', 'lint.mjs')]),
    step('Production build', 'node', [path.join(root, 'scripts', 'build.mjs')]),
  ],
  [step('Unit and API tests', 'npx', ['vitest', 'run'])],
  [step('Browser tests', 'npx', ['playwright', 'test', '-c', path.join(root, 'e2e', 'playwright.config.ts')])],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();

for (const steps of stages) {
  if (steps.length === 1) {
    const [{ label, command, args }] = steps;
    const stepStarted = Date.now();
    console.log(`\n▶ ${label}`);
    try {
      await run(command, args, { cwd: root, env });
    } catch (error) {
      console.error(`\n✖ ${label} failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    console.log(`✔ ${label} (${seconds(stepStarted)})`);
    continue;
  }
  // Side by side: each step's output is printed whole when it ends, so the logs do not interleave.
  console.log(`\n▶ ${steps.map((each) => each.label).join(', ')} (side by side)`);
  const stageStarted = Date.now();
  const results = await Promise.all(
    steps.map(async ({ label, command, args }) => {
      const stepStarted = Date.now();
      const { ok, output } = await runCollected(command, args, { cwd: root, env });
      console.log(`\n── ${label} ──\n${output.trimEnd()}`);
      console.log(ok ? `✔ ${label} (${seconds(stepStarted)})` : `✖ ${label} failed (${seconds(stepStarted)})`);
      return ok;
    }),
  );
  if (results.includes(false)) process.exit(1);
  console.log(`✔ stage (${seconds(stageStarted)})`);
}
console.log(`\n✔ npm test (${seconds(started)})`);
