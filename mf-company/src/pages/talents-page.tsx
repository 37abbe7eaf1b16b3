import { PageHeader } from '@benchlink/design-system';

/** Talents: the page frame; its feature lands with its own issue. */
export default function TalentsPage() {
  return <PageHeader title="Talents" />;
}
