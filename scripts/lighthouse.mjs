// `npm run lighthouse`: Lighthouse's mobile preset (simulated throttling), performance category only, on the sign-in
// page (signed out), the company profile and Browse Projects (signed in as a member of an approved company), against
// this checkout's production build, beside a floor page served by the same server: React 19, the design system's
// theme and a three-field form, nothing else (design-system/src/floor/, built here before measuring). Machines of
// this kind disagree by 15–25 points on the same build, so the targets are relative to the floor, measured in the
// same run and browser: `/` within 5 points of its score and at most 1.5× its main-thread work, the signed-in pages
// within 10 points and at most 2.5×. Five runs each, pages and floor taking turns; prints the medians of score, Total
// Blocking Time and main-thread work beside the floor's, and exits 1 when this checkout misses a target
// (`--report-only`: exit 0 all the same).
//
//   --compare <folder|URL>  also measure another checkout (its own build and node_modules; a server is started from
//                           it) or an already running server, interleaved run by run, in rows beside this one (the
//                           floor page is this checkout's, measured once per run)
//   --account <user:password>  for a --compare URL: an account of an approved company to sign in with
//   --runs=N                runs per page and server (default 5)
//   --reports=<folder>      write the HTML report of each page's median run there
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { precompressFolder } from './precompress.mjs';
import { run } from './run.mjs';
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
      runs: { type: 'string', default: '5' },
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

/** The product's pages, each with its target against the floor: the most points it may lose, the most work it may do. */
const PAGES = [
  { path: '/', signedIn: false, report: 'sign-in', maxPointsBelow: 5, maxWorkRatio: 1.5 },
  { path: '/company/profile', signedIn: true, report: 'company-profile', maxPointsBelow: 10, maxWorkRatio: 2.5 },
  { path: '/browse-projects', signedIn: true, report: 'browse-projects', maxPointsBelow: 10, maxWorkRatio: 2.5 },
];

/** Served from the catalogue's folder by the production server, built by design-system/rspack.floor.config.js. */
const FLOOR = { path: '/design-system/floor/', signedIn: false, report: 'floor' };

