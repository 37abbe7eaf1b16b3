import { PageHeader } from '@benchlink/design-system';

/** Sign in: built by its feature issue. */
export default function AuthPage() {
  return <PageHeader title="Sign in" />;
}
