import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface ThemeState {
  /** The theme on screen: the user's choice once made, until then the system's preference. */
  isDark: boolean;
  /** The user has chosen a theme (the switch); from then on the system's preference no longer counts. */
  hasChosen: boolean;
  toggleTheme: () => void;
  setDark: (value: boolean) => void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's preference where there is a window to ask (not while rendering at build time, nor in jsdom). */
const systemQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DARK_QUERY) : null);

/**
 * The theme, persisted to localStorage so every app and reload shows the same theme. Only a choice is stored
 * (`{ state: { isDark } }`); without one the system's preference decides, and follows it while the page is open.
 * The server's inline theme script (api/src/web/shell-page.ts) reads the same key before any script of ours runs, so
 * the first paint is in the right theme: keep them together.
 */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      isDark: systemQuery()?.matches ?? false,
      hasChosen: false,
      toggleTheme: () => set((state) => ({ isDark: !state.isDark, hasChosen: true })),
      setDark: (value) => set({ isDark: value, hasChosen: true }),
    }),
    {
      name: 'benchlink-theme',
      partialize: (state) => (state.hasChosen ? { isDark: state.isDark } : {}),
      merge: (persisted, current) => {
        const isDark = (persisted as { isDark?: unknown } | undefined)?.isDark;
        return typeof isDark === 'boolean' ? { ...current, isDark, hasChosen: true } : current;
      },
    },
  ),
);

systemQuery()?.addEventListener('change', (event) => {
  if (!useThemeStore.getState().hasChosen) useThemeStore.setState({ isDark: event.matches });
});