/** Builds the floor page with this checkout's tooling (a few seconds), so that it is never older than the sources. */
async function buildFloorPage() {
  const designSystem = path.join(root, 'design-system');
  await run('npx', ['rspack', 'build', '--config', 'rspack.floor.config.js'], {
    cwd: designSystem,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Served precompressed like the product's files.
  precompressFolder(path.join(designSystem, 'dist', 'floor'));
}

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
      // Simulated like the rest: the observed time multiplied by the preset's CPU slowdown.
      mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
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

const formatScore = (score) => (Number.isInteger(score) ? String(score) : score.toFixed(1));
const formatPoints = (points) =>
  points > 0 ? `+${formatScore(points)}` : points < 0 ? `−${formatScore(-points)}` : '0';
const formatMs = (ms) => `${Math.round(ms)} ms`;
const formatSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const formatRatio = (ratio) => `${ratio.toFixed(2)}×`;

/** Prints rows of cells in columns as wide as their widest cell; numbers (and their headers) aligned right. */
function printTable(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const alignRight = header.map((_, column) => rows.every((row) => /^[−+\d]/.test(row[column])));
  for (const row of [header, ...rows]) {
    const cells = row.map((cell, column) =>
      alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    );
    console.log(`  ${cells.join('  ')}`.trimEnd());
  }
}

const started = Date.now();
const targets = [];
let busiest = os.loadavg()[0];
try {
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  console.log(`Building the floor page (design-system/rspack.floor.config.js)…`);
  await buildFloorPage();
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
  const current = targets.find((target) => target.name === 'current');
  current.runs.set(FLOOR.path, []);

  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), performance only, ${RUNS} run(s) per page and server:`,
  );
  for (const target of targets) console.log(`  ${target.name.padEnd(8)} ${target.description}`);
  console.log(`  floor    ${current.base}${FLOOR.path}`);
  // One run of each page on each server and one of the floor, in alternating order, so that machine noise falls on all
  // alike.
  const round = [
    { target: current, page: FLOOR },
    ...PAGES.flatMap((page) => targets.map((target) => ({ target, page }))),
  ];
  for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
    for (const { target, page } of runIndex % 2 ? [...round].reverse() : round) {
      const runStarted = Date.now();
      const result = await measure(target, page);
      busiest = Math.max(busiest, os.loadavg()[0]);
      target.runs.get(page.path).push(result);
      const figures = [
        `score ${result.score}`,
        `TBT ${formatMs(result.tbt)}`,
        `main thread ${formatSeconds(result.mainThread)}`,
        `LCP ${formatSeconds(result.lcp)}`,
      ].join(' · ');
      console.error(
        `  run ${runIndex + 1}/${RUNS} ${page.path.padEnd(21)} ${(page === FLOOR ? 'floor' : target.name).padEnd(8)} ${figures} (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
      );
    }
  }

  const medianOf = (runs, key) => median(runs.map((result) => result[key]));
  const floorRuns = current.runs.get(FLOOR.path);
  const floor = {
    score: medianOf(floorRuns, 'score'),
    tbt: medianOf(floorRuns, 'tbt'),
    mainThread: medianOf(floorRuns, 'mainThread'),
  };
  let missed = 0;
  const rows = [];
  for (const page of PAGES) {
    for (const target of targets) {
      const runs = target.runs.get(page.path);
      const score = medianOf(runs, 'score');
      const mainThread = medianOf(runs, 'mainThread');
      const points = score - floor.score;
      const ratio = mainThread / floor.mainThread;
      const misses = [
        ...(points < -page.maxPointsBelow ? ['score'] : []),
        ...(ratio > page.maxWorkRatio ? ['main thread'] : []),
      ];
      if (target === current) missed += misses.length;
      rows.push([
        page.path,
        ...(targets.length > 1 ? [target.name] : []),
        formatScore(score),
        formatScore(floor.score),
        formatPoints(points),
        formatMs(medianOf(runs, 'tbt')),
        formatMs(floor.tbt),
        formatSeconds(mainThread),
        formatSeconds(floor.mainThread),
        formatRatio(ratio),
        formatSeconds(medianOf(runs, 'lcp')),
        `≥ −${page.maxPointsBelow}, ≤ ${page.maxWorkRatio}×`,
        misses.length ? `✖ ${misses.join(', ')}` : '✔',
      ]);
    }
  }
  console.log(`\nMedians of ${RUNS} run(s), each page beside the floor page (${FLOOR.path}):`);
  printTable(
    [
      'page',
      ...(targets.length > 1 ? ['server'] : []),
      'score',
      'floor',
      'points',
      'TBT',
      'floor',
      'main thread',
      'floor',
      'ratio',
      'LCP',
      'target (points, ratio)',
      '',
    ],
    rows,
  );

  for (const target of targets) {
    console.log(`\n${target.name}, median run of each page:`);
    for (const page of target === current ? [FLOOR, ...PAGES] : PAGES) {
      const medianResult = medianRun(target.runs.get(page.path));
      console.log(
        `  ${page.path} (score ${medianResult.score}, ended on ${new URL(medianResult.lhr.finalDisplayedUrl).pathname})`,
      );
      for (const line of describeRun(medianResult)) console.log(`    ${line}`);
      if (options.reports) {
        fs.mkdirSync(options.reports, { recursive: true });
        const file = path.join(options.reports, page === FLOOR ? 'floor.html' : `${target.name}-${page.report}.html`);
        fs.writeFileSync(file, generateReport(medianResult.lhr, 'html'));
        console.log(`    report: ${file}`);
      }
    }
  }

  const verdict = missed
    ? `${missed} target(s) missed by ${current.description}.`
    : `Every target met by ${current.description}.`;
  console.log(`\n${verdict} Took ${Math.round((Date.now() - started) / 1000)} s.`);
  // Simulated throttling scales the CPU time it observes: other work on the machine inflates TBT and LCP, of the floor
  // as of the pages, which is why the targets are relative to it.
  const cores = os.availableParallelism();
  if (busiest > cores)
    console.log(
      `The machine was busy (load average up to ${busiest.toFixed(1)} on ${cores} cores): compare rows of one run, not runs.`,
    );
  if (missed && !options['report-only']) process.exitCode = 1;
} catch (error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopServersAndWait();
}
