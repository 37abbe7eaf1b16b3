// npm run test:quick: the inner loop. Typecheck, lint and format check of the files changed since main, and the unit
// and API tests those changes reach (vitest's module graph), on SQLite only. npm test remains the whole proof.
// Usage: npm run test:quick [-- --since <git ref>]   (default: where this branch left main; on main, its last commit)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lintCommands } from './lint.mjs';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const sinceFlag = process.argv.indexOf('--since');
const since = sinceFlag >= 0 ? process.argv[sinceFlag + 1] : git('merge-base', 'HEAD', 'main');

/** Files added or changed since `since`, committed or not, that still exist. */
const changed = [
  ...new Set([
    ...git('diff', '--name-only', since).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && fs.existsSync(path.join(root, file)));

const started = Date.now();
console.log(`▶ test:quick: ${changed.length} files changed since ${since.slice(0, 12)}`);

const steps = [['Typecheck', 'npx', ['tsc', '-b']]];
if (changed.length > 0) {
  for (const [command, args] of lintCommands(changed)) steps.push([`Lint (${args[0]})`, command, args]);
}
// The PostgreSQL projects are npm test's; the tests reached by the change run here on SQLite.
steps.push([
  'Unit and API tests reached by the change',
  'npx',
  ['vitest', 'run', '--changed', since, '--passWithNoTests', '--project', '!api-postgres*'],
]);

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  try {
    await run(command, args, { cwd: root });
  } catch (error) {
    console.error(`\n✖ ${label} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
console.log(`\n✔ test:quick (${((Date.now() - started) / 1000).toFixed(1)} s)`);
