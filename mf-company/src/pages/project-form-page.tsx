import { PageHeader } from '@benchlink/design-system';
import { useParams } from 'react-router';

/** Create project / Edit project: the page frame; its feature lands with its own issue. */
export default function ProjectFormPage() {
  const { projectId } = useParams();
  return <PageHeader title={projectId ? 'Edit project' : 'Create project'} />;
}
