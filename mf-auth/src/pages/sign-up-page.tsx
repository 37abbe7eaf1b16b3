import { PageHeader } from '@benchlink/design-system';

/** Sign up: built by its feature issue. */
export default function SignUpPage() {
  return <PageHeader title="Sign up" />;
}
