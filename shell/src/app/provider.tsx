import { createQueryClient } from '@benchlink/api/client';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one QueryClient of the page: remotes reach it through the shared react-query singleton. */
export const queryClient = createQueryClient();

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>{children}</DesignSystemProvider>
    </QueryClientProvider>
  );
}
