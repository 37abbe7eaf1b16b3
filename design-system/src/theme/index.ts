import './styled-theme';
export { lightTheme, darkTheme, type Theme, type ThemeColors } from './theme';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { useThemeStore, type ThemeState } from './theme-store';
export { GlobalStyle } from './global-style';
export { focusRing, visuallyHidden } from './focus';
