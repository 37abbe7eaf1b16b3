import { PageHeader } from '@benchlink/design-system';

/** Approve Companies: built by its feature issue. */
export default function ApproveCompaniesPage() {
  return <PageHeader title="Approve Companies" />;
}
