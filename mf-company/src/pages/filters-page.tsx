import { PageHeader } from '@benchlink/design-system';

/** Filters: the page frame; its feature lands with its own issue. */
export default function FiltersPage() {
  return <PageHeader title="Filters" />;
}
