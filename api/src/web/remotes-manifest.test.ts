import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { RemoteRoute } from '@benchlink/federation';
import { remoteNames, remotes } from '@benchlink/federation';
import { createLogger } from '../lib/logger';
import { createWebRoutes } from './web-routes';

const silent = createLogger('silent');

const approve: RemoteRoute = {
  path: '/admin/approve-companies',
  guard: 'admin',
  page: 'approve-companies-page',
  nav: { group: 'admin', label: 'Approve companies', icon: 'shield', order: 10 },
};
const report: RemoteRoute = {
  path: '/admin/report',
  guard: 'admin',
  page: 'report-page',
  nav: { group: 'admin', label: 'Report', icon: 'list', order: 20 },
};

let webRoot: string;
const servers: http.Server[] = [];

beforeEach(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-web-'));
  for (const folder of ['shell', 'design-system', ...Object.values(remotes).map((remote) => remote.folder)]) {
    fs.mkdirSync(path.join(webRoot, folder, 'dist'), { recursive: true });
  }
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    }),
  );
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** Writes the `dist/routes.json` a local build of `name` would hold. */
function writeLocalBuild(name: keyof typeof remotes, routes: unknown[]) {
  fs.writeFileSync(
    path.join(webRoot, remotes[name].folder, 'dist', 'routes.json'),
    JSON.stringify({ remote: name, routes }),
  );
}

/** A remote host (a CDN) answering `routes.json` with whatever `answer` says at the time of the request. */
async function startRemoteHost(answer: () => { status: number; body?: unknown } | 'hang') {
  const server = http.createServer((request, response) => {
    const reply = answer();
    if (reply === 'hang') return;
    if (request.url !== '/mf-admin/routes.json') return void response.writeHead(404).end();
    response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-admin/mf-manifest.json`;
}

function readManifest(overrides: Record<string, string> = {}) {
  const config = testConfig(webRoot, { webRoot, remotes: JSON.stringify(overrides) });
  const web = createWebRoutes(config, silent);
  return async () => {
    const response = await web.request('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return (await response.json()) as Record<string, { entry: string; routes: RemoteRoute[] }>;
  };
}

describe('GET /remotes.json', () => {
  it("lists every remote with this server's copy and the pages its local build declares", async () => {
    writeLocalBuild('mf_admin', [approve]);
    const manifest = await readManifest()();
    expect(Object.keys(manifest)).toEqual(remoteNames);
    expect(manifest.mf_admin).toEqual({ entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve] });
    expect(manifest.mf_company).toEqual({ entry: '/remotes/mf_company/mf-manifest.json', routes: [] });
  });

  it('takes the pages of a remote deployed elsewhere from the routes.json beside its manifest', async () => {
    writeLocalBuild('mf_admin', [approve]);
    const entry = await startRemoteHost(() => ({
      status: 200,
      body: { remote: 'mf_admin', routes: [approve, report] },
    }));
    const manifest = await readManifest({ mf_admin: entry })();
    expect(manifest.mf_admin).toEqual({ entry, routes: [approve, report] });
  });

  it('keeps the last pages read from a remote host while that host is down', async () => {
    writeLocalBuild('mf_admin', [approve]);
    let isUp = true;
    const entry = await startRemoteHost(() =>
      isUp ? { status: 200, body: { remote: 'mf_admin', routes: [approve, report] } } : { status: 503 },
    );
    const read = readManifest({ mf_admin: entry });
    expect((await read()).mf_admin?.routes).toEqual([approve, report]);

    isUp = false;
    expect((await read()).mf_admin?.routes).toEqual([approve, report]);
  });

  it("falls back to the local build's pages when a remote host was never read", async () => {
    writeLocalBuild('mf_admin', [approve]);
    const manifest = await readManifest({ mf_admin: 'http://127.0.0.1:9/mf-admin/mf-manifest.json' })();
    expect(manifest.mf_admin).toEqual({ entry: 'http://127.0.0.1:9/mf-admin/mf-manifest.json', routes: [approve] });
  });

  it('does not wait forever on a remote host that never answers', async () => {
    writeLocalBuild('mf_admin', [approve]);
    const entry = await startRemoteHost(() => 'hang');
    const manifest = await readManifest({ mf_admin: entry })();
    expect(manifest.mf_admin?.routes).toEqual([approve]);
  });

  it('drops only the pages it cannot understand, and a declaration of another remote entirely', async () => {
    writeLocalBuild('mf_admin', [approve]);
    let body: unknown = { remote: 'mf_admin', routes: [report, { ...approve, guard: 'superuser' }] };
    const entry = await startRemoteHost(() => ({ status: 200, body }));
    const read = readManifest({ mf_admin: entry });
    expect((await read()).mf_admin?.routes).toEqual([report]);

    body = { remote: 'mf_company', routes: [approve] };
    expect((await read()).mf_admin?.routes).toEqual([report]);
  });

  it('lets the shell page load code from the origin of a remote deployed elsewhere', async () => {
    const entry = await startRemoteHost(() => ({ status: 404 }));
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Benchlink</title>');
    const web = createWebRoutes(testConfig(webRoot, { webRoot, remotes: JSON.stringify({ mf_admin: entry }) }), silent);
    const response = await web.request('/admin/report');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${new URL(entry).origin}`);
  });
});
