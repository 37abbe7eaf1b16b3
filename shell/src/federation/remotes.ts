import { REMOTES_MANIFEST_ELEMENT_ID, type RemoteRoute, type RemotesManifest } from '@benchlink/federation';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { firstByteTimeoutPlugin } from './first-byte-timeout';

/** What every exposed page module looks like: a page component as its default export. */
export type RemotePageModule = { default: ComponentType };

/** One page of the route table: a remote's declaration plus the remote that owns it. */
export type RemotePageRoute = RemoteRoute & { remote: string };

/**
 * `/remotes.json` as the server wrote it into the page, else fetched (never cached: a deploy may repoint a remote or
 * add a page). The server validates every remote's declarations before it publishes them, so the shell does not
 * carry a validator of its own.
 */
async function readManifest({ fresh = false } = {}): Promise<RemotesManifest> {
  const inline = fresh ? null : document.getElementById(REMOTES_MANIFEST_ELEMENT_ID);
  if (inline?.textContent) return JSON.parse(inline.textContent) as RemotesManifest;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the remotes manifest (${response.status})`);
  return (await response.json()) as RemotesManifest;
}

const toRemote = (name: string, entry: string) => ({ name, entry: new URL(entry, window.location.href).href });

/**
 * Reads `/remotes.json`, registers each remote's mf-manifest.json and returns every declared page. Registering fetches
 * nothing: a remote's code is fetched on the first visit to one of its pages. When two remotes declare one path, the
 * first keeps it.
 */
export async function loadRemotePages(): Promise<RemotePageRoute[]> {
  const manifest = await readManifest();
  registerPlugins([firstByteTimeoutPlugin()]);
  registerRemotes(Object.entries(manifest).map(([name, { entry }]) => toRemote(name, entry)));
  const pages = new Map<string, RemotePageRoute>();
  for (const [remote, { routes }] of Object.entries(manifest)) {
    for (const route of routes) {
      const owner = pages.get(route.path);
      if (owner) console.error(`${remote} and ${owner.remote} both declare ${route.path}; ${owner.remote} keeps it`);
      else pages.set(route.path, { ...route, remote });
    }
  }
  return [...pages.values()];
}

/**
 * Loads `<remote>/<page>`; rejects when the remote is unreachable, exposes no such page, or its host does not start
 * answering in time (`firstByteTimeoutPlugin`, registered with the remotes). A host that answers slowly keeps loading.
 */
export async function loadRemotePage(remote: string, page: string): Promise<RemotePageModule> {
  const id = `${remote}/${page}`;
  const module = await loadRemote<RemotePageModule>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${id} did not provide a page component`);
  }
  return module;
}

/** Forgets a failed remote and re-reads where it lives, so a retry reaches a remote that was repointed meanwhile. */
export async function resetRemote(remote: string) {
  const entry = (await readManifest({ fresh: true }))[remote]?.entry;
  if (entry) registerRemotes([toRemote(remote, entry)], { force: true });
}
