import fs from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, '../../..');

/** The `src` folders of the given workspace folders (`mf-` names every remote), where they exist. */
export const sourceFolders = (folders: readonly string[]) =>
  fs
    .readdirSync(root)
    .filter((folder) => folders.includes(folder) || (folders.includes('mf-') && folder.startsWith('mf-')))
    .map((folder) => path.join(root, folder, 'src'))
    .filter((folder) => fs.existsSync(folder));

/** The shipped source files under `dir`: tests and test helpers import libraries directly and are left out. */
export function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['test', 'testing'].includes(entry.name)) yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield file;
    }
  }
}

/** The value names a file imports from `pkg` (type-only names never reach the bundle). */
export function importedValueNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const [, typeOnly, list] of source.matchAll(
    new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${escaped}'`, 'g'),
  )) {
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

/** The names a shared subset file (`federation/src/<file>`) re-exports from the real package's alias. */
export function subsetNames(file: string, alias: string): Set<string> {
  const facade = fs.readFileSync(path.join(root, 'federation', 'src', file), 'utf8');
  const list = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${alias}'`).exec(facade)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every `file: name` of the folders' shipped sources that imports from `pkg` a name `shared` lacks. */
export function missingNames(folders: readonly string[], pkg: string, shared: Set<string>): string[] {
  const missing: string[] = [];
  for (const folder of sourceFolders(folders)) {
    for (const file of sourceFiles(folder)) {
      for (const name of importedValueNames(fs.readFileSync(file, 'utf8'), pkg)) {
        if (!shared.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  return missing;
}
