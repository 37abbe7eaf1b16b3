import { apiFetchResponse, sessionQueryOptions } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts';
import { useSnackbar } from '@benchlink/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Signs out on the server, forgets every cached answer of the previous user and returns to sign-in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  return async () => {
    // A request still running for the page would come back 401 once the session is gone and read as an expired
    // session; its answer is of no use any more.
    await queryClient.cancelQueries();
    try {
      const response = await apiFetchResponse('/api/auth/logout', { method: 'POST' });
      if (!response.ok && response.status !== 401) throw new Error('Sign-out failed');
    } catch {
      showError('Could not sign out. Check your connection and try again.');
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    navigate(paths.home.path, { replace: true });
  };
}
