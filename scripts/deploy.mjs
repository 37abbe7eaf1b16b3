// Deploys a built web app into the folder it is served from, so that no request ever meets a missing, half-written or
// mismatched file and a tab still running the previous build keeps loading its lazy chunks:
//   1. the new build's content-hashed files (with their .br, .gz and .map) are copied in beside the old ones;
//   2. the files with fixed names (remoteEntry.js, routes.json, index.html, …) are replaced one by one, each written
//      under a temporary name and renamed over the old one, `mf-manifest.json` last: it is what switches a remote;
//   3. `.deploys.json` records which files belong to which build, and the files of builds older than the last
//      `keepPrevious` ones are removed.
// `scripts/build.mjs` builds into a staging folder and calls this. By hand, for a build made elsewhere (e.g. by CI):
//   node scripts/deploy.mjs <built folder> <served folder> [--keep=<previous builds kept, default 2>]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The deploy history in a served folder: `{ builds: [{ id, deployedAt, files }] }`, oldest first. */
export const DEPLOY_HISTORY = '.deploys.json';

/** Builds kept beside the current one unless told otherwise: enough for tabs opened one or two deploys ago. */
export const DEFAULT_KEEP_PREVIOUS = 2;

/** The build's content hash in a file name (`main.0123456789.js`), the rule the server caches files by. */
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** The file a precompressed copy or source map belongs to: `remoteEntry.js.br` → `remoteEntry.js`. */
const baseOf = (file) => file.replace(/\.(?:br|gz)$/, '').replace(/\.map$/, '');

/** Whether a file's name carries its content hash (so it never changes content), its companions included. */
export const isContentHashed = (file) => HASHED_NAME.test(baseOf(file));

/** Fixed-name files are switched in this order: anything else, then the page, then the remote's manifest. */
const switchRank = (base) => ({ 'index.html': 1, 'mf-manifest.json': 2 })[path.posix.basename(base)] ?? 0;

/** Every file under `dir`, as paths relative to it with `/` separators. */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== DEPLOY_HISTORY && !isTemporary(file))
    .sort();
}

const isTemporary = (file) => /(?:^|\/)\.[^/]+\.deploying$/.test(file);
const temporaryFor = (target) => path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.deploying`);

/** Writes a file under a temporary name beside its target and renames it into place, so readers see all or nothing. */
function replaceAtomically(target, write) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryFor(target);
  try {
    write(temporary);
    fs.renameSync(temporary, target);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

const copyInto = (from, to, file) =>
  replaceAtomically(path.join(to, file), (temporary) => fs.copyFileSync(path.join(from, file), temporary));

/** The builds a served folder holds. A folder deployed before this history existed counts as one unnamed build. */
export function readDeployHistory(dir) {
  const file = path.join(dir, DEPLOY_HISTORY);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).builds;
  const files = listFiles(dir);
  return files.length > 0 ? [{ id: 'unrecorded', deployedAt: null, files }] : [];
}

function writeDeployHistory(dir, builds) {
  replaceAtomically(path.join(dir, DEPLOY_HISTORY), (temporary) =>
    fs.writeFileSync(temporary, `${JSON.stringify({ builds }, null, 2)}\n`),
  );
}

/** The build in `from`: all its files, or only its newest build's when `from` is itself a served folder. */
function readBuild(from) {
  const newest = fs.existsSync(path.join(from, DEPLOY_HISTORY)) ? readDeployHistory(from).at(-1) : undefined;
  return newest ? { id: newest.id, files: newest.files } : { id: undefined, files: listFiles(from) };
}

/** Files grouped by the file they belong to (`remoteEntry.js` with its `.br`, `.gz` and `.map`). */
function groupByBase(files) {
  const groups = new Map();
  for (const file of files) groups.set(baseOf(file), [...(groups.get(baseOf(file)) ?? []), file]);
  return groups;
}

/** Removes `dir` and its parents up to `root` while they are empty. */
function removeEmptyFolders(dir, root) {
  for (let current = dir; current.startsWith(root + path.sep); current = path.dirname(current)) {
    if (!fs.existsSync(current)) continue;
    if (fs.readdirSync(current).length > 0) return;
    fs.rmdirSync(current);
  }
}

/**
 * Deploys the build in `from` into the served folder `to` (created when missing); see the top of this file.
 * @param {{ from: string, to: string, buildId?: string, keepPrevious?: number }} options `buildId` names the build
 *   in the history (default: the id `from` records, else the time)
 * @returns {{ added: string[], switched: string[], removed: string[] }} what was copied in, replaced and removed
 */
export function deployBuild({ from: fromFolder, to: toFolder, buildId, keepPrevious = DEFAULT_KEEP_PREVIOUS }) {
  const [from, to] = [path.resolve(fromFolder), path.resolve(toFolder)];
  const incoming = readBuild(from);
  const { files } = incoming;
  if (files.length === 0) throw new Error(`Nothing to deploy: ${from} holds no built files.`);
  fs.mkdirSync(to, { recursive: true });
  const history = readDeployHistory(to);

  // 1. Hashed files: a name already present holds the same content, so it stays untouched.
  const added = files.filter((file) => isContentHashed(file) && !fs.existsSync(path.join(to, file)));
  for (const file of added) copyInto(from, to, file);

  // 2. Fixed names, grouped with their companions; a companion the new build lacks (a copy not worth compressing)
  // goes first, or the server would keep sending it for the new file.
  const groups = groupByBase(files.filter((file) => !isContentHashed(file)));
  const switched = [];
  for (const base of [...groups.keys()].sort((a, b) => switchRank(a) - switchRank(b))) {
    const group = groups.get(base);
    for (const suffix of ['.br', '.gz', '.map']) {
      if (!group.includes(base + suffix)) fs.rmSync(path.join(to, base + suffix), { force: true });
    }
    // The file itself last: every copy a browser may be sent for it is the new one by then.
    for (const file of group.sort((a, b) => Number(a === base) - Number(b === base))) copyInto(from, to, file);
    switched.push(...group);
  }

  // 3. The deploy is complete once recorded; then the builds no longer kept lose the files no kept build shares.
  const deployedAt = new Date().toISOString();
  const builds = [...history, { id: buildId ?? incoming.id ?? deployedAt, deployedAt, files }];
  writeDeployHistory(to, builds);
  const kept = builds.slice(-(keepPrevious + 1));
  const keptFiles = new Set(kept.flatMap((build) => build.files));
  const removed = [...new Set(builds.slice(0, -kept.length).flatMap((build) => build.files))].filter(
    (file) => !keptFiles.has(file),
  );
  for (const file of removed) {
    fs.rmSync(path.join(to, file), { force: true });
    removeEmptyFolders(path.dirname(path.join(to, file)), to);
  }
  if (kept.length < builds.length) writeDeployHistory(to, kept);

  return { added, switched, removed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const folders = args.filter((arg) => !arg.startsWith('--'));
  const keep = args.find((arg) => arg.startsWith('--keep='))?.slice('--keep='.length);
  if (folders.length !== 2 || (keep !== undefined && !/^\d+$/.test(keep))) {
    console.error('Usage: node scripts/deploy.mjs <built folder> <served folder> [--keep=<previous builds kept>]');
    process.exit(2);
  }
  const [from, to] = folders;
  const { added, switched, removed } = deployBuild({
    from,
    to,
    buildId: process.env.BUILD_ID || undefined,
    keepPrevious: keep === undefined ? DEFAULT_KEEP_PREVIOUS : Number(keep),
  });
  console.log(
    `Deployed ${from} into ${to}: ${added.length} new files, ${switched.length} replaced, ${removed.length} removed`,
  );
}
