// Build check: gzipped size budgets of the production build. Fails when a bundle grows past its budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteFolders } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const KiB = 1024;

/** Budgets in gzipped bytes, a little above today's sizes so growth is a decision, not an accident. */
const budgets = {
  /** Every JavaScript file of the shell: its code plus the shared libraries it provides. */
  shellTotal: 340 * KiB,
  /** The shell's entry chunk, parsed before anything else. */
  shellEntry: 40 * KiB,
  /** Each remote's remoteEntry.js, fetched on the first visit to one of its routes. */
  remoteEntry: 40 * KiB,
};

const gz = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const jsFiles = (dir) => fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => path.join(dir, name));

const results = [];
const check = (label, bytes, budget) => results.push({ label, bytes, budget, isOver: bytes > budget });

const shellDist = path.join(root, 'shell', 'dist');
const shellJs = jsFiles(shellDist);
check('shell: all JavaScript', shellJs.reduce((sum, file) => sum + gz(file), 0), budgets.shellTotal);
const entry = shellJs.find((file) => /^main\.[0-9a-f]+\.js$/.test(path.basename(file)));
if (!entry) throw new Error('No shell entry chunk (main.<hash>.js) found: run the production build first.');
check('shell: entry chunk', gz(entry), budgets.shellEntry);
for (const app of remoteFolders) {
  check(`${app}: remoteEntry.js`, gz(path.join(root, app, 'dist', 'remoteEntry.js')), budgets.remoteEntry);
}

for (const { label, bytes, budget, isOver } of results) {
  console.log(`${isOver ? '✖' : '✔'} ${label.padEnd(30)} ${(bytes / KiB).toFixed(1).padStart(6)} KiB gz (budget ${budget / KiB} KiB)`);
}
if (results.some((result) => result.isOver)) {
  console.error('A bundle is over its budget: shrink it, or raise the budget in scripts/check-budgets.mjs on purpose.');
  process.exit(1);
}
