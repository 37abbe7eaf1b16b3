import { useParams } from 'react-router';
import { PositionFormScreen } from '../features/positions/components/position-form-screen';

/** `/project/:projectId/position/create` and `/position/:id/edit`: the position form. */
export default function PositionFormPage() {
  const { projectId, id } = useParams();
  return id ? (
    <PositionFormScreen key={`edit-${id}`} positionId={Number(id)} />
  ) : (
    <PositionFormScreen key={`new-${projectId}`} projectId={Number(projectId)} />
  );
}
