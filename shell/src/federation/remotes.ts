import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What every exposed page module looks like: a page component as its default export. */
export type RemotePageModule = { default: ComponentType };

export type RemoteName = 'mf_auth' | 'mf_company' | 'mf_marketplace' | 'mf_applications' | 'mf_admin';

async function readManifest(): Promise<Record<string, string>> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the remotes manifest (${response.status})`);
  return (await response.json()) as Record<string, string>;
}

/**
 * Reads `/remotes.json` (never cached: a redeploy may repoint a remote) and registers each remote's
 * mf-manifest.json. Registering fetches nothing: a remote's code is fetched on its first route visit.
 */
export async function registerRemotesFromManifest() {
  registerRemotes(toRemotes(await readManifest()));
}

function toRemotes(entries: Record<string, string>) {
  return Object.entries(entries).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
}

/** Loads `<remote>/<page>`; rejects when the remote is unreachable or exposes no such page. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(`${remote}/${page}`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/${page} did not provide a page component`);
  }
  return module;
}

/** Forgets a failed remote and re-reads where it lives, so a retry reaches a remote that was repointed meanwhile. */
export async function resetRemote(remote: RemoteName) {
  const entry = (await readManifest())[remote];
  if (entry) registerRemotes(toRemotes({ [remote]: entry }), { force: true });
}
