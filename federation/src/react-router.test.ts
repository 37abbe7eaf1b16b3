import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Source folders of the browser apps; tests and test helpers import react-router directly and are left out. */
const browserSources = () =>
  fs
    .readdirSync(root)
    .filter((folder) => folder === 'shell' || folder === 'design-system' || folder.startsWith('mf-'))
    .map((folder) => path.join(root, folder, 'src'))
    .filter((folder) => fs.existsSync(folder));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['test', 'testing'].includes(entry.name)) yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield file;
    }
  }
}

/** The value names a file imports from 'react-router' (type-only names never reach the bundle). */
function importedValueNames(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
    if (typeOnly) continue;
    for (const specifier of (list ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (!specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const sharedNames = () => {
  const facade = fs.readFileSync(path.join(root, 'federation', 'src', 'react-router.js'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router-bundled'/.exec(facade)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
};

describe('the shared react-router subset', () => {
  it('reads value imports and skips type-only ones', () => {
    const source =
      "import { Link, type RouteObject, useNavigate as go } from 'react-router';\nimport type { Params } from 'react-router';";
    expect(importedValueNames(source)).toEqual(['Link', 'useNavigate']);
  });

  it('exports every name the browser apps import from react-router', () => {
    const shared = sharedNames();
    const missing: string[] = [];
    for (const folder of browserSources()) {
      for (const file of sourceFiles(folder)) {
        for (const name of importedValueNames(fs.readFileSync(file, 'utf8'))) {
          if (!shared.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(shared.size).toBeGreaterThan(5);
    expect(missing, 'add these names to federation/src/react-router.js').toEqual([]);
  });
});
