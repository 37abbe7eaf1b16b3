import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerBuild, SERVER_BUILD_MARKER } from './build-server.mjs';

// The compiled server as `npm start` runs it: built by scripts/build-server.mjs (into a folder of its own inside api/,
// where the bundle finds its files from), started with node on a fresh DATA_DIR. Fails when the bundle breaks: a
// workspace package left unbundled, a file it reads (migrations, seed data, swagger-ui, the web apps) not found.

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'api', 'dist', `.test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-server-build-'));
const run = promisify(execFile);
let server: ChildProcess | undefined;
let port = 0;
let origin = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const settings = (port: number) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'server build test',
  LOG_LEVEL: 'error',
});

beforeAll(async () => {
  await run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), `--outdir=${outdir}`], { cwd: root });
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'index.js')], {
    cwd: root,
    env: settings(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The compiled server exited while starting:\n${output}`);
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`The compiled server did not answer /api/health within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}, 30_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (scripts/build-server.mjs)', () => {
  it('bundles the workspace packages and leaves the other packages to node_modules', () => {
    const bundle = fs.readFileSync(path.join(outdir, 'index.js'), 'utf8');
    const imported = new Set([...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]));
    expect([...imported].filter((name) => name.startsWith('@benchlink/'))).toEqual([]);
    expect(imported).toContain('hono');
    expect(imported).toContain('drizzle-orm');
    const map = JSON.parse(fs.readFileSync(path.join(outdir, 'index.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.map((source) => path.resolve(outdir, source))).toContain(
      path.join(root, 'api', 'src', 'index.ts'),
    );
  });

  it("keeps the heap settings, a side-effect import, ahead of the server's own code", () => {
    // The api package declares no side effects but this one file: without that, esbuild drops the bare import.
    const bundle = fs.readFileSync(path.join(outdir, 'index.js'), 'utf8');
    const setting = bundle.indexOf('setFlagsFromString("--no-allocation-site-pretenuring")');
    expect(setting).toBeGreaterThan(0);
    expect(setting).toBeLessThan(bundle.indexOf('// api/src/index.ts'));
  });

  it('starts on a fresh DATA_DIR: migrations, seed data, the reference page and the web apps are found', async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const skills = (await (await fetch(`${origin}/api/skills`)).json()) as unknown[];
    expect(skills.length).toBeGreaterThan(10);
    const responsibilities = (await (await fetch(`${origin}/api/responsibilities`)).json()) as unknown[];
    expect(responsibilities.length).toBeGreaterThan(0);
    expect((await fetch(`${origin}/api/docs/swagger-ui.css`)).status).toBe(200);
    // The web apps come from the checkout (WEB_ROOT's default): the shell's page when built, else the "not built" answer.
    const page = await fetch(`${origin}/`);
    const shellBuilt = fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'));
    expect(page.status).toBe(shellBuilt ? 200 : 503);
    if (shellBuilt) expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('builds the jobs CLI, which runs against the same DATA_DIR', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--enable-source-maps', path.join(outdir, 'jobs-cli.js'), '--list'],
      {
        cwd: root,
        env: settings(port),
      },
    );
    expect(stdout).toMatch(/^Jobs \(times in /);
    expect(stdout).toContain('last run:');
  });

  it('records its inputs: a build is fresh until one of them changes, missing without its record', () => {
    const build = readServerBuild(outdir);
    expect(build.state).toBe('fresh');
    expect(build.webApps).toContain('shell');
    const markerFile = path.join(outdir, SERVER_BUILD_MARKER);
    const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as {
      inputs: Record<string, [number, number] | null>;
    };
    expect(Object.keys(marker.inputs)).toEqual(
      expect.arrayContaining(['api/src/index.ts', 'api/src/jobs/cli.ts', 'api/package.json']),
    );
    const [size, mtimeMs] = marker.inputs['api/src/index.ts']!;
    fs.writeFileSync(
      markerFile,
      JSON.stringify({ ...marker, inputs: { ...marker.inputs, 'api/src/index.ts': [size + 1, mtimeMs] } }),
    );
    expect(readServerBuild(outdir).state).toBe('stale');
    fs.rmSync(markerFile);
    expect(readServerBuild(outdir).state).toBe('missing');
  });
});
