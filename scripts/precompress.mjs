// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the built web apps, so the server sends
// them as they are instead of compressing on every request (see api/src/web/web-routes.ts).
// `node scripts/precompress.mjs [app…]` does it for the given apps (default: all); `scripts/build.mjs` calls it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;
/** Below this the server does not compress either: the headers would outweigh the saving. */
const MIN_BYTES = 1024;

/** Compresses every matching file under `dir` (recursively); returns how many files got copies. */
export function precompressFolder(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Dot files (the deploy history) are bookkeeping, rewritten in place: a copy would go stale.
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const variants = {
      '.br': brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      '.gz': gzipSync(source, { level: 9 }),
    };
    for (const [suffix, compressed] of Object.entries(variants)) {
      // A copy that saves nothing is not written: the server then sends the file itself.
      if (compressed.length < source.length) fs.writeFileSync(file + suffix, compressed);
      else fs.rmSync(file + suffix, { force: true });
    }
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { webApps } = await import('./workspaces.mjs');
  const root = path.resolve(import.meta.dirname, '..');
  const only = process.argv.slice(2);
  for (const app of only.length > 0 ? only : webApps) {
    console.log(`Precompressed ${precompressFolder(path.join(root, app, 'dist'))} files of ${app}`);
  }
}
