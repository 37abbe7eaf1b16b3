// `npm run bench`: autocannon over loopback against the production server on the scale data (seeded first when the
// database is empty), with one server process and then two (WEB_CONCURRENCY), beside the same SQL run bare in this
// process (through better-sqlite3, or node-postgres when DATABASE_URL is set). Every case's total is first checked
// against COUNT(*) of the same rules in SQL (listings/count-in-sql.ts), and so are varied filter mixes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { countPositionsInSql, countTalentsInSql } from '../listings/count-in-sql';
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
import { generator, seedScale } from './seed-scale';

const TARGETS = { p95Ms: 20, requestsPerSecond: 2000, onePositionPerSecond: 4000 };
const CONNECTIONS = 10;
const SECONDS = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
/** `--only=<text>` runs the cases whose name contains it (e.g. `--only=best match`). */
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
/** `--processes=1,2`: the server process counts measured (WEB_CONCURRENCY), each in turn. */
const PROCESSES = (process.argv.find((arg) => arg.startsWith('--processes='))?.split('=')[1] ?? '1,2')
  .split(',')
  .map(Number);
/** How long each case runs unmeasured after a server starts, before the cases are measured. */
const WARM_UP_SECONDS = 5;
/** Filter mixes checked against COUNT(*) before the load, beside the cases' own. */
const MIXES_CHECKED = 40;

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
  // Once unrecorded first: this process's listing index loads on its first browse, which no request repeats.
  await call();
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

/** Browse queries unlike the bench's fixed ones: 1–4 skills, work modes, a rate, every sort, pages 0–5. */
function variedQueries(kind: 'positions' | 'talents', count: number, seed: number): Record<string, string>[] {
  // Seeded, so that every run sends the same varied requests.
  const random = generator(seed);
  const sorts = kind === 'positions' ? ['datePosted', 'rate', 'startDate', 'isPartnerOnly'] : ['rate', 'experience'];
  return Array.from({ length: count }, () => {
    const skills = new Set(Array.from({ length: random.int(1, 4) }, () => random.int(2, 40)));
    const query: Record<string, string> = {
      skills: [...skills].join(','),
      sort: sorts[random.int(0, sorts.length - 1)]!,
      ascending: String(random.chance(0.5)),
      offset: String(random.int(0, 5)),
    };
    if (random.chance(0.6)) query.workModes = String(random.int(1, 3));
    if (random.chance(0.6)) query.rate = String(random.int(20, 110));
    return query;
  });
}

type Case = {
  name: string;
  /** One path, or a new one per request (the varied mixes). */
  paths: string[];
  bare: () => Promise<unknown>;
  /** The queries whose totals are checked against COUNT(*), with the count in SQL. */
  checks: { path: string; expected: () => Promise<number> }[];
  target: number;
};

type Measured = { requestsPerSecond: number; p50: number; p95: number; p99: number; failures: number };

