import fs from 'node:fs';
import path from 'node:path';
import { PatternRouter } from 'hono/router/pattern-router';
import type { RemotesManifest } from '../contracts/remote-routes';
import { isRemoteName, remotes } from '../contracts/remotes';
import { REMOTES_MANIFEST_ELEMENT_ID } from '../contracts/route-names';




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
  const files = new Map<string, { mtimeMs: number; text: string }>();
  let routesOf: { manifest: RemotesManifest; router: PatternRouter<{ remote: string; page: string }> } | undefined;

  /** A built file, read again only when a deploy has replaced it (every page answer reads the same few files). */
  function readBuilt(file: string) {
    const { mtimeMs } = fs.statSync(file);
    let cached = files.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
      files.set(file, cached);
    }
    return cached.text;
  }

  function pageAt(manifest: RemotesManifest, pathname: string) {
    if (routesOf?.manifest !== manifest) {
      const router = new PatternRouter<{ remote: string; page: string }>();
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
      const built = JSON.parse(readBuilt(path.join(webRoot, remotes[remote].folder, 'dist', 'mf-manifest.json'))) as {
        metaData?: { remoteEntry?: { name?: string; path?: string } };
        exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
      };
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

  /** The shell's HTML for `pathname`, with `manifest` inline. */
  function render(pathname: string, manifest: RemotesManifest) {
    const inline = `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${escapeJsonForHtml(manifest)}</script>`;
    return readBuilt(indexFile).replace('</head>', `${preloadHints(manifest, pathname)}${inline}</head>`);
  }

  return { render };
}

/** JSON inside a <script> element: `<` is escaped so no value can close the element. */
const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
