// Production build of the server: `api/src/index.ts` (the server) and `api/src/jobs/cli.ts` (the jobs CLI) bundled
// with esbuild into `api/dist/index.js` and `api/dist/jobs-cli.js`, ESM for Node 20, with source maps (run them with
// `node --enable-source-maps`). Our workspace packages (@benchlink/*, whose exports point at TypeScript source) are
// bundled in; every other package stays an import from node_modules, resolved when the bundle runs.
// The bundle reads its files (migrations, seed data, the web apps) from the checkout, found from the api package's
// folder (api/src/lib/paths.ts), so it runs from api/dist/ of the checkout it was built from.
//   node scripts/build-server.mjs              builds it (`npm run build` builds it with the web apps)
//   node scripts/build-server.mjs --if-needed  builds it only when it is missing or older than its sources
//   node scripts/build-server.mjs --outdir=DIR builds it elsewhere (a folder inside api/, as the bundle finds its files
//                                              from there: the test builds into api/dist/.test-*)
// `api/dist/.build.json`, written last, lists every file the build read with its size and modification time: a build
// whose marker is missing, or whose sources changed since, is rebuilt by `npm start` (`ensureServerBuild`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Where the server's build goes, and the server's entry in it (the jobs CLI's is `jobs-cli.js` beside it). */
export const serverDist = path.join(root, 'api', 'dist');
export const serverEntry = path.join(serverDist, 'index.js');

/** The build's record of its inputs, written once every output file is in place. */
export const SERVER_BUILD_MARKER = '.build.json';

const entryPoints = {
  index: path.join(root, 'api', 'src', 'index.ts'),
  'jobs-cli': path.join(root, 'api', 'src', 'jobs', 'cli.ts'),
};

/**
 * Bundles @benchlink/* (resolved by esbuild through the workspace links in node_modules, to TypeScript source) and
 * leaves every other bare import to Node at run time, node: built-ins included. This is `packages: 'external'` with
 * our own packages taken out of it (esbuild has no option for that: with `packages: 'external'` set, no plugin can
 * resolve a package path to a file).
 */
const bundleOnlyWorkspacePackages = {
  name: 'bundle-only-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path) || args.path.startsWith('@benchlink/'))
        return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `{ file: [size, mtimeMs] }` for files relative to the repository root; a missing file is `null`. */
function stamp(files) {
  return Object.fromEntries(
    [...files].sort().map((file) => {
      try {
        const stat = fs.statSync(path.join(root, file));
        return [file, [stat.size, stat.mtimeMs]];
      } catch {
        return [file, null];
      }
    }),
  );
}

/**
 * The server build in `outdir`: `state` is 'fresh', 'missing' (or incomplete) or 'stale' (a source changed since), and
 * `webApps` the web apps it serves, as listed when it was built (the list is typed source, see workspaces.mjs: a fresh
 * build's copy spares `npm start` loading it).
 */
export function readServerBuild(outdir = serverDist) {
  let marker;
  try {
    marker = JSON.parse(fs.readFileSync(path.join(outdir, SERVER_BUILD_MARKER), 'utf8'));
  } catch {
    return { state: 'missing' };
  }
  if (!marker.outputs?.every((file) => fs.existsSync(path.join(outdir, file)))) return { state: 'missing' };
  const now = stamp(Object.keys(marker.inputs));
  const fresh = Object.entries(marker.inputs).every(([file, was]) => JSON.stringify(now[file]) === JSON.stringify(was));
  return fresh ? { state: 'fresh', webApps: marker.webApps } : { state: 'stale' };
}

/** Builds the server into `outdir` (default api/dist/): each file written under a temporary name and renamed. */
export async function buildServer({ outdir = serverDist } = {}) {
  const esbuild = await import('esbuild');
  const { webApps } = await import('./workspaces.mjs');
  const started = performance.now();
  const result = await esbuild.build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need the mappings only; the sources are in the checkout. A smaller map loads faster at start.
    sourcesContent: false,
    plugins: [bundleOnlyWorkspacePackages],
    metafile: true,
    write: false,
    logLevel: 'warning',
    absWorkingDir: root,
  });
  fs.mkdirSync(outdir, { recursive: true });
  // The old record goes first (an interrupted build leaves none: 'missing'); the new one is written last.
  fs.rmSync(path.join(outdir, SERVER_BUILD_MARKER), { force: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.building`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  // What the bundle was built from: its sources, the package.json and tsconfig of each workspace they belong to
  // (exports and compiler settings), this script (the build's settings), the list of web apps and esbuild itself.
  const inputs = new Set(Object.keys(result.metafile.inputs));
  for (const file of [...inputs]) {
    const workspace = file.split('/')[0];
    for (const config of ['package.json', 'tsconfig.json']) inputs.add(`${workspace}/${config}`);
  }
  inputs.add('tsconfig.base.json');
  const esbuildManifest = createRequire(import.meta.url).resolve('esbuild/package.json');
  for (const file of [import.meta.filename, path.join(import.meta.dirname, 'workspaces.mjs'), esbuildManifest]) {
    inputs.add(path.relative(root, file).split(path.sep).join('/'));
  }
  const marker = {
    builtAt: new Date().toISOString(),
    esbuild: esbuild.version,
    outputs: result.outputFiles.map((file) => path.relative(outdir, file.path).split(path.sep).join('/')),
    webApps,
    inputs: stamp(inputs),
  };
  fs.writeFileSync(path.join(outdir, SERVER_BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  const bytes = result.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .reduce((sum, file) => sum + file.contents.length, 0);
  console.log(
    `Built the server into ${path.relative(root, outdir) || outdir} in ${Math.round(performance.now() - started)} ms ` +
      `(${Object.keys(result.metafile.inputs).length} sources, ${Math.round(bytes / 1024)} KiB of JavaScript)`,
  );
}

/** Builds the server unless api/dist/ holds a build of the current sources; returns the server's entry file. */
export async function ensureServerBuild() {
  const { state } = readServerBuild();
  if (state !== 'fresh') {
    console.log(
      state === 'stale'
        ? 'The server build is older than its sources: rebuilding it.'
        : 'The server has no build yet: building it.',
    );
    await buildServer();
  }
  return serverEntry;
}

/**
 * How to run the production server of the checkout at `checkout` (this one unless given; measurements compare another):
 * `[command, args]` starting node on its compiled server, built first when missing or stale, or, for a checkout from
 * before the server was compiled, its source through its own tsx. Either way one process, the server itself.
 */
export async function productionServerCommand(checkout = root) {
  const script = path.join(checkout, 'scripts', 'build-server.mjs');
  if (fs.existsSync(script)) {
    const { ensureServerBuild: ensure } = await import(pathToFileURL(script).href);
    return [process.execPath, ['--enable-source-maps', await ensure()]];
  }
  let tsx;
  try {
    tsx = createRequire(path.join(checkout, 'package.json')).resolve('tsx');
  } catch {
    throw new Error(`${checkout} has no tsx in its node_modules: run \`npm ci\` there first.`);
  }
  return [process.execPath, ['--import', pathToFileURL(tsx).href, path.join(checkout, 'api', 'src', 'index.ts')]];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length);
    if (process.argv.includes('--if-needed')) await ensureServerBuild();
    else await buildServer({ outdir: outdir ? path.resolve(outdir) : undefined });
  } catch (error) {
    // esbuild has printed the details.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
