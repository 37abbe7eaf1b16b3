import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_ELEMENT_ID } from '@benchlink/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage, loadRemotePages, resetRemote } from './remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));

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
  vi.mocked(loadRemote).mockReset();
});

describe('loadRemotePages', () => {
  it("registers every remote's manifest and returns the pages each declares", async () => {
    manifest = {
      mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve] },
      mf_next: {
        entry: 'https://cdn.example.com/mf-next/mf-manifest.json',
        routes: [{ path: '/next', guard: 'signedIn', page: 'next-page' }],
      },
    };
    const pages = await loadRemotePages();
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'benchlink-first-byte-timeout' })]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_admin', entry: `${window.location.origin}/remotes/mf_admin/mf-manifest.json` },
      { name: 'mf_next', entry: 'https://cdn.example.com/mf-next/mf-manifest.json' },
    ]);
    expect(pages).toEqual([
      { ...approve, remote: 'mf_admin' },
      { path: '/next', guard: 'signedIn', page: 'next-page', remote: 'mf_next' },
    ]);
  });

  it('keeps a path with the first remote that declares it', async () => {
    manifest = {
      mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve] },
      mf_company: { entry: '/remotes/mf_company/mf-manifest.json', routes: [{ ...approve, page: 'other-page' }] },
    };
    expect(await loadRemotePages()).toEqual([{ ...approve, remote: 'mf_admin' }]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('reads the manifest the server wrote into the page, without fetching it', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = REMOTES_MANIFEST_ELEMENT_ID;
    inline.textContent = JSON.stringify({
      mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', routes: [approve] },
    });
    document.head.append(inline);
    vi.stubGlobal('fetch', vi.fn());
    try {
      expect(await loadRemotePages()).toEqual([{ ...approve, remote: 'mf_admin' }]);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      inline.remove();
    }
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
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_admin', entry: 'https://cdn.example.com/mf-admin/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });
});

describe('loadRemotePage', () => {
  const PageComponent = () => null;

  it('returns the page module the remote delivers', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: PageComponent });
    await expect(loadRemotePage('mf_admin', 'approve-companies-page')).resolves.toEqual({ default: PageComponent });
    expect(loadRemote).toHaveBeenCalledWith('mf_admin/approve-companies-page');
  });

  it("passes on the runtime's failure", async () => {
    vi.mocked(loadRemote).mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
    await expect(loadRemotePage('mf_admin', 'approve-companies-page')).rejects.toThrow('#RUNTIME-003');
  });

  it('rejects a module without a page component', async () => {
    vi.mocked(loadRemote).mockResolvedValue({});
    await expect(loadRemotePage('mf_admin', 'approve-companies-page')).rejects.toThrow(
      'did not provide a page component',
    );
  });
});
