import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_MANIFEST_ELEMENT_ID } from '@benchlink/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemotePage,
  loadRemotePages,
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteLoadTimeoutError,
  resetRemote,
} from './remotes';

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
  vi.mocked(loadRemote).mockReset();
  vi.useRealTimers();
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

  it('gives up on a remote whose host never answers after REMOTE_LOAD_TIMEOUT_MS, not before', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const outcome = vi.fn();
    loadRemotePage('mf_admin', 'approve-companies-page').then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(RemoteLoadTimeoutError));
    expect(outcome.mock.calls[0]?.[0]).toHaveProperty(
      'message',
      expect.stringContaining('mf_admin/approve-companies-page'),
    );
  });

  it('returns a page that arrives in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    let deliver: (module: unknown) => void = () => undefined;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const loading = loadRemotePage('mf_admin', 'approve-companies-page');

    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 100);
    deliver({ default: PageComponent });
    await expect(loading).resolves.toEqual({ default: PageComponent });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a failure at once, without waiting for the timeout', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemote).mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
    await expect(loadRemotePage('mf_admin', 'approve-companies-page')).rejects.toThrow('#RUNTIME-003');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a module without a page component', async () => {
    vi.mocked(loadRemote).mockResolvedValue({});
    await expect(loadRemotePage('mf_admin', 'approve-companies-page')).rejects.toThrow(
      'did not provide a page component',
    );
  });
});
