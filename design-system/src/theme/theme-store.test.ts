import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the system's colour preference that the test can flip. */
function fakeSystem(isDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: isDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener({ matches: next }));
    },
  };
}

/** The store as a fresh page load creates it (it reads the preference and the stored choice once, at start). */
async function loadStore() {
  vi.resetModules();
  return (await import('./theme-store')).useThemeStore;
}

const stored = () => JSON.parse(localStorage.getItem('benchlink-theme') ?? '{}') as { state?: { isDark?: boolean } };

describe('useThemeStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system's dark preference while the user has not chosen, also when it changes", async () => {
    const system = fakeSystem(true);
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ isDark: true, hasChosen: false });
    system.change(false);
    expect(store.getState().isDark).toBe(false);
    expect(stored().state?.isDark).toBeUndefined();
  });

  it('keeps the choice once made: stored, and the system no longer decides', async () => {
    const system = fakeSystem(false);
    const store = await loadStore();
    store.getState().toggleTheme();
    expect(store.getState()).toMatchObject({ isDark: true, hasChosen: true });
    expect(stored().state?.isDark).toBe(true);
    system.change(false);
    expect(store.getState().isDark).toBe(true);
  });

  it('prefers a stored choice to the system on the next load', async () => {
    localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: false }, version: 0 }));
    const system = fakeSystem(true);
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ isDark: false, hasChosen: true });
    system.change(true);
    expect(store.getState().isDark).toBe(false);
  });

  it('is light where there is no preference to read', async () => {
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ isDark: false, hasChosen: false });
  });
});
