import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PatternRouter } from 'hono/router/pattern-router';
import type { RemotesManifest } from '@benchlink/federation';
import { isRemoteName, remotes } from '@benchlink/federation';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_FILE,
  FIRST_PAINT_STYLE_ID,
  REMOTES_MANIFEST_ELEMENT_ID,
  type FirstPaintAudience,
} from '@benchlink/federation';

/** A page's first paint in its remote's `first-paint.json` (scripts/prerender-pages.cjs). */
type FirstPaint = { page: string; audience: FirstPaintAudience; html: string; css: string };
type FirstPaints = { pages?: Record<string, FirstPaint | undefined> };

/**
 * On every page, at the end of the head: the theme the app will paint in (the user's choice, persisted by the design
 * system's theme store, else the system's preference) goes into the page's `color-scheme`, so the browser's own
 * first frame already has the right background and nothing flashes before the app's styles arrive.
 */
const THEME_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem('benchlink-theme')||'{}').state||{},` +
  `m=document.querySelector('meta[name="color-scheme"]');if(m)m.content=(typeof s.isDark==='boolean'?s.isDark:` +
  `matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light'}catch(e){}`;

/**
 * Runs where the first paint is, before it is painted: whoever gets the dark theme (THEME_SCRIPT's answer) gets no
 * light first paint, only the empty `#root` the app renders into. The page's policy allows its inline scripts by hash.
 */
const THEME_CHECK_SCRIPT =
  `try{if(document.querySelector('meta[name="color-scheme"]').content==='dark'){` +
  `var r=document.getElementById('root');r.replaceWith(Object.assign(document.createElement('div'),{id:'root'}));` +
  `document.getElementById('${FIRST_PAINT_STYLE_ID}').remove()}}catch(e){}`;

/** Marks the shell's entry scripts: when one of them cannot load, STARTUP_ERROR_SCRIPT says so. */
const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * On every page: when the shell's own code cannot load (an entry script fails, or the entry reports that the modules
 * it needs failed: `benchlinkStartupFailed`), the page says so and offers a reload, instead of staying blank or
 * leaving an inert first paint that looks usable. Plain DOM and inline styles: nothing else may have loaded. A remote
 * that fails is the shell's business (its section shows Retry), so only entry scripts count.
 */
const STARTUP_ERROR_SCRIPT =
  `(function(){var d=document,shown=false;function show(){if(shown)return;shown=true;` +
  `var r=d.createElement('div');r.id='root';r.innerHTML='<div role="alert" style="max-width:28rem;margin:20vh auto 0;` +
  `padding:0 1.5rem;font:16px/1.5 system-ui,sans-serif;text-align:center"><h1 style="font-size:1.5rem;margin:0 0 .5rem">` +
  `Benchlink could not load</h1><p style="margin:0 0 1.5rem">Check your connection, then reload the page.</p>` +
  `<button type="button" style="font:inherit;padding:.5rem 1.25rem;border:0;border-radius:8px;background:#4f46e5;` +
  `color:#fff;cursor:pointer">Reload</button></div>';r.querySelector('button').addEventListener('click',function(){` +
  `location.reload()});var old=d.getElementById('root');if(old)old.replaceWith(r);else d.body.appendChild(r)}` +
  `self.benchlinkStartupFailed=show;d.addEventListener('error',function(e){var t=e.target;` +
  `if(t&&t.tagName==='SCRIPT'&&t.hasAttribute('${ENTRY_ATTRIBUTE}'))show()},true)})()`;

/** The shell's entry scripts in its built index.html (HtmlRspackPlugin writes them deferred, in the head). */
const ENTRY_SCRIPT = /<script defer(?:="(?:defer)?")? src="([^"]+)"><\/script>/g;

/** The element that lists the code a page with a first paint asks for once it is painted. */
const DEFERRED_CODE_ELEMENT_ID = 'benchlink-code';

/**
 * Asks for the page's code after the first paint is on screen (the frame after this one; at once in a hidden tab,
 * which paints nothing): the remote's manifest and the page's chunks as preloads, as the head's hints would, then
 * the shell's entry scripts in order.
 */
