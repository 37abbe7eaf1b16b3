import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// npm runs a package script through `sh -c` and passes SIGTERM (a deploy, `docker stop`) to that shell. A shell that
// merely starts node dies of the signal and leaves the server running on, never drained; the start scripts `exec`
// node, so the signal reaches the server itself.

const root = path.resolve(import.meta.dirname, '..');
const scriptOf = (folder: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('npm start', () => {
  it('hands the server itself every signal npm passes on (each start script execs node)', () => {
    // The root script builds the web apps when they are missing, too slow to run here; it has the same shape as the
    // api one below, which is run.
    expect(scriptOf('.')).toMatch(/^exec node /);
    expect(scriptOf('api')).toMatch(/&& exec node /);
  });

  it('drains and stops the server when the shell npm started receives SIGTERM', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // What npm does for `npm start -w api`: the script through sh -c, in the workspace's folder.
    const shell = spawn('sh', ['-c', scriptOf('api')], {
      cwd: path.join(root, 'api'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'start script test',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => shell.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 20_000;
      while ((await fetch(`${origin}/api/health`).catch(() => undefined))?.status !== 200) {
        if (shell.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      shell.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"Stopped"');
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      // Whatever happened, no server outlives the test (the one a shell without exec leaves behind included).
      const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
      if (serverPid) {
        try {
          process.kill(serverPid, 'SIGKILL');
        } catch {
          // Stopped already.
        }
      }
    }
    // The server may take up to the 20 s above to start on a busy machine; vitest's 5 s default would cut it short.
  }, 30_000);
});
