// `npm run lighthouse`: Lighthouse's mobile preset (simulated throttling), performance category only, on the sign-in
// page (signed out), the company profile and Browse Projects (signed in as a member of an approved company), three
// runs each, against this checkout's production build. Prints the median score, Largest Contentful Paint and Total
// Blocking Time with the targets, and exits 1 when this checkout misses one (`--report-only`: exit 0 all the same).
//
//   --compare <folder|URL>  also measure another checkout (its own build and node_modules; a server is started from
//                           it) or an already running server, interleaved run by run, in a column beside this one
//   --account <user:password>  for a --compare URL: an account of an approved company to sign in with
//   --runs=N                runs per page and server (default 3)
//   --reports=<folder>      write the HTML report of each page's median run there
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import {
  currentUser,
  describeCheckout,
  signIn,
  signedInMember,
  startServer,
  stopServers,
  stopServersAndWait,
} from './lighthouse-targets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

function usage(message) {
  console.error(`npm run lighthouse: ${message}`);
  process.exit(2);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      compare: { type: 'string' },
      account: { type: 'string' },
      runs: { type: 'string', default: '3' },
      reports: { type: 'string' },
      'report-only': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  usage(error.message);
}
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) usage('--runs takes a whole number of at least 1.');
if (options.compare && /^https?:\/\//.test(options.compare) && !options.account) {
  usage(`--compare ${options.compare} needs --account <user:password> (a member of an approved company there).`);
}

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/company/profile', signedIn: true },
  { path: '/browse-projects', signedIn: true },
];

/** The issue's targets. Lighthouse shows the score rounded, so the rounded median is what is compared. */
const TARGETS = [
  { key: 'score', label: 'score', limit: '≥ 95', met: (score) => score >= 95, format: (score) => String(score) },
  {
    key: 'lcp',
    label: 'LCP',
    limit: '≤ 1.5 s',
    met: (ms) => ms <= 1500,
    format: (ms) => `${(ms / 1000).toFixed(2)} s`,
  },
  { key: 'tbt', label: 'TBT', limit: '≤ 150 ms', met: (ms) => ms <= 150, format: (ms) => `${Math.round(ms)} ms` },
];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

