import fs from 'node:fs';
import path from 'node:path';

// The files the server reads from the checkout (migrations, seed data, the built web apps) are found from the api
// package's folder, never from the calling module's own folder: the same code runs as TypeScript source
// (api/src/**, under tsx and vitest) and bundled into one file (api/dist/index.js, scripts/build-server.mjs), where
// every module's `import.meta.dirname` is the bundle's folder.

/** The first folder at or above `from` whose package.json is the api package's (`@benchlink/api`). */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@benchlink/api'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @benchlink/api package.json at or above ${from}`);
  }
}

/** The api package's folder (`api/`), whether this runs from source or from the bundle. */
export const apiRoot = findApiRoot(import.meta.dirname);

/** The repository's root folder, which holds the web apps' folders (the default WEB_ROOT). */
export const repositoryRoot = path.dirname(apiRoot);

/** A path inside the api package, e.g. `apiPath('drizzle')`, `apiPath('seed-data', 'skills.json')`. */
export const apiPath = (...segments: string[]) => path.join(apiRoot, ...segments);
