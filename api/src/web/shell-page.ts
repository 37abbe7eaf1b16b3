import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PatternRouter } from 'hono/router/pattern-router';
import type { RemotesManifest } from '../contracts/remote-routes';
import { isRemoteName, remotes } from '../contracts/remotes';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_FILE,
  FIRST_PAINT_STYLE_ID,
  REMOTES_MANIFEST_ELEMENT_ID,
} from '../contracts/route-names';

/** Who a first paint was rendered for: a visitor, a member of a company, or the administrator. */
export type FirstPaintAudience = 'visitor' | 'company' | 'admin';

/** A page's first paint in its remote's `first-paint.json` (scripts/prerender-pages.cjs). */
type FirstPaint = { page: string; audience: FirstPaintAudience; html: string; css: string };
type FirstPaints = { pages?: Record<string, FirstPaint | undefined> };

/**
 * Runs where the first paint is, before it is painted: whoever chose the dark theme (the design system's
 * persisted flag) gets no light first paint, only the empty `#root` the app renders into. The page's policy allows
 * this one inline script by its hash.
 */
const THEME_CHECK_SCRIPT =
  `try{if(JSON.parse(localStorage.getItem('benchlink-theme')||'{}').state.isDark){` +
  `var r=document.getElementById('root');r.replaceWith(Object.assign(document.createElement('div'),{id:'root'}));` +
  `document.getElementById('${FIRST_PAINT_STYLE_ID}').remove()}}catch(e){}`;

/** The CSP source that allows the first paint's theme check. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_CHECK_SCRIPT).digest('base64')}'`;

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
 * which then download in parallel with the shell's own code.
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

  function pageAt(manifest: RemotesManifest, pathname: string) {
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

  /** The files of a page of a remote this server holds, from the remote's own mf-manifest.json. */
  function localPageFiles(remote: string, page: string, entry: string): RemotePageFiles | undefined {
    if (!isRemoteName(remote) || !entry.startsWith(`/remotes/${remote}/`)) return { manifest: entry, scripts: [] };
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    try {
      const built = readBuiltJson<{
        metaData?: { remoteEntry?: { name?: string; path?: string } };
        exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
      }>(path.join(webRoot, remotes[remote].folder, 'dist', 'mf-manifest.json'));
      const remoteEntry = built.metaData?.remoteEntry;
      const container = remoteEntry?.name ? [path.posix.join(remoteEntry.path ?? '', remoteEntry.name)] : [];
      const pageChunks = built.exposes?.find((expose) => expose.name === page)?.assets?.js?.sync ?? [];
      return { manifest: entry, scripts: [...container, ...pageChunks].map((file) => base + file) };
    } catch {
      // No build or an unreadable one: the shell finds out itself and shows the section's fallback.
      return undefined;
    }
  }

  function preloadHints(manifest: RemotesManifest, pathname: string) {
    const target = pageAt(manifest, pathname);
    const entry = target && manifest[target.remote]?.entry;
    if (!target || !entry) return '';
    const files = /^https?:\/\//.test(entry) ? { manifest: entry, scripts: [] } : localPageFiles(target.remote, target.page, entry);
    if (!files) return '';
    // The federation runtime fetches the manifest with fetch() (CORS mode, same-origin credentials) and inserts the
    // scripts as plain <script> elements: the hints match both, or the browser would download everything twice. The
    // page's scripts are fetched at low priority so they do not hold up the shell's own entry script, which paints.
    return [
      `<link rel="preload" href="${escapeAttribute(files.manifest)}" as="fetch" crossorigin="anonymous">`,
      ...files.scripts.map((file) => `<link rel="preload" href="${escapeAttribute(file)}" as="script" fetchpriority="low">`),
    ].join('');
  }

  /** The first paint of a page of a remote this server holds, if its build has one for `pathname` and `audience`. */
  function firstPaintAt(manifest: RemotesManifest, pathname: string, audience: FirstPaintAudience): FirstPaint | undefined {
    const target = pageAt(manifest, pathname);
    if (!target || !isRemoteName(target.remote)) return undefined;
    if (manifest[target.remote]?.entry !== `/remotes/${target.remote}/mf-manifest.json`) return undefined;
    try {
      const built = readBuiltJson<FirstPaints>(path.join(webRoot, remotes[target.remote].folder, 'dist', FIRST_PAINT_FILE));
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
    const firstPaint = audience ? firstPaintAt(manifest, pathname, audience) : undefined;
    const head = `${preloadHints(manifest, pathname)}${inline}${firstPaint ? `<style id="${FIRST_PAINT_STYLE_ID}">${escapeStyle(firstPaint.css)}</style>` : ''}`;
    const page = readBuilt(indexFile).replace('</head>', `${head}</head>`);
    if (!firstPaint) return page;
    // Inert: it looks like the page but is not it; the live page takes its place (shell/src/first-paint).
    return page.replace(
      '<div id="root"></div>',
      `<div id="root" ${FIRST_PAINT_ATTRIBUTE} inert aria-disabled="true">${firstPaint.html}</div><script>${THEME_CHECK_SCRIPT}</script>`,
    );
  }

  return { render };
}

/** JSON inside a <script> element: `<` is escaped so no value can close the element. */
const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** CSS inside a <style> element: no rule text can close the element. */
const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