/** autocannon against `base` for one case; p95 from every response's time. */
function load(base: string, cookie: string, benchCase: Case & { seconds?: number }): Promise<Measured> {
  let next = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${base}${benchCase.paths[0]}`,
        connections: CONNECTIONS,
        duration: benchCase.seconds ?? SECONDS,
        headers: { Cookie: cookie },
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: benchCase.paths[next++ % benchCase.paths.length]! }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const at = (q: number) =>
          Math.round(10 * (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)) / 10;
        resolve({
          requestsPerSecond: result.requests.average,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          failures: result.errors + result.non2xx,
        });
      },
    );
    tracker.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The production server with `processes` server processes, ready when each has loaded its listing index. */
async function startServer(processes: number, cookie: string, warmPath: string) {
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
      WEB_CONCURRENCY: String(processes),
    },
  });
  const stop = () => {
    // The server's whole process group, whatever it started.
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // node:cluster hands connections to the processes in turn: a round of parallel requests reaches each of them.
  for (;;) {
    try {
      const round = await Promise.all(
        Array.from({ length: processes * 4 }, async () => {
          const began = Date.now();
          const res = await fetch(`${base}${warmPath}`, { headers: { Cookie: cookie, Connection: 'close' } });
          await res.arrayBuffer();
          return res.ok && Date.now() - began < 500;
        }),
      );
      if (round.every(Boolean)) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 180_000) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      stop();
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
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
  const reader = 1;

  const filters = { skills: '10,12', workModes: '3', rate: '50' };
  const positionId = 12_345;
  // Company 1's own position and talent, for the best-match rankings.
  const [ownPosition] = await db.select({ id: positions.id }).from(positions).where(eq(positions.ownerId, 1)).limit(1);
  const [ownTalent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.companyId, 1)).limit(1);
  if (!ownPosition || !ownTalent) throw new Error('Company 1 needs a position and a talent in the scale data.');
  const positionsCase = (name: string, queries: Record<string, string>[]): Case => {
    const paths = queries.map((query) => `/api/positions?${new URLSearchParams(query)}`);
    return {
      name,
      paths,
      bare: () => browsePositions(db, reader, browsePositionsQuerySchema.parse(queries[0])),
      checks: queries.slice(0, MIXES_CHECKED).map((query, index) => ({
        path: paths[index]!,
        expected: () => countPositionsInSql(db, reader, browsePositionsQuerySchema.parse(query)),
      })),
      target: TARGETS.requestsPerSecond,
    };
  };
  const talentsCase = (name: string, queries: Record<string, string>[]): Case => {
    const paths = queries.map((query) => `/api/companies/talents?${new URLSearchParams(query)}`);
    return {
      name,
      paths,
      bare: () => browseTalents(db, reader, browseTalentsQuerySchema.parse(queries[0])),
      checks: queries.slice(0, MIXES_CHECKED).map((query, index) => ({
        path: paths[index]!,
        expected: () => countTalentsInSql(db, reader, browseTalentsQuerySchema.parse(query)),
      })),
      target: TARGETS.requestsPerSecond,
    };
  };
  const search = { q: 'senior react' };
  const cases: Case[] = [
    ...(['datePosted', 'rate', 'startDate', 'isPartnerOnly'] as const).map((sort) =>
      positionsCase(`browse positions, 3 filters, sort ${sort}`, [{ ...filters, sort }]),
    ),
    positionsCase('browse positions, deep page (offset 500)', [{ offset: '500' }]),
    positionsCase('browse positions, varied filters and pages', variedQueries('positions', 500, 28)),
    positionsCase('browse positions, keyword search by relevance', [search]),
    positionsCase('browse positions, best match for a talent', [{ talentId: String(ownTalent.id), sort: 'match' }]),
    talentsCase('browse talents, 3 filters', [{ skills: '10,12', workModes: '3', rate: '40' }]),
    talentsCase('browse talents, varied filters and pages', variedQueries('talents', 500, 29)),
    talentsCase('browse talents, keyword search by relevance', [search]),
    talentsCase('browse talents, best match for a position', [{ positionId: String(ownPosition.id), sort: 'match' }]),
    {
      name: 'one position',
      paths: [`/api/positions/${positionId}`],
      bare: () => getPosition(db, { companyId: reader, isAdmin: false }, positionId, views),
      checks: [],
      target: TARGETS.onePositionPerSecond,
    },
  ].filter((candidate) => !ONLY || candidate.name.includes(ONLY));

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a case, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; targets with ` +
      `${Math.max(...PROCESSES)} processes: p95 ≤ ${TARGETS.p95Ms} ms and ≥ ${TARGETS.requestsPerSecond} req/s ` +
      `(one position ≥ ${TARGETS.onePositionPerSecond})\n`,
  );
  const measured = new Map<string, Map<number, Measured>>(cases.map((benchCase) => [benchCase.name, new Map()]));
  for (const [round, processes] of PROCESSES.entries()) {
    const server = await startServer(processes, cookie, cases[0]!.paths[0]!);
    if (round === 0) {
      // Totals first: each case's, and varied mixes, against COUNT(*) of the same rules.
      let checked = 0;
      for (const benchCase of cases) {
        for (const check of benchCase.checks) {
          const res = await fetch(`${server.base}${check.path}`, { headers: { Cookie: cookie, Connection: 'close' } });
          if (!res.ok) throw new Error(`${benchCase.name}: ${res.status} ${await res.text()}`);
          const { totalElements } = (await res.json()) as { totalElements: number };
          const expected = await check.expected();
          if (totalElements !== expected)
            throw new Error(`${check.path}: the API counted ${totalElements}, COUNT(*) ${expected}`);
          checked += 1;
        }
      }
      console.log(`Totals: ${checked} queries checked against COUNT(*), all exact.\n`);
    }
    // Every case first for a while, unmeasured: a server's code is compiled as it runs, and each path it has not run
    // yet (talents, keyword search, rankings, one position) would pay for that inside its own measurement.
    for (const benchCase of cases) await load(server.base, cookie, { ...benchCase, seconds: WARM_UP_SECONDS });
    for (const benchCase of cases) {
      const result = await load(server.base, cookie, benchCase);
      measured.get(benchCase.name)!.set(processes, result);
      console.log(
        `${benchCase.name.padEnd(46)} ${processes} process${processes > 1 ? 'es' : '  '}  ` +
          `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(4)} ms  ` +
          `p95 ${String(result.p95).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms` +
          (result.failures ? `  ${result.failures} FAILED` : ''),
      );
    }
    await server.stop();
  }

  console.log(
    '\nSummary (bare: the statements one request runs, run bare through the engine’s driver in this process)\n',
  );
  const most = Math.max(...PROCESSES);
  for (const benchCase of cases) {
    const bare = await bareRun(engine, benchCase.bare, Math.min(SECONDS, 3));
    const results = measured.get(benchCase.name)!;
    const columns = PROCESSES.map((processes) => {
      const result = results.get(processes)!;
      return `${processes}p ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s p95 ${String(result.p95).padStart(3)} ms`;
    });
    const best = results.get(most)!;
    const meets = best.p95 <= TARGETS.p95Ms && best.requestsPerSecond >= benchCase.target && best.failures === 0;
    console.log(
      [
        benchCase.name.padEnd(46),
        ...columns,
        `bare ${bare.opsPerSecond.toFixed(0).padStart(6)} runs/s (p50 ${bare.p50.toFixed(2)} ms, ${bare.statements} statements)`,
        meets ? 'meets targets' : 'MISSES targets',
      ].join('  '),
    );
  }
  await views.stop();
  await engine.close();
  process.exit(0);
}

await main();
