// `npm run bench`: autocannon over loopback against the production server on the scale data (seeded first when the
// database is empty), beside the same SQL run bare in this process (through better-sqlite3, or node-postgres when
// DATABASE_URL is set), as a ratio.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { browsePositionsQuerySchema, browseTalentsQuerySchema } from '@benchlink/contracts/applications';
import { type Db, type Engine, openDatabase } from '../db/client';
import { talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { positions } from '../db/schema/projects';
import { sessions, users } from '../db/schema/users';
import { repositoryRoot } from '../lib/paths';
import { hashToken, newToken, sessionCookieName } from '../lib/sessions';
import { browsePositions, browseTalents } from '../routes/marketplace/browse.service';
import { getPosition } from '../routes/positions/positions.service';
import { createViewCounts } from '../routes/positions/view-counts';
import { createLogger } from '../lib/logger';
import { seedScale } from './seed-scale';

const TARGETS = { p95Ms: 20, requestsPerSecond: 2000, bareRatio: 3 };
const CONNECTIONS = 10;
const SECONDS = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
/** `--only=<text>` runs the cases whose name contains it (e.g. `--only=best match`). */
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const config = loadConfig();
const root = repositoryRoot;

/** How `npm start` runs the server: node on the compiled server, built first when missing or older than its sources. */
async function productionServerCommand(): Promise<[string, string[]]> {
  const script = pathToFileURL(path.join(root, 'scripts', 'build-server.mjs')).href;
  const buildServer = (await import(script)) as { productionServerCommand: () => Promise<[string, string[]]> };
  return buildServer.productionServerCommand();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A session of company 1's member, written straight into the database (the bench reads as that company). */
async function benchSession(db: Db): Promise<string> {
  const companyId = 1;
  const username = 'bench-reader';
  const [existing] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const [user] = existing
    ? [existing]
    : await db
        .insert(users)
        .values({
          username,
          usernameSkeleton: username,
          firstName: 'Bench',
          lastName: 'Reader',
          email: 'bench-reader@scale.example.com',
          emailConfirmedAt: new Date(),
          companyId,
        })
        .returning();
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: user!.id,
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `${sessionCookieName(config)}=${token}`;
}

type Recorded = { sql: string; params: unknown[] };
/** Runs one recorded statement bare, as the engine's own driver runs it. */
type BareStatement = () => unknown;

/**
 * Runs `call` once while recording the statements it runs (the connection's prepared statements on SQLite, the
 * pool's queries on PostgreSQL), and returns them ready to run again bare.
 */
async function recordStatements(engine: Engine, call: () => Promise<unknown>): Promise<BareStatement[]> {
  const recorded: Recorded[] = [];
  if (engine.sqlite) {
    const client = engine.sqlite;
    // Statements are prepared once and cached: record at their execution, on the class all of them share.
    const statementClass = Object.getPrototypeOf(client.prepare('select 1')) as Record<string, unknown>;
    const originals = Object.fromEntries((['all', 'get', 'run'] as const).map((name) => [name, statementClass[name]]));
    for (const [name, run] of Object.entries(originals)) {
      statementClass[name] = function (this: { source: string }, ...params: unknown[]) {
        recorded.push({ sql: this.source, params });
        return (run as (...args: unknown[]) => unknown).apply(this, params);
      };
    }
    try {
      await call();
    } finally {
      Object.assign(statementClass, originals);
    }
    return recorded.map(({ sql, params }) => {
      const statement = client.prepare(sql);
      return statement.reader ? () => statement.all(...params) : () => statement.run(...params);
    });
  }
  const pool = engine.pool!;
  const query = pool.query.bind(pool);
  // Drizzle queries the pool with a config object (`text`, row mode, type parsers) and the values apart.
  pool.query = ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    recorded.push({ sql: text, params: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return (query as (...args: unknown[]) => unknown)(config, values);
  }) as typeof pool.query;
  try {
    await call();
  } finally {
    pool.query = query;
  }
  return recorded.map(
    ({ sql, params }) =>
      () =>
        query(sql, params),
  );
}

/** Runs `call` once while recording its SQL, then re-runs exactly those statements bare for `seconds`. */
async function bareRun(engine: Engine, call: () => Promise<unknown>, seconds: number) {
  const statements = await recordStatements(engine, call);
  if (statements.length === 0) throw new Error('No statement was recorded: the bare run would measure nothing.');
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    for (const statement of statements) await statement();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { opsPerSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), statements: statements.length };
}

async function main() {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const engine = await openDatabase(config);
  const { db } = engine;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companies);
  if (total === 0) {
    console.log(`Seeding ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir} with the scale data…`);
    console.log(`  done in ${(await seedScale(engine)).toFixed(1)} s`);
  }
  const cookie = await benchSession(db);
  const views = createViewCounts(db, createLogger('silent'));
  const port = await freePort();
  const [command, args] = await productionServerCommand();
  const server = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      // eslint-disable-next-line no-restricted-properties -- the server process needs the parent's environment (PATH)
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const stopServer = () => {
    // The server's whole process group, whatever it started.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  process.on('exit', stopServer);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 150) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const filters = { skills: '10,12', workModes: '3', rate: '50' };
  const positionId = 12_345;
  // Company 1's own position and talent, for the best-match rankings.
  const [ownPosition] = await db.select({ id: positions.id }).from(positions).where(eq(positions.ownerId, 1)).limit(1);
  const [ownTalent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.companyId, 1)).limit(1);
  if (!ownPosition || !ownTalent) throw new Error('Company 1 needs a position and a talent in the scale data.');
  const search = { q: 'senior react' };
  const talentMatch = { talentId: String(ownTalent.id), sort: 'match' };
  const positionMatch = { positionId: String(ownPosition.id), sort: 'match' };
  const cases: { name: string; path: string; bare: () => Promise<unknown> }[] = [
    ...(['datePosted', 'rate', 'startDate', 'isPartnerOnly'] as const).map((sort) => {
      const query = { ...filters, sort };
      return {
        name: `browse positions, 3 filters, sort ${sort}`,
        path: `/api/positions?${new URLSearchParams(query)}`,
        bare: () => browsePositions(db, 1, browsePositionsQuerySchema.parse(query)),
      };
    }),
    {
      name: 'browse positions, deep page (offset 500)',
      path: '/api/positions?offset=500',
      bare: () => browsePositions(db, 1, browsePositionsQuerySchema.parse({ offset: '500' })),
    },
    {
      name: 'browse positions, keyword search by relevance',
      path: `/api/positions?${new URLSearchParams(search)}`,
      bare: () => browsePositions(db, 1, browsePositionsQuerySchema.parse(search)),
    },
    {
      name: 'browse positions, best match for a talent',
      path: `/api/positions?${new URLSearchParams(talentMatch)}`,
      bare: () => browsePositions(db, 1, browsePositionsQuerySchema.parse(talentMatch)),
    },
    {
      name: 'browse talents, keyword search by relevance',
      path: `/api/companies/talents?${new URLSearchParams(search)}`,
      bare: () => browseTalents(db, 1, browseTalentsQuerySchema.parse(search)),
    },
    {
      name: 'browse talents, best match for a position',
      path: `/api/companies/talents?${new URLSearchParams(positionMatch)}`,
      bare: () => browseTalents(db, 1, browseTalentsQuerySchema.parse(positionMatch)),
    },
    {
      name: 'browse talents, 3 filters',
      path: `/api/companies/talents?${new URLSearchParams({ skills: '10,12', workModes: '3', rate: '40' })}`,
      bare: () => browseTalents(db, 1, browseTalentsQuerySchema.parse({ skills: '10,12', workModes: '3', rate: '40' })),
    },
    {
      name: 'one position',
      path: `/api/positions/${positionId}`,
      bare: () => getPosition(db, { companyId: 1, isAdmin: false }, positionId, views),
    },
  ];

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a case; targets: p95 ≤ ${TARGETS.p95Ms} ms, ≥ ${TARGETS.requestsPerSecond} req/s, within ${TARGETS.bareRatio}× of the bare query\n`,
  );
  const rows: string[] = [];
  for (const benchCase of cases.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
    const check = await fetch(`${base}${benchCase.path}`, { headers: { Cookie: cookie } });
    if (!check.ok) throw new Error(`${benchCase.name}: ${check.status} ${await check.text()}`);
    const result = await autocannon({
      url: `${base}${benchCase.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { Cookie: cookie },
    });
    const bare = await bareRun(engine, benchCase.bare, Math.min(SECONDS, 3));
    const apiRate = result.requests.average;
    const ratio = bare.opsPerSecond / apiRate;
    const meets =
      result.latency.p97_5 <= TARGETS.p95Ms && apiRate >= TARGETS.requestsPerSecond && ratio <= TARGETS.bareRatio;
    rows.push(
      [
        benchCase.name.padEnd(44),
        `${apiRate.toFixed(0).padStart(6)} req/s`,
        `p50 ${String(result.latency.p50).padStart(4)} ms`,
        `p97.5 ${String(result.latency.p97_5).padStart(4)} ms`,
        `p99 ${String(result.latency.p99).padStart(4)} ms`,
        `bare ${bare.opsPerSecond.toFixed(0).padStart(6)} runs/s (p50 ${bare.p50.toFixed(2)} ms, ${bare.statements} statements)`,
        `bare/API ${ratio.toFixed(2)}×`,
        meets ? 'meets targets' : 'MISSES targets',
      ].join('  '),
    );
    if (result.errors > 0 || result.non2xx > 0)
      rows.push(`    ${result.errors} errors, ${result.non2xx} non-2xx responses`);
    console.log(rows.at(-1));
  }
  console.log('\n(autocannon reports p97.5, not p95: the p97.5 column is an upper bound of p95.)');
  await engine.close();
  stopServer();
  process.exit(0);
}

await main();