const CODE_LOADER_SCRIPT =
  `(function(){var d=document,started=false;function load(){if(started)return;started=true;` +
  `var code=JSON.parse(d.getElementById('${DEFERRED_CODE_ELEMENT_ID}').textContent);` +
  `function hint(href,as,attributes){var l=d.createElement('link');l.rel='preload';l.href=href;l.as=as;` +
  `for(var k in attributes)l.setAttribute(k,attributes[k]);d.head.appendChild(l)}` +
  `if(code.manifest)hint(code.manifest,'fetch',{crossorigin:'anonymous'});` +
  `code.preload.forEach(function(f){hint(f,'script',{fetchpriority:'low'})});` +
  `code.scripts.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;` +
  `s.setAttribute('${ENTRY_ATTRIBUTE}','');d.head.appendChild(s)})}` +
  `if(d.hidden)load();else requestAnimationFrame(function(){setTimeout(load,0)})})()`;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The CSP sources that allow the page's inline scripts: the startup error and the theme, and the first paint's theme
 * check and code loader.
 */
export const INLINE_SCRIPT_SOURCES = [STARTUP_ERROR_SCRIPT, THEME_SCRIPT, THEME_CHECK_SCRIPT, CODE_LOADER_SCRIPT]
  .map(sha256Source)
  .join(' ');

/** The page a route table entry leads to. */
type PageTarget = { remote: string; page: string };

/** What the browser needs first for a page of a locally served remote: its container and the page's own chunks. */
type RemotePageFiles = { manifest: string; scripts: string[] };

export type ShellPageOptions = {
  /** The shell's built `index.html`. */
  indexFile: string;
  /** Where the built web apps are (`<webRoot>/<folder>/dist`). */
  webRoot: string;
};

/**
 * The shell's HTML for one address. It carries what the shell would otherwise fetch one request after another
 * before painting: the remotes manifest (inline, so the route table is known as soon as the shell's code runs) and
 * preload hints for the code of the page at this address (its remote's manifest, container and the page's chunks),
 * which then download in parallel with the shell's own code; and, where the remote's build has one for the reader,
 * the page's first paint.
 */
