import { PageHeader } from '@benchlink/design-system';

/** Talent: the page frame; its feature lands with its own issue. */
export default function TalentPage() {
  return <PageHeader title="Talent" />;
}
