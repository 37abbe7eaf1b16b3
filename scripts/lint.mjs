// npm run lint, and the lint step of npm test: ESLint with no warning allowed, then Prettier's check. One script so
// that what the README promises and what the test command runs cannot drift apart again.
// Usage: node scripts/lint.mjs [paths…]   (default: the whole tree)
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The two commands the lint runs, in order, on `paths` (relative to the repository). A file either tool does not
 * handle (a README for ESLint, a shell script for Prettier) is skipped rather than reported, so any list of changed
 * files can be passed.
 */
export const lintCommands = (paths = ['.']) => [
  ['npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...paths]],
  ['npx', ['prettier', '--check', '--ignore-unknown', ...paths]],
];

export async function lint(paths) {
  for (const [command, args] of lintCommands(paths)) await run(command, args, { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  try {
    await lint(paths.length > 0 ? paths : undefined);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
