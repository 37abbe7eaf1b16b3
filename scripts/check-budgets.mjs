// Build check: JavaScript size budgets of the production build, gzipped.
//   - every page a remote declares: its own chunks (from the remote's mf-manifest.json) stay under PAGE_CHUNKS;
//   - the first visit to every declared page, as a new visitor or a signed-in user (the session faked, the page's data
//     requests left unanswered: code, not data, is measured), downloads at most FIRST_VISIT in all.
// The first-visit check loads each page in Chromium against the production server (the browser tests' Chromium, see
// scripts/chromium.mjs); without a Chromium it says so and checks the page chunks only.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserTestChromium, CHROMIUM_FLAGS } from './chromium.mjs';
import { startServer, stopServersAndWait } from './production-server.mjs';
import { remoteFolders } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const KiB = 1024;

/**
 * Ceilings in gzipped bytes. The first target for a first visit was 150 KiB; what no page can do without comes to
 * about 156 KiB: react-dom 65 and react 3, the federation runtime 32 + the page's container 15, the shared react-router
 * subset 29, styled-components 12.5 (see docs/decisions/007-page-budgets.md); the runtime's ES module build has since
 * taken 11–16 KiB off every page. Each ceiling sits a little above the heaviest page it covers (a page's first visit
 * varies by a few hundred bytes from build to build), so growth is a decision, not an accident: the sign-in page (`/`,
 * the first page of every new visitor, 181.8 KiB since issue 28: no react-query, form library or zod) has its own; the
 * heaviest other page is the talent form (`/company/talents/add`, 267.9 KiB).
 */
export const budgets = {
  firstVisit: 270 * KiB,
  firstVisitToHome: 185 * KiB,
  pageChunks: 42 * KiB,
};

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Each remote's pages: `{ remote, folder, routes }` from its built routes.json. */
function declaredPages() {
  return remoteFolders.map((folder) => {
    const document = readJson(path.join(root, folder, 'dist', 'routes.json'));
    return { remote: document.remote, folder, routes: document.routes };
  });
}

/** The page's own chunks, as its remote's manifest lists them (shared libraries are counted in the first visit). */
function pageChunkSizes(folder) {
  const manifest = readJson(path.join(root, folder, 'dist', 'mf-manifest.json'));
  return manifest.exposes.map((expose) => ({
    page: expose.name,
    bytes: expose.assets.js.sync.reduce(
      (sum, file) => sum + gz(fs.readFileSync(path.join(root, folder, 'dist', file))),
      0,
    ),
  }));
}

/** An address for a declared path: parameters get a plausible id. */
const addressOf = (routePath) => routePath.replace(/:[A-Za-z]+/g, '1');

/** The user the page's guard lets in, as GET /api/user would answer; `null` for pages open to visitors. */
function userFor(guard) {
  const base = { id: 1, username: 'budget', firstName: 'Budget', lastName: 'Check', email: 'budget@example.com' };
  if (guard === 'admin') return { ...base, isAdmin: true };
  if (['signedIn', 'company', 'companyOrAdmin'].includes(guard)) return { ...base, companyId: 1, isAdmin: false };
  return null;
}

