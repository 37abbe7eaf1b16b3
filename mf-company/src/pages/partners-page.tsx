import { PageHeader } from '@benchlink/design-system';

/** Partners: the page frame; its feature lands with its own issue. */
export default function PartnersPage() {
  return <PageHeader title="Partners" />;
}
