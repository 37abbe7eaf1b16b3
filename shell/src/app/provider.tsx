import { createQueryClient, sessionKeys } from '@benchlink/api-client';
import type { User } from '@benchlink/contracts/auth';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Whether the session ended with a 401 (rather than a sign-out), and how a new sign-in clears that. */
export type SessionExpiry = { hasSessionExpired: boolean; clearSessionExpiry: () => void };

const SessionExpiryContext = createContext<SessionExpiry>({
  hasSessionExpired: false,
  clearSessionExpiry: () => undefined,
});

/** The session-expiry state of the page; the root layout hands it to the guards. */
export const useSessionExpiry = () => useContext(SessionExpiryContext);

/**
 * The page's one QueryClient (remotes reach it through the shared react-query singleton) and the theme. A 401 of
 * any query or mutation clears the session and marks it expired: the root layout then sends the browser to the
 * session-expired sign-up page, and the session guard does not send it to sign-in instead. `initialSession`: the
 * session as read before the first render (`undefined`: not read, the session query reads it).
 */
export function AppProvider({ children, initialSession }: { children: ReactNode; initialSession?: User | null }) {
  const [hasSessionExpired, setSessionExpired] = useState(false);
  const [queryClient] = useState(() => {
    const client = createQueryClient({
      onUnauthorized: () => {
        // Marked before the session is cleared: the guard that sees the cleared session must know why it is gone.
        setSessionExpired(true);
        client.setQueryData(sessionKeys.all, null);
      },
    });
    // Read before the first render: no render waits for it (and no spinner shows) afterwards.
    if (initialSession !== undefined) client.setQueryData(sessionKeys.all, initialSession);
    return client;
  });
  const clearSessionExpiry = useCallback(() => setSessionExpired(false), []);
  const expiry = useMemo<SessionExpiry>(
    () => ({ hasSessionExpired, clearSessionExpiry }),
    [hasSessionExpired, clearSessionExpiry],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiryContext.Provider value={expiry}>
        <DesignSystemProvider>{children}</DesignSystemProvider>
      </SessionExpiryContext.Provider>
    </QueryClientProvider>
  );
}
