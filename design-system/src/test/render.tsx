import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DesignSystemProvider } from '../components/design-system-provider/design-system-provider';
import { lightTheme } from '../theme/theme';

function Providers({ children }: { children: ReactNode }) {
  return <DesignSystemProvider theme={lightTheme}>{children}</DesignSystemProvider>;
}

/** Renders inside the theme and snackbar providers, as the apps do. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
