import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { darkTheme, lightTheme, type Theme } from './theme';
import { useThemeStore } from './theme-store';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Forces a theme (catalogue, tests); otherwise the persisted flag decides. */
  theme?: Theme;
  /** Skips the global style, e.g. when nesting a provider inside another. */
  withGlobalStyle?: boolean;
}

/** Provides the Benchlink theme chosen by `useThemeStore` and the global base style. */
export function ThemeProvider({ children, theme, withGlobalStyle = true }: ThemeProviderProps) {
  const isDark = useThemeStore((state) => state.isDark);
  const active = theme ?? (isDark ? darkTheme : lightTheme);
  return (
    <StyledThemeProvider theme={active}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
