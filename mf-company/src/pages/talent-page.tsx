import { useParams } from 'react-router';
import { TalentView } from '../features/talents/components/talent-view';

/** `/talent/:talentId`: one talent, read-only (the owner also edits or deletes it). */
export default function TalentPage() {
  const { talentId } = useParams();
  return <TalentView key={talentId} talentId={Number(talentId)} />;
}