export function createShellPage({ indexFile, webRoot }: ShellPageOptions) {
  const files = new Map<string, { mtimeMs: number; text: string; parsed?: unknown }>();
  let routesOf: { manifest: RemotesManifest; router: PatternRouter<PageTarget> } | undefined;

  /** A built file, read again only when a deploy has replaced it (every page answer reads the same few files). */
  function readCached(file: string) {
    const { mtimeMs } = fs.statSync(file);
    let cached = files.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
      files.set(file, cached);
    }
    return cached;
  }

  const readBuilt = (file: string) => readCached(file).text;

  /** A built JSON file, parsed once per deploy. */
  function readBuiltJson<T>(file: string): T {
    const cached = readCached(file);
    cached.parsed ??= JSON.parse(cached.text);
    return cached.parsed as T;
  }

  function pageAt(manifest: RemotesManifest, pathname: string): PageTarget | undefined {
    if (routesOf?.manifest !== manifest) {
      const router = new PatternRouter<PageTarget>();
      for (const [remote, { routes }] of Object.entries(manifest)) {
        for (const route of routes) router.add('GET', route.path, { remote, page: route.page });
      }
      routesOf = { manifest, router };
    }
    const [matches] = routesOf.router.match('GET', pathname);
    return matches[0]?.[0];
  }

  /** Where the build of the page's remote is, when this server holds it (its entry is under `/remotes/<name>/`). */
  function localBuild(manifest: RemotesManifest, { remote }: PageTarget) {
    const entry = manifest[remote]?.entry;
    if (!entry || !isRemoteName(remote) || !entry.startsWith(`/remotes/${remote}/`)) return undefined;
    return { entry, dist: path.join(webRoot, remotes[remote].folder, 'dist') };
  }

  /** The files of a page of a remote this server holds, from the remote's own mf-manifest.json. */
  function localPageFiles(page: string, { entry, dist }: { entry: string; dist: string }): RemotePageFiles | undefined {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    try {
      const built = readBuiltJson<{
        metaData?: { remoteEntry?: { name?: string; path?: string } };
        exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
      }>(path.join(dist, 'mf-manifest.json'));
      const remoteEntry = built.metaData?.remoteEntry;
      const container = remoteEntry?.name ? [path.posix.join(remoteEntry.path ?? '', remoteEntry.name)] : [];
      const pageChunks = built.exposes?.find((expose) => expose.name === page)?.assets?.js?.sync ?? [];
      return { manifest: entry, scripts: [...container, ...pageChunks].map((file) => base + file) };
    } catch {
      // No build or an unreadable one: the shell finds out itself and shows the section's fallback.
      return undefined;
    }
  }

  /** What the page needs first besides the shell: its remote's manifest, and its container and chunks if held here. */
  function pageFiles(manifest: RemotesManifest, target: PageTarget): RemotePageFiles | undefined {
    const entry = manifest[target.remote]?.entry;
    if (!entry) return undefined;
    const local = localBuild(manifest, target);
    return local ? localPageFiles(target.page, local) : { manifest: entry, scripts: [] };
  }

  function preloadHints(files: RemotePageFiles | undefined) {
    if (!files) return '';
    // The federation runtime fetches the manifest with fetch() (CORS mode, same-origin credentials) and inserts the
    // scripts as plain <script> elements: the hints match both, or the browser would download everything twice. The
    // page's scripts are fetched at low priority so they do not hold up the shell's own entry script, which paints.
    return [
      `<link rel="preload" href="${escapeAttribute(files.manifest)}" as="fetch" crossorigin="anonymous">`,
      ...files.scripts.map(
        (file) => `<link rel="preload" href="${escapeAttribute(file)}" as="script" fetchpriority="low">`,
      ),
    ].join('');
  }

  /** The first paint of a page of a remote this server holds, if its build has one for `pathname` and `audience`. */
  function firstPaintOf(manifest: RemotesManifest, target: PageTarget, pathname: string, audience: FirstPaintAudience) {
    const local = localBuild(manifest, target);
    if (!local) return undefined;
    try {
      const built = readBuiltJson<FirstPaints>(path.join(local.dist, FIRST_PAINT_FILE));
      const firstPaint = built.pages?.[pathname];
      return firstPaint?.page === target.page && firstPaint.audience === audience ? firstPaint : undefined;
    } catch {
      // A build without first paints (or none yet): the page paints when its code has run, as it always could.
      return undefined;
    }
  }

  /**
   * The shell's HTML for `pathname`, with `manifest` inline, and the page's first paint when one was rendered for
   * `audience` (who asks: see web-routes; none when nobody's fits).
   */
  function render(pathname: string, manifest: RemotesManifest, { audience }: { audience?: FirstPaintAudience } = {}) {
    const inline = `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${escapeJsonForHtml(manifest)}</script>`;
    const target = pageAt(manifest, pathname);
    const files = target && pageFiles(manifest, target);
    const firstPaint = target && audience ? firstPaintOf(manifest, target, pathname, audience) : undefined;
    const index = readBuilt(indexFile);
    // (Replacement functions: a `$&` in a page's text or a route's title is text, not a replacement pattern.)
    if (!firstPaint) return withStartupError(index).replace('</head>', () => `${preloadHints(files)}${inline}</head>`);

    // With a first paint, the code is asked for once it is on screen: requested from the head, it would share the
    // network with the rest of the page (slow links download the HTML and the scripts side by side).
    // (An index.html written some other way keeps its scripts where they are.)
    const entryScripts = [...index.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
    const deferred = entryScripts.length > 0;
    const code = { scripts: entryScripts, manifest: files?.manifest, preload: files?.scripts ?? [] };
    const style = `<style id="${FIRST_PAINT_STYLE_ID}">${escapeStyle(firstPaint.css)}</style>`;
    return withStartupError(deferred ? index.replace(ENTRY_SCRIPT, '') : index)
      .replace('</head>', () => `${deferred ? '' : preloadHints(files)}${inline}${style}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          // Inert: it looks like the page but is not it; the live page takes its place (shell/src/first-paint).
          `<div id="root" ${FIRST_PAINT_ATTRIBUTE} inert aria-disabled="true">${firstPaint.html}</div>` +
          `<script>${THEME_CHECK_SCRIPT}</script>` +
          (deferred
            ? `<script type="application/json" id="${DEFERRED_CODE_ELEMENT_ID}">${escapeJsonForHtml(code)}</script>` +
              `<script>${CODE_LOADER_SCRIPT}</script>`
            : ''),
      );
  }

  return { render };
}

/**
 * The page with its entry scripts marked, and the startup error and theme scripts in its head (the entry scripts are
 * deferred).
 */
function withStartupError(index: string) {
  return index
    .replace(ENTRY_SCRIPT, (tag) => tag.replace('<script ', `<script ${ENTRY_ATTRIBUTE} `))
    .replace('</head>', () => `<script>${STARTUP_ERROR_SCRIPT}</script><script>${THEME_SCRIPT}</script></head>`);
}

/** JSON inside a <script> element: `<` is escaped so no value can close the element. */
const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** CSS inside a <style> element: no rule text can close the element. */
const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
