import { PageHeader } from '@benchlink/design-system';

/** Company Applications: the page frame; its feature lands with its own issue. */
export default function CompanyApplicationsPage() {
  return <PageHeader title="Company Applications" />;
}
