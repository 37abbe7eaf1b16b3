import { PageHeader } from '@benchlink/design-system';

/** Browse Projects: the page frame; its feature lands with its own issue. */
export default function BrowseProjectsPage() {
  return <PageHeader title="Browse Projects" />;
}
