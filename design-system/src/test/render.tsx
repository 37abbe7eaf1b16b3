import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar/snackbar';
import { lightTheme } from '../theme/theme';
import { ThemeProvider } from '../theme/theme-provider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </ThemeProvider>
  );
}

/** Renders inside the theme and snackbar providers, as the apps do. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
