import { DesignSystemProvider } from '@benchlink/design-system';
import type { ReactNode } from 'react';

/**
 * The theme around the whole app. The session is the API client's (`useSession`); the query client comes with the
 * pages that use it (`QueryLayer`), so the sign-in page, which does not, loads no react-query.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <DesignSystemProvider>{children}</DesignSystemProvider>;
}
