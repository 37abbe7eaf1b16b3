import { PageHeader } from '@benchlink/design-system';

/** Review Applications: the page frame; its feature lands with its own issue. */
export default function PositionApplicationsPage() {
  return <PageHeader title="Review Applications" />;
}
