import { parseIdParam } from '@benchlink/domain-ui';
import { useParams } from 'react-router';
import { PositionApplications } from '../features/applications/components/position-applications';

/** `/position/:id/applications`: the owner reviews the applications to one of its positions. */
export default function PositionApplicationsPage() {
  const { id } = useParams();
  return <PositionApplications key={id} positionId={parseIdParam(id)} />;
}
