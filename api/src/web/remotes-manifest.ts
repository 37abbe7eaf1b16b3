import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  parseRemoteRoutes,
  remoteRoutesDocumentSchema,
  type RemoteRoute,
  type RemotesManifest,
} from '@benchlink/federation';
import { isRemoteName, remotes } from '@benchlink/federation';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';

/** Container name → mf-manifest.json URL: where the browser loads each remote from. */
export type RemoteEntries = Record<string, string>;

const entriesSchema = z.record(z.string(), z.string().min(1));

/** By default every remote is served by this server under `/remotes/<name>/`. */
export function defaultRemoteEntries(): RemoteEntries {
  return Object.fromEntries(Object.keys(remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/**
 * Where each remote is loaded from. `REMOTES` (inline JSON) or `REMOTES_FILE` (read on every call, so a deploy can
 * repoint a remote without restarting) override entries of the default.
 */
export function readRemoteEntries(config: Pick<Config, 'remotes' | 'remotesFile'>): RemoteEntries {
  const entries = defaultRemoteEntries();
  const sources = [
    config.remotes,
    config.remotesFile && fs.existsSync(config.remotesFile) ? fs.readFileSync(config.remotesFile, 'utf8') : undefined,
  ];
  for (const source of sources) {
    if (!source) continue;
    const parsed = entriesSchema.safeParse(JSON.parse(source));
    if (!parsed.success)
      throw new Error('The remotes override must be a JSON object of remote name → mf-manifest.json URL.');
    Object.assign(entries, parsed.data);
  }
  return entries;
}

/** A failed fetch says only "fetch failed"; the reason (refused, timed out, unknown host) is its cause. */
const describeError = (error: unknown) => String((error as { cause?: unknown } | null)?.cause ?? error);

/** Reads a remote's published `routes.json` document; throws with the reason when it is not one. */
function parseRoutesDocument(name: string, json: unknown): RemoteRoute[] {
  const document = remoteRoutesDocumentSchema.parse(json);
  if (document.remote !== name) throw new Error(`it declares the pages of ${document.remote}`);
  return parseRemoteRoutes(document.routes).routes;
}

/** The pages a locally served build of a remote declares (`<WEB_ROOT>/<folder>/dist/routes.json`), if it has one. */
export function readLocalRoutes(webRoot: string, name: string): RemoteRoute[] | undefined {
  if (!isRemoteName(name)) return undefined;
  const file = path.join(webRoot, remotes[name].folder, 'dist', 'routes.json');
  if (!fs.existsSync(file)) return undefined;
  return parseRoutesDocument(name, JSON.parse(fs.readFileSync(file, 'utf8')));
}

export type RemotesManifestOptions = {
  /** Where each remote is loaded from, read again for every manifest. */
  entries: () => RemoteEntries;
  /** The declaration of the build this server holds for a remote: the fallback when its host does not answer. */
  localRoutes: (name: string) => RemoteRoute[] | undefined;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** How long to wait for a remote host's routes.json; the page load waits for it. */
  timeoutMs?: number;
  /** After a host let a request time out, how long to answer from memory instead of waiting on it again. */
  quietMs?: number;
};

/**
 * Builds `/remotes.json`: each remote's entry and the pages it declares. A remote served elsewhere publishes its
 * pages as `routes.json` beside its manifest; they are fetched on every read, so a newly deployed page appears on
 * the next page load. When that host is down, the last declaration read from it (else the local build's) keeps the
 * remote's paths known, so a deep link shows the section's fallback with Retry rather than 'Page not found'.
 */
export function createRemotesManifest({
  entries,
  localRoutes,
  logger,
  timeoutMs = 1500,
  quietMs = 30_000,
}: RemotesManifestOptions) {
  const lastRead = new Map<string, RemoteRoute[]>();
  const unreachable = new Set<string>();
  const quietUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<RemoteRoute[]>>();

  const local = (name: string) => {
    try {
      return localRoutes(name) ?? [];
    } catch (error) {
      logger.warn('Could not read the local page declarations of a remote', { remote: name, error: String(error) });
      return [];
    }
  };

  async function fetchDeclaration(name: string, url: string): Promise<RemoteRoute[]> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRoutesDocument(name, await response.json());
  }

  async function remoteRoutes(name: string, manifestUrl: string): Promise<RemoteRoute[]> {
    const url = new URL('routes.json', manifestUrl).href;
    const fallback = () => lastRead.get(name) ?? local(name);
    if ((quietUntil.get(url) ?? 0) > Date.now()) return fallback();

    let request = inFlight.get(url);
    if (!request) {
      request = fetchDeclaration(name, url).finally(() => inFlight.delete(url));
      inFlight.set(url, request);
    }
    try {
      const routes = await request;
      lastRead.set(name, routes);
      if (unreachable.delete(name))
        logger.info('The page declarations of a remote are readable again', { remote: name, url });
      return routes;
    } catch (error) {
      const isTimeout = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      if (isTimeout) quietUntil.set(url, Date.now() + quietMs);
      if (!unreachable.has(name)) {
        unreachable.add(name);
        logger.warn('Could not read the page declarations of a remote; using the last known ones', {
          remote: name,
          url,
          error: describeError(error),
        });
      }
      return fallback();
    }
  }

  /** Reads every remote's declaration in parallel; never rejects, so one bad remote cannot take the others down. */
  async function read(): Promise<RemotesManifest> {
    const current = entries();
    const resolved = await Promise.all(
      Object.entries(current).map(async ([name, entry]) => {
        const routes = /^https?:\/\//.test(entry) ? await remoteRoutes(name, entry) : local(localOwner(entry) ?? name);
        return [name, { entry, routes }] as const;
      }),
    );
    return Object.fromEntries(resolved);
  }

  return { read };
}

/** A relative entry points at a build this server holds: `/remotes/<name>/…` names whose. */
function localOwner(entry: string) {
  return /^\/remotes\/([a-z0-9_]+)\//.exec(entry)?.[1];
}
