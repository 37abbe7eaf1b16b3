import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './postgres-server';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = path.join(repositoryRoot, 'api', 'src', 'index.ts');
// tsx's loader, given to node itself: the `tsx` command would run the server in a grandchild, and a SIGKILL sent to
// it would leave that server running.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const START_TIMEOUT_MS = 30_000;
/** Enough for a test to read every line a server wrote (a checkout without web builds warns at each start). */
const OUTPUT_KEPT_CHARS = 256 * 1024;

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  port: number;
  /** The server's recent console output, for the message of a failure. */
  output: () => string;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `src/index.ts` as `npm start` runs the server, with only the given settings, and waits until it is healthy. */
export async function startServerProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosenPort}`;
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    cwd: repositoryRoot,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'problems',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server = { child, origin, port: chosenPort, output: () => output };
  try {
    await untilHealthy(server);
    return server;
  } catch (error) {
    // A server that never became healthy must not outlive the test that started it.
    child.kill('SIGKILL');
    await exited(child);
    throw error;
  }
}

async function untilHealthy({ child, origin, output }: ServerProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output().slice(-6000)}`,
      );
    }
    const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (health?.status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`No healthy answer within ${START_TIMEOUT_MS} ms:\n${output().slice(-6000)}`);
    await pause(100);
  }
}

/** Sends SIGTERM and waits for the exit (at most `timeoutMs`, then SIGKILL and an error). */
export async function stopServerProcess(server: ServerProcess, timeoutMs = 20_000) {
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([exited(server.child).then(() => true), pause(timeoutMs).then(() => false)]);
  if (!stopped) {
    server.child.kill('SIGKILL');
    await exited(server.child);
    throw new Error(`The server did not stop within ${timeoutMs} ms of SIGTERM:\n${server.output().slice(-6000)}`);
  }
}
