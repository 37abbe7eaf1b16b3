/**
 * The one list of federated remotes: container name → workspace folder and standalone dev-server port. The build
 * (rspack.base.js), the scripts, the web server and the types below all read it; adding a remote starts here.
 * Kept free of imports so Node tooling can load it on its own.
 */
export const remotes = {
  mf_auth: { folder: 'mf-auth', devPort: 3002 },
  mf_company: { folder: 'mf-company', devPort: 3003 },
  mf_marketplace: { folder: 'mf-marketplace', devPort: 3004 },
  mf_applications: { folder: 'mf-applications', devPort: 3005 },
  mf_admin: { folder: 'mf-admin', devPort: 3006 },
} as const satisfies Record<string, { folder: string; devPort: number }>;

/** A remote's federation container name, e.g. `mf_company`. */
export type RemoteName = keyof typeof remotes;

/** Every remote's container name, in the list's order. */
export const remoteNames = Object.keys(remotes) as RemoteName[];

/** Whether a name from outside (a manifest, an override) is one of the listed remotes. */
export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(remotes, name);
