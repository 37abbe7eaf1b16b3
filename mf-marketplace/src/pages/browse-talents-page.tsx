import { PageHeader } from '@benchlink/design-system';

/** Browse Talents: the page frame; its feature lands with its own issue. */
export default function BrowseTalentsPage() {
  return <PageHeader title="Browse Talents" />;
}
