import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployBuild, DEPLOY_HISTORY, readDeployHistory } from './deploy.mjs';

let work: string;
let served: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-deploy-'));
  served = path.join(work, 'dist');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

let builds = 0;
/** Writes a build folder the way the build leaves its staging folder: file name → content. */
function build(files: Record<string, string>) {
  builds += 1;
  const dir = path.join(work, `build-${builds}`);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** A remote's build: fixed-name files that say which release they are, and content-hashed chunks. */
const remoteBuild = (release: string, chunks: string[], extra: Record<string, string> = {}) =>
  build({
    'mf-manifest.json': `{"release":"${release}"}`,
    'mf-manifest.json.br': `br ${release}`,
    'remoteEntry.js': `entry ${release}`,
    'remoteEntry.js.br': `br ${release}`,
    'remoteEntry.js.map': `map ${release}`,
    'routes.json': `{"release":"${release}"}`,
    ...Object.fromEntries(
      chunks.flatMap((chunk) => [
        [chunk, `chunk ${chunk}`],
        [`${chunk}.map`, `map ${chunk}`],
      ]),
    ),
    ...extra,
  });

const filesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
const servedFiles = () => filesIn(served);
const read = (file: string) => fs.readFileSync(path.join(served, file), 'utf8');

describe('deployBuild', () => {
  it('deploys a first build into a missing folder and records its files', () => {
    const first = remoteBuild('1', ['1.aaaaaaaaaa.js', 'assets/logo.bbbbbbbbbb.svg']);
    deployBuild({ from: first, to: served, buildId: 'release-1' });

    expect(servedFiles()).toEqual([...filesIn(first), DEPLOY_HISTORY].sort());
    expect(readDeployHistory(served)).toEqual([
      expect.objectContaining({
        id: 'release-1',
        files: expect.arrayContaining(['assets/logo.bbbbbbbbbb.svg', 'mf-manifest.json']),
      }),
    ]);
  });

  it("keeps the previous build's chunks beside the new ones and switches the fixed names to the new build", () => {
    deployBuild({ from: remoteBuild('1', ['1.aaaaaaaaaa.js']), to: served, buildId: 'release-1' });
    deployBuild({ from: remoteBuild('2', ['1.cccccccccc.js']), to: served, buildId: 'release-2' });

    expect(read('1.aaaaaaaaaa.js')).toBe('chunk 1.aaaaaaaaaa.js');
    expect(read('1.cccccccccc.js')).toBe('chunk 1.cccccccccc.js');
    for (const file of ['mf-manifest.json', 'routes.json']) expect(read(file)).toBe('{"release":"2"}');
    expect(read('remoteEntry.js')).toBe('entry 2');
    expect(read('remoteEntry.js.br')).toBe('br 2');
    expect(read('remoteEntry.js.map')).toBe('map 2');
    expect(readDeployHistory(served).map((entry: { id: string }) => entry.id)).toEqual(['release-1', 'release-2']);
  });

  it('puts every hashed file in place before the fixed names, and the manifest last', () => {
    deployBuild({ from: remoteBuild('1', ['1.aaaaaaaaaa.js']), to: served, buildId: 'release-1' });
    const next = remoteBuild('2', ['1.cccccccccc.js', '2.dddddddddd.js'], { 'index.html': '<p>2</p>' });
    const renamed: string[] = [];
    const rename = fs.renameSync;
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      renamed.push(path.relative(served, String(to)));
      rename(from, to);
    });

    deployBuild({ from: next, to: served, buildId: 'release-2' });

    const written = renamed.filter((file) => file !== DEPLOY_HISTORY);
    expect(written.slice(0, 4).sort()).toEqual([
      '1.cccccccccc.js',
      '1.cccccccccc.js.map',
      '2.dddddddddd.js',
      '2.dddddddddd.js.map',
    ]);
    expect(written.slice(-2)).toEqual(['mf-manifest.json.br', 'mf-manifest.json']);
    expect(written.indexOf('remoteEntry.js')).toBeGreaterThan(written.indexOf('remoteEntry.js.br'));
    expect(written.indexOf('index.html')).toBe(written.length - 3);
    // Recorded only once the build is complete.
    expect(renamed.at(-1)).toBe(DEPLOY_HISTORY);
  });

  it('removes a precompressed copy that the new build no longer has, so the server cannot send it for the new file', () => {
    deployBuild({ from: remoteBuild('1', []), to: served, buildId: 'release-1' });
    const next = remoteBuild('2', []);
    fs.rmSync(path.join(next, 'remoteEntry.js.br'));

    deployBuild({ from: next, to: served, buildId: 'release-2' });

    expect(fs.existsSync(path.join(served, 'remoteEntry.js.br'))).toBe(false);
    expect(read('remoteEntry.js')).toBe('entry 2');
  });

  it('removes the files of builds older than the kept ones, except those a kept build shares', () => {
    const first = remoteBuild('1', ['1.aaaaaaaaaa.js', 'shared.eeeeeeeeee.js', 'assets/old.ffffffffff.svg']);
    deployBuild({ from: first, to: served, buildId: 'r1' });
    deployBuild({ from: remoteBuild('2', ['1.bbbbbbbbbb.js', 'shared.eeeeeeeeee.js']), to: served, buildId: 'r2' });
    deployBuild({ from: remoteBuild('3', ['1.cccccccccc.js']), to: served, buildId: 'r3', keepPrevious: 1 });

    const files = servedFiles();
    expect(files).not.toContain('1.aaaaaaaaaa.js');
    expect(files).not.toContain(path.join('assets', 'old.ffffffffff.svg'));
    expect(fs.existsSync(path.join(served, 'assets'))).toBe(false);
    expect(files).toEqual(
      expect.arrayContaining(['1.bbbbbbbbbb.js', 'shared.eeeeeeeeee.js', '1.cccccccccc.js', 'remoteEntry.js']),
    );
    expect(readDeployHistory(served).map((entry: { id: string }) => entry.id)).toEqual(['r2', 'r3']);
  });

  it('counts a folder built before deploys were recorded as one build, pruned in its turn', () => {
    fs.mkdirSync(served);
    fs.writeFileSync(path.join(served, 'old.0000000000.js'), 'old');
    fs.writeFileSync(path.join(served, 'remoteEntry.js'), 'old entry');

    deployBuild({ from: remoteBuild('1', ['1.aaaaaaaaaa.js']), to: served, buildId: 'r1', keepPrevious: 0 });

    expect(servedFiles()).not.toContain('old.0000000000.js');
    expect(read('remoteEntry.js')).toBe('entry 1');
  });

  it('deploys only the newest build of a folder that is itself a deployed folder', () => {
    const elsewhere = path.join(work, 'ci-dist');
    deployBuild({ from: remoteBuild('1', ['1.aaaaaaaaaa.js']), to: elsewhere, buildId: 'r1' });
    deployBuild({ from: remoteBuild('2', ['1.bbbbbbbbbb.js']), to: elsewhere, buildId: 'r2' });

    deployBuild({ from: elsewhere, to: served });

    expect(servedFiles()).not.toContain('1.aaaaaaaaaa.js');
    expect(read('mf-manifest.json')).toBe('{"release":"2"}');
    expect(readDeployHistory(served).map((entry: { id: string }) => entry.id)).toEqual(['r2']);
  });

  it('refuses an empty build and leaves the served folder as it was', () => {
    deployBuild({ from: remoteBuild('1', ['1.aaaaaaaaaa.js']), to: served, buildId: 'r1' });
    const before = servedFiles();
    expect(() => deployBuild({ from: build({}), to: served, buildId: 'r2' })).toThrow(/Nothing to deploy/);
    expect(servedFiles()).toEqual(before);
  });
});
