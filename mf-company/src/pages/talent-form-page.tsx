import { useParams } from 'react-router';
import { TalentFormContainer } from '../features/talents/components/talent-form-container';

/** `/company/talents/add` and `/talent/:talentId/edit`: Add Talent / Edit talent. */
export default function TalentFormPage() {
  const { talentId } = useParams();
  return (
    <TalentFormContainer key={talentId ?? 'new'} talentId={talentId === undefined ? undefined : Number(talentId)} />
  );
}
