import { ThemeProvider, type ThemeProviderProps } from '../../theme/theme-provider';
import { SnackbarProvider } from '../snackbar/snackbar';

export type DesignSystemProviderProps = ThemeProviderProps;

/** Everything the design-system components need above them: the theme (with its options) and the snackbar host. */
export function DesignSystemProvider({ children, ...themeProps }: DesignSystemProviderProps) {
  return (
    <ThemeProvider {...themeProps}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </ThemeProvider>
  );
}
