import { PageHeader } from '@benchlink/design-system';

/** Projects: the page frame; its feature lands with its own issue. */
export default function ProjectsPage() {
  return <PageHeader title="Projects" />;
}
