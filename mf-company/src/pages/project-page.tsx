import { PageHeader } from '@benchlink/design-system';

/** Project: the page frame; its feature lands with its own issue. */
export default function ProjectPage() {
  return <PageHeader title="Project" />;
}
