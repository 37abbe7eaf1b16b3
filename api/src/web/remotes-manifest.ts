import fs from 'node:fs';
import { z } from 'zod';
import type { Config } from '../config';

/** Container name → workspace folder of every federated remote. */
export const remoteFolders = {
  mf_auth: 'mf-auth',
  mf_company: 'mf-company',
  mf_marketplace: 'mf-marketplace',
  mf_applications: 'mf-applications',
  mf_admin: 'mf-admin',
} as const;
export type RemoteName = keyof typeof remoteFolders;

const manifestSchema = z.record(z.string(), z.string().min(1));
export type RemotesManifest = Record<string, string>;

/** By default every remote is served by this server under `/remotes/<name>/`. */
export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(Object.keys(remoteFolders).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/**
 * The runtime manifest the shell reads at boot. `REMOTES` (inline JSON) or `REMOTES_FILE` (read on every call, so a
 * deploy can repoint a remote without restarting) override entries of the default.
 */
export function readRemotesManifest(config: Pick<Config, 'remotes' | 'remotesFile'>): RemotesManifest {
  const manifest = defaultRemotesManifest();
  const sources = [config.remotes, config.remotesFile && fs.existsSync(config.remotesFile) ? fs.readFileSync(config.remotesFile, 'utf8') : undefined];
  for (const source of sources) {
    if (!source) continue;
    const parsed = manifestSchema.safeParse(JSON.parse(source));
    if (!parsed.success) throw new Error('The remotes manifest must be a JSON object of remote name → mf-manifest.json URL.');
    Object.assign(manifest, parsed.data);
  }
  return manifest;
}
