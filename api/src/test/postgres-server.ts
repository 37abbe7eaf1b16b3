// A throwaway PostgreSQL server for tests and local checks: its own folder, a free port on 127.0.0.1, no system
// service. Uses the server binaries of the machine (Debian's `postgresql` package; npm test installs it when missing).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresServer = { url: (database?: string) => string; port: number; stop: () => void };

/** The folder holding `initdb` and `pg_ctl`: Debian keeps them out of PATH, under /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => fs.existsSync(path.join(debian, name, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(fs.realpathSync(found)) : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user on a folder it owns. */
function asServerUser(bin: string, command: string, args: string[]) {
  const file = path.join(bin, command);
  const isRoot = process.getuid?.() === 0;
  const [program, programArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  execFileSync(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts a server tuned for tests (no fsync: nothing here must survive a power cut) and returns how to reach it. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL's server binaries were not found: install Debian's postgresql package (apt-get install -y postgresql).",
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-postgres-'));
  const data = path.join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  fs.chmodSync(folder, 0o755);
  asServerUser(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${folder}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  asServerUser(bin, 'pg_ctl', ['-D', data, '-o', settings, '-l', path.join(folder, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asServerUser(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