/** Loads every declared page once in a fresh browser context and sums the JavaScript it downloads. */
async function measureFirstVisits(chromiumPath, pages) {
  const { chromium } = await import('playwright-core');
  let origin;
  let browser;

  const visit = async ({ remote, route }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = userFor(route.guard);
    await page.route('**/api/**', (request) => {
      const { pathname } = new URL(request.request().url());
      if (pathname === '/api/user') {
        return user
          ? request.fulfill({ json: user })
          : request.fulfill({ status: 401, json: { message: 'Not signed in' } });
      }
      // The page's data: not answered, so no error or redirect changes which code loads.
      return new Promise(() => undefined);
    });
    const pending = [];
    let bytes = 0;
    let scriptsInFlight = 0;
    const isScript = (request) => new URL(request.url()).pathname.endsWith('.js');
    page.on('request', (request) => {
      if (isScript(request)) scriptsInFlight += 1;
    });
    const scriptDone = (request) => {
      if (isScript(request)) scriptsInFlight -= 1;
    };
    page.on('requestfinished', scriptDone);
    page.on('requestfailed', scriptDone);
    page.on('response', (response) => {
      if (!isScript(response.request())) return;
      pending.push(
        response.body().then(
          (body) => (bytes += gz(body)),
          () => undefined,
        ),
      );
    });
    const pageModule = `/remotes/${remote}/__federation_expose_${route.page.replace(/-/g, '_')}`;
    const pageScript = page.waitForResponse((response) => response.url().includes(pageModule), { timeout: 30_000 });
    await page.goto(`${origin}${addressOf(route.path)}`, { waitUntil: 'load' });
    await pageScript;
    // The page's module may be preloaded before the code that runs it: wait for the live page itself (a first paint
    // looks like it, but carries no data-remote).
    await page
      .locator(`[data-remote="${remote}"][data-page="${route.page}"]`)
      .waitFor({ state: 'attached', timeout: 30_000 });
    // Whatever the page pulls in once its module runs (shared libraries, its own lazy parts on first render): settled
    // when the browser is idle with no script on the way, twice in a row (a script that arrives may ask for another).
    for (let quietTurns = 0; quietTurns < 2;) {
      await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined))));
      quietTurns = scriptsInFlight === 0 ? quietTurns + 1 : 0;
    }
    await Promise.all(pending);
    await context.close();
    const budget = route.path === '/' ? budgets.firstVisitToHome : budgets.firstVisit;
    return { label: `first visit ${route.path} (${route.guard})`, bytes, budget };
  };

  const visits = pages.flatMap(({ remote, routes }) => routes.map((route) => ({ remote, route })));
  const results = [];
  try {
    ({ base: origin } = await startServer(root));
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    });
    // A few pages at a time, each taken as soon as one is done: each mostly waits on the network.
    const queue = [...visits.entries()];
    const measured = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) measured[next[0]] = await visit(next[1]);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    results.push(...measured);
  } finally {
    await browser?.close();
    await stopServersAndWait();
  }
  return results;
}

const pages = declaredPages();
const results = [];
for (const { folder } of pages) {
  for (const { page, bytes } of pageChunkSizes(folder))
    results.push({ label: `${folder} ${page}`, bytes, budget: budgets.pageChunks });
}

const chromiumPath = browserTestChromium();
if (fs.existsSync(chromiumPath)) results.push(...(await measureFirstVisits(chromiumPath, pages)));
else console.warn(`No Chromium at ${chromiumPath}: first-visit budgets not checked.`);

for (const { label, bytes, budget } of results) {
  console.log(
    `${bytes > budget ? '✖' : '✔'} ${label.padEnd(56)} ${kib(bytes).padStart(10)} gz (budget ${budget / KiB} KiB)`,
  );
}
if (results.some(({ bytes, budget }) => bytes > budget)) {
  console.error('JavaScript over its budget: shrink it, or raise the budget in scripts/check-budgets.mjs on purpose.');
  process.exit(1);
}

/**
 * What the shell's start-up relies on beyond its size (docs/performance.md, Lighthouse): the entry chunk carries V8's
 * compile hint (a minifier would drop it), and the federation runtime is bundled from its ES module build (an update
 * of the federation plugin could bring the CommonJS one back).
 */
function shellStartupProblems() {
  const dist = path.join(root, 'shell', 'dist');
  const entry = /src="\/(main\.[0-9a-f]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
  if (!entry) return ["the shell's index.html names no main chunk"];
  const problems = [];
  if (!fs.readFileSync(path.join(dist, entry), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
    problems.push(`${entry} does not start with the compile hint //# allFunctionsCalledOnLoad`);
  const commonJs = readJson(path.join(dist, `${entry}.map`)).sources.filter((source) =>
    /@module-federation\/.*\.cjs$/.test(source),
  );
  if (commonJs.length > 0)
    problems.push(`${entry} bundles the federation runtime's CommonJS build (${commonJs.length} modules)`);
  return problems;
}

const startupProblems = shellStartupProblems();
for (const problem of startupProblems) console.log(`✖ ${problem}`);
if (startupProblems.length > 0) process.exit(1);
console.log('✔ shell entry: compile hint, federation runtime from ES modules');
