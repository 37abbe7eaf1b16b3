// Renders the first paint of a remote's pages at build time (`node scripts/prerender-pages.cjs <app> <output
// folder>`, called by scripts/build.mjs): each page without route parameters is rendered as its audience first sees
// it (a visitor, a member of a company, the administrator; see the guard), into `first-paint.json` in the build:
//   { "pages": { "<route path>": { "page": "<page>", "audience": "visitor", "html": "…", "css": "…" } } }
// The server sends it inside the page's HTML; see shell/src/first-paint. The pages are the remote's TypeScript
// source, loaded with tsx against the base tsconfig (JSX and module interop as in the apps). The signed-in layout's
// navigation is every remote's, as declared in this checkout.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
process.env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.base.json');
const tsx = require('tsx/cjs/api');

const load = (file) => tsx.require(path.join(root, file), __filename);

function prerender(app, outputFolder) {
  const { FIRST_PAINT_FILE, firstPaintAudienceOf } = load('federation/src/route-names.ts');
  const { remotes, readRemoteRoutes } = require(path.join(root, 'rspack.base.js'));
  const remote = Object.keys(remotes).find((name) => remotes[name].folder === app);
  if (!remote) throw new Error(`${app} is not a remote (federation/src/remotes.ts).`);
  const { renderFirstPaint } = load('shell/src/first-paint/render-first-paint.tsx');
  const { navigationEntries } = load('shell/src/layout/navigation.tsx');
  const routesOf = (name) =>
    readRemoteRoutes(name, path.join(root, remotes[name].folder)).map((route) => ({ ...route, remote: name }));
  const navigation = navigationEntries(Object.keys(remotes).flatMap(routesOf));

  const pages = {};
  for (const route of routesOf(remote)) {
    if (/[:*]/.test(route.path)) continue;
    const audience = firstPaintAudienceOf[route.guard];
    const { default: Page } = load(`${app}/src/pages/${route.page}.tsx`);
    const firstPaint = renderFirstPaint({ path: route.path, Page, audience, navigation });
    pages[route.path] = { page: route.page, audience, ...firstPaint };
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
console.log(`First paint of ${app}: ${rendered.length > 0 ? rendered.join(', ') : 'no page without parameters'}`);
