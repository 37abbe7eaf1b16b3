import { useParams } from 'react-router';
import { PositionApplications } from '../features/applications/components/position-applications';

/** `/position/:id/applications`: the owner reviews the applications to one of its positions. */
export default function PositionApplicationsPage() {
  const { id } = useParams();
  const positionId = Number(id);
  return (
    <PositionApplications key={id} positionId={Number.isInteger(positionId) && positionId > 0 ? positionId : null} />
  );
}
