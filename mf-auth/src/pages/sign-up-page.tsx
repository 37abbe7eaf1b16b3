import { AuthScreen } from '../features/auth/components/auth-screen';

/** `/signup`: sign-up; the session-expired redirect lands here and is asked to sign in again. */
export default function SignUpPage() {
  return <AuthScreen defaultMode="signUp" />;
}
