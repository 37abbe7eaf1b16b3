import { registerRemotes } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePages, resetRemote } from './remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const approve = { path: '/admin/approve-companies', guard: 'admin', page: 'approve-companies-page' };
let manifest: unknown;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/remotes.json');
    return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(registerRemotes).mockClear();
});

describe('loadRemotePages', () => {
  it("registers every remote's manifest and returns the pages each declares", async () => {
    manifest = {
      mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve] },
      mf_next: { entry: 'https://cdn.example.com/mf-next/mf-manifest.json', routes: [{ path: '/next', guard: 'signedIn', page: 'next-page' }] },
    };
    const pages = await loadRemotePages();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_admin', entry: `${window.location.origin}/remotes/mf_admin/mf-manifest.json` },
      { name: 'mf_next', entry: 'https://cdn.example.com/mf-next/mf-manifest.json' },
    ]);
    expect(pages).toEqual([
      { ...approve, remote: 'mf_admin' },
      { path: '/next', guard: 'signedIn', page: 'next-page', remote: 'mf_next' },
    ]);
  });

  it('leaves out pages it does not understand and keeps a path with the first remote that declares it', async () => {
    manifest = {
      mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve, { path: '/admin/x', guard: 'root', page: 'x-page' }] },
      mf_company: { entry: '/remotes/mf_company/mf-manifest.json', routes: [{ ...approve, page: 'other-page' }] },
    };
    expect(await loadRemotePages()).toEqual([{ ...approve, remote: 'mf_admin' }]);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('rejects what is not a manifest, so the shell can offer a retry', async () => {
    manifest = ['mf_admin'];
    await expect(loadRemotePages()).rejects.toThrow();
  });
});

describe('resetRemote', () => {
  it('registers the entry /remotes.json names now, replacing the failed one', async () => {
    manifest = { mf_admin: { entry: 'https://cdn.example.com/mf-admin/mf-manifest.json', routes: [approve] } };
    await resetRemote('mf_admin');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin', entry: 'https://cdn.example.com/mf-admin/mf-manifest.json' }], {
      force: true,
    });
  });
});
