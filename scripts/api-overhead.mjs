// `npm run bench:api`: what the API's own machinery costs per request. Starts the production server on a free port
// with a temporary DATA_DIR, and beside it a bare node:http server answering the same JSON bodies, then runs
// autocannon over loopback against both for each case and prints requests per second and the ratio.
// Both servers get the same load: the same connections, a warm-up, the same length of run, in the same process,
// one right after the other. A round measures every case once; rounds alternate which server goes first, and the
// figures printed are the medians over the rounds, with the lowest and highest ratio to show how noisy they were.
// Absolute figures vary with the machine and what else runs on it; compare the ratio.
//   --seconds=N      length of each run (default 5)
//   --rounds=N       rounds (default 3)
//   --log-level=L    the server's LOG_LEVEL (default warn: no access line; `info` is the production default)
//   --root=DIR       the checkout whose server to start (default this one), to measure another version alike
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { productionServerCommand } from './build-server.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const root = path.resolve(option('root', path.resolve(import.meta.dirname, '..')));
const SECONDS = Number(option('seconds', 5));
const ROUNDS = Number(option('rounds', 3));
const LOG_LEVEL = option('log-level', 'warn');
const CONNECTIONS = 10;
const ADMIN_PASSWORD = 'bench-api-only';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];
/** Starts a process in its own group, so stopping it stops whatever it started too. */
function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The bare baseline: one node:http server answering each path with a fixed JSON body, in its own process. */
const BARE_SERVER = `
const http = require('node:http');
const bodies = JSON.parse(require('node:fs').readFileSync(process.env.BODIES_FILE, 'utf8'));
http.createServer((request, response) => {
  const body = bodies[request.url];
  if (body === undefined) return void response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-api-overhead-'));
try {
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  // The checkout's compiled server (built first when missing or stale), as `npm start` runs it.
  const [command, args] = await productionServerCommand(root);
  start(command, args, {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: api,
    ADMIN_PASSWORD,
    LOG_LEVEL,
  });
  await waitFor(`${api}/api/health`);

  // A signed-in browser sends its session cookie with every API call, reference lists included.
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api },
    body: JSON.stringify({ usernameOrEmail: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Could not sign in (${login.status})`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  const cases = [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/skills', path: '/api/skills' },
    { name: 'GET /api/skills (signed in)', path: '/api/skills', headers: { Cookie: cookie } },
  ];
  const bodies = {};
  for (const { path: urlPath } of cases) bodies[urlPath] = await (await fetch(`${api}${urlPath}`)).text();
  const bodiesFile = path.join(dataDir, 'bare-bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const barePort = await freePort();
  const bare = `http://127.0.0.1:${barePort}`;
  start(process.execPath, ['-e', BARE_SERVER], { PORT: String(barePort), BODIES_FILE: bodiesFile });
  await waitFor(`${bare}/api/health`);

  const requestsPerSecond = async (url, headers = {}, duration = SECONDS) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result.requests.average;
  };

  // Warm both servers up (JIT, first reads) before anything is measured.
  for (const { path: urlPath, headers } of cases) {
    await requestsPerSecond(`${api}${urlPath}`, headers, 1);
    await requestsPerSecond(`${bare}${urlPath}`, headers, 1);
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`;
  const results = cases.map(() => ({ api: [], bare: [], ratio: [] }));

  const settings = `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, LOG_LEVEL=${LOG_LEVEL}`;
  console.log(`${path.relative(process.cwd(), root) || '.'}: autocannon, ${settings}`);
  for (let round = 0; round < ROUNDS; round += 1) {
    const line = [];
    for (const [index, { path: urlPath, headers }] of cases.entries()) {
      // Alternate which server goes first, so that a machine busier in one half of a round does not favour either.
      const apiFirst = round % 2 === 0;
      const first = await requestsPerSecond(`${apiFirst ? api : bare}${urlPath}`, headers);
      const second = await requestsPerSecond(`${apiFirst ? bare : api}${urlPath}`, headers);
      const [apiRate, bareRate] = apiFirst ? [first, second] : [second, first];
      results[index].api.push(apiRate);
      results[index].bare.push(bareRate);
      results[index].ratio.push(apiRate / bareRate);
      line.push(percent(apiRate / bareRate));
    }
    console.log(`  round ${round + 1}: ${line.join(', ')}`);
  }

  console.log(`requests per second (median of ${ROUNDS} rounds; API/bare is the median of the rounds' ratios):`);
  console.log(`  ${'case'.padEnd(30)} ${'API'.padStart(8)} ${'bare'.padStart(8)}  API/bare  (lowest–highest)`);
  for (const [index, { name }] of cases.entries()) {
    const { api: apiRates, bare: bareRates, ratio } = results[index];
    const spread = `(${percent(Math.min(...ratio))}–${percent(Math.max(...ratio))})`;
    const rates = `${median(apiRates).toFixed(0).padStart(8)} ${median(bareRates).toFixed(0).padStart(8)}`;
    console.log(`  ${name.padEnd(30)} ${rates}  ${percent(median(ratio)).padStart(8)}  ${spread}`);
  }
  console.log(`  (${(bodies['/api/skills'].length / 1024).toFixed(1)} KiB of JSON for /api/skills)`);
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
