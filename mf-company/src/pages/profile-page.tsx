import { PageHeader } from '@benchlink/design-system';

/** Company Profile: built by its feature issue. */
export default function ProfilePage() {
  return <PageHeader title="Company Profile" />;
}
