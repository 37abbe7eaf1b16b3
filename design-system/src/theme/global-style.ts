import { createGlobalStyle } from 'styled-components';

/** Modern base: border-box everywhere, system font stack, theme-driven page colours. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => (theme.isDark ? 'dark' : 'light')}; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4, h5, h6, p { margin: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  /* Focus moved by the app (skip link, a list's new page) to where reading starts, not to a control. */
  [tabindex='-1']:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