let chrome;
// Servers and Chromium run in process groups of their own: a Ctrl-C reaches only this process, which stops them.
const stopAll = () => {
  chrome?.kill();
  stopServers();
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A server to measure: started from a checkout here, or one already running (then signed in with --account). */
async function prepareTarget(name, source) {
  if (/^https?:\/\//.test(source)) {
    const base = new URL(source).origin;
    const [username, ...rest] = options.account.split(':');
    return { name, description: base, base, cookie: await signIn(base, username, rest.join(':')) };
  }
  const checkout = path.resolve(source);
  const server = await startServer(checkout);
  const commit = describeCheckout(checkout);
  return {
    name,
    description: `${checkout}${commit ? ` (${commit})` : ''}`,
    base: server.base,
    server,
    cookie: await signedInMember(server),
  };
}

/** Lighthouse failing to record a page (e.g. NO_NAVSTART on a busy machine), as opposed to a page that fails a check. */
class RecordingError extends Error {}

/** One Lighthouse run in a fresh Chromium (nothing cached or compiled from an earlier run or the other server). */
async function measureOnce(target, page) {
  const url = `${target.base}${page.path}`;
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      extraHeaders: page.signedIn ? { Cookie: target.cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new RecordingError(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new RecordingError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    // A guard that bounced the page to the sign-in page would be measured as that page: refuse it.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path)
      throw new Error(`${url} ended on ${landed}${page.signedIn ? ': the session was not accepted' : ''}`);
    // Signed out, the session query is answered 401 by design; signed in, no call may be refused.
    const refused = lhr.audits['network-requests'].details.items.filter(
      (request) => request.statusCode === 401 || request.statusCode === 403,
    );
    if (page.signedIn && refused.length)
      throw new Error(
        `${url} was refused ${refused.map((request) => `${request.statusCode} ${request.url}`).join(', ')}`,
      );
    return {
      lhr,
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/** `measureOnce`, tried up to three times while Lighthouse fails to record the page. */
async function measure(target, page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(target, page);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt === 3) throw error;
      console.error(`  ${error.message}: trying again`);
    }
  }
}

/** The run whose score is the median (the lower-LCP one of equals first): the one to show in detail. */
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp)[Math.floor((runs.length - 1) / 2)];

/** What Lighthouse says the median run lost its LCP to and which audits would save the most LCP or TBT. */
function describeRun({ lhr }) {
  const lines = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const [elementTable, phaseTable] = lcpElement?.type === 'list' ? lcpElement.items : [];
  const node = elementTable?.items?.[0]?.node;
  if (node) lines.push(`LCP element: ${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.replace(/\s+/g, ' ').trim());
  if (phaseTable?.items?.length) {
    lines.push(
      `LCP phases: ${phaseTable.items.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`,
    );
  }
  const savings = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({ audit, lcp: audit.metricSavings?.LCP ?? 0, tbt: audit.metricSavings?.TBT ?? 0 }))
    .filter(({ lcp, tbt }) => lcp > 0 || tbt > 0)
    .sort((a, b) => b.lcp + b.tbt - (a.lcp + a.tbt))
    .slice(0, 5);
  for (const { audit, lcp, tbt } of savings) {
    const saves = [lcp && `LCP −${Math.round(lcp)} ms`, tbt && `TBT −${Math.round(tbt)} ms`].filter(Boolean).join(', ');
    lines.push(`- ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${saves}`);
  }
  return lines;
}

const started = Date.now();
const targets = [];
let busiest = os.loadavg()[0];
try {
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const setups = await Promise.allSettled([
    ...(options.compare ? [prepareTarget('baseline', options.compare)] : []),
    prepareTarget('current', root),
  ]);
  const failed = setups.find((setup) => setup.status === 'rejected');
  if (failed) throw failed.reason;
  targets.push(...setups.map((setup) => setup.value));
  for (const target of targets) {
    const user = await currentUser(target.base, target.cookie);
    if (user?.companyId === undefined) throw new Error(`${target.description}: the signed-in account has no company.`);
    target.runs = new Map(PAGES.map((page) => [page.path, []]));
  }

  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), performance only, ${RUNS} run(s) per page and server:`,
  );
  for (const target of targets) console.log(`  ${target.name.padEnd(8)} ${target.description}`);
  // Baseline and current take turns, in alternating order, so that machine noise falls on both alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      for (const target of run % 2 ? [...targets].reverse() : targets) {
        const runStarted = Date.now();
        const result = await measure(target, page);
        busiest = Math.max(busiest, os.loadavg()[0]);
        target.runs.get(page.path).push(result);
        const figures = TARGETS.map(({ label, key, format }) => `${label} ${format(result[key])}`).join(' · ');
        console.error(
          `  run ${run + 1}/${RUNS} ${page.path.padEnd(17)} ${target.name.padEnd(8)} ${figures} (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }

  const current = targets.find((target) => target.name === 'current');
  let missed = 0;
  const columns = TARGETS.flatMap((check) => targets.map((target) => ({ check, target })));
  const width = 13;
  console.log(`\nMedians of ${RUNS} run(s):`);
  console.log(
    `  ${'page'.padEnd(18)}${TARGETS.map((check) => `${check.label} ${check.limit}`.padEnd(width * targets.length)).join('')}`,
  );
  if (targets.length > 1)
    console.log(`  ${''.padEnd(18)}${columns.map(({ target }) => target.name.padEnd(width)).join('')}`);
  for (const page of PAGES) {
    const cells = columns.map(({ check, target }) => {
      const value = median(target.runs.get(page.path).map((result) => result[check.key]));
      if (target === current && !check.met(value)) missed += 1;
      return `${check.format(value)} ${check.met(value) ? '✔' : '✖'}`.padEnd(width);
    });
    console.log(`  ${page.path.padEnd(18)}${cells.join('')}`);
  }

  for (const target of targets) {
    console.log(`\n${target.name}, median run of each page:`);
    for (const page of PAGES) {
      const run = medianRun(target.runs.get(page.path));
      console.log(`  ${page.path} (score ${run.score}, ended on ${new URL(run.lhr.finalDisplayedUrl).pathname})`);
      for (const line of describeRun(run)) console.log(`    ${line}`);
      if (options.reports) {
        fs.mkdirSync(options.reports, { recursive: true });
        const file = path.join(
          options.reports,
          `${target.name}${page.path === '/' ? '-sign-in' : page.path.replaceAll('/', '-')}.html`,
        );
        fs.writeFileSync(file, generateReport(run.lhr, 'html'));
        console.log(`    report: ${file}`);
      }
    }
  }

  const verdict = missed
    ? `${missed} target(s) missed by ${current.description}.`
    : `Every target met by ${current.description}.`;
  console.log(`\n${verdict} Took ${Math.round((Date.now() - started) / 1000)} s.`);
  // Simulated throttling scales the CPU time it observes: other work on the machine inflates TBT and LCP.
  const cores = os.availableParallelism();
  if (busiest > cores)
    console.log(
      `The machine was busy (load average up to ${busiest.toFixed(1)} on ${cores} cores): compare columns of one run, not runs.`,
    );
  if (missed && !options['report-only']) process.exitCode = 1;
} catch (error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopServersAndWait();
}
