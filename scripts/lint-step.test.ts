// The lint step npm test runs fails on what the README says it checks: an ESLint warning and an unformatted file.
// Each case writes a probe file into a temporary folder inside the repository (so the real configuration applies)
// and runs the real script on it; each failure is asserted by its own message, so an unrelated failure cannot pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const probeDir = fs.mkdtempSync(path.join(root, 'scripts', '.lint-probe-'));
afterAll(() => fs.rmSync(probeDir, { recursive: true, force: true }));

function lintProbe(name: string, code: string) {
  const file = path.join(probeDir, name);
  fs.writeFileSync(file, code);
  const result = spawnSync('node', [path.join(root, 'scripts', 'lint.mjs'), path.relative(root, file)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the lint step (scripts/lint.mjs)', () => {
  it('fails on a file Prettier would format', () => {
    const result = lintProbe('unformatted.ts', 'export const answer   =  42\n');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('unformatted.ts');
  }, 60_000);

  it('fails on an ESLint warning', () => {
    const result = lintProbe('warning.ts', '/* eslint no-console: "warn" */\nconsole.log(42);\n');
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/too many warnings/i);
  }, 60_000);

  it("is what package.json's lint script and npm test run", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(manifest.scripts.lint).toBe('node scripts/lint.mjs');
    expect(fs.readFileSync(path.join(root, 'scripts', 'test.mjs'), 'utf8')).toContain("'scripts', 'lint.mjs'");
  });
});
