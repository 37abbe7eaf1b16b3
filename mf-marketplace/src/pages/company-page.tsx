import { PageHeader } from '@benchlink/design-system';

/** Company: built by its feature issue. */
export default function CompanyPage() {
  return <PageHeader title="Company" />;
}
