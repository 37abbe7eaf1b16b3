import { AuthScreen } from '../features/auth/components/auth-screen';

/** `/` for visitors: sign-in, or sign-up / password reset / set-new-password by the query. */
export default function AuthPage() {
  return <AuthScreen defaultMode="signIn" />;
}
