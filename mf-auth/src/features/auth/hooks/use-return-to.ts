import { RETURN_TO_PARAM, safeReturnTo } from '@benchlink/contracts/paths';
import { useSearchParams } from 'react-router';

/**
 * Where the user goes after signing in (the page's `returnTo`, a path on this origin), so that every link the auth
 * pages send or show (sign-up, resent confirmation, sign in) leads back there.
 */
export function useReturnTo(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}
