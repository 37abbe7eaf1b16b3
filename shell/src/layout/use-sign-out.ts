import { useSignOut as useEndSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { useSnackbar } from '@benchlink/design-system';
import { useNavigate } from 'react-router';

/**
 * Signs out (the client's `useSignOut`: the server's session ends, every cached answer of the previous user is
 * forgotten) and returns to sign-in; a failure is told in the snackbar and the user stays signed in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  return useEndSession({
    onSignedOut: () => navigate(paths.home.path, { replace: true }),
    onError: () => showError('Could not sign out. Check your connection and try again.'),
  });
}
