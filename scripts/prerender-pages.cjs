// Renders the first paint of a remote's signed-out pages at build time (`node scripts/prerender-pages.cjs <app>
// <output folder>`, called by scripts/build.mjs): each page without route parameters whose guard puts it in the
// public frame is rendered as a visitor first sees it, into `first-paint.json` in the build:
//   { "pages": { "<route path>": { "page": "<page>", "html": "…", "css": "…" } } }
// The server sends it inside the page's HTML; see shell/src/first-paint. The pages are the remote's TypeScript
// source, loaded with tsx against the base tsconfig (JSX and module interop as in the apps).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
process.env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.base.json');
const tsx = require('tsx/cjs/api');

const load = (file) => tsx.require(path.join(root, file), __filename);

/** Guards whose pages the shell shows in the public frame, the same to every visitor. */
const PUBLIC_GUARDS = ['home', 'signedOut', 'public'];

function prerender(app, outputFolder) {
  const { FIRST_PAINT_FILE } = load('api/src/contracts/route-names.ts');
  const { remotes } = load('api/src/contracts/remotes.ts');
  const remote = Object.keys(remotes).find((name) => remotes[name].folder === app);
  if (!remote) throw new Error(`${app} is not a remote (api/src/contracts/remotes.ts).`);
  const { routes } = load(`${app}/src/routes.ts`);
  const { renderPublicFirstPaint } = load('shell/src/first-paint/render-first-paint.tsx');

  const pages = {};
  for (const route of routes) {
    if (!PUBLIC_GUARDS.includes(route.guard) || /[:*]/.test(route.path)) continue;
    const { default: Page } = load(`${app}/src/pages/${route.page}.tsx`);
    pages[route.path] = { page: route.page, ...renderPublicFirstPaint({ path: route.path, remote, page: route.page, Page }) };
  }
  fs.writeFileSync(path.join(outputFolder, FIRST_PAINT_FILE), JSON.stringify({ pages }));
  return Object.keys(pages);
}

const [app, outputFolder] = process.argv.slice(2);
if (!app || !outputFolder) {
  console.error('Usage: node scripts/prerender-pages.cjs <remote folder> <output folder>');
  process.exit(2);
}
// Rendering a page on the server logs React's warnings for browser-only APIs; a failure fails the build.
const rendered = prerender(app, outputFolder);
console.log(`First paint of ${app}: ${rendered.length > 0 ? rendered.join(', ') : 'no signed-out pages'}`);
