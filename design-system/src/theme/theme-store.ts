import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface ThemeState {
  isDark: boolean;
  toggleTheme: () => void;
  setDark: (value: boolean) => void;
}

/**
 * The theme flag, persisted to localStorage so every app and reload shows the same theme. The server's first paint
 * (api/src/web/shell-page.ts) reads the same key before any script of ours runs: keep them together.
 */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      isDark: false,
      toggleTheme: () => set((state) => ({ isDark: !state.isDark })),
      setDark: (value) => set({ isDark: value }),
    }),
    { name: 'benchlink-theme', partialize: (state) => ({ isDark: state.isDark }) },
  ),
);
