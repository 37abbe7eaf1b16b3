import { PageHeader } from '@benchlink/design-system';
import { useParams } from 'react-router';

/** Create position / Edit position: the page frame; its feature lands with its own issue. */
export default function PositionFormPage() {
  const { id } = useParams();
  return <PageHeader title={id ? 'Edit position' : 'Create position'} />;
}
