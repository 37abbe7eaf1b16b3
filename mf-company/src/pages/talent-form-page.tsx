import { PageHeader } from '@benchlink/design-system';
import { InvalidAddress, parseIdParam } from '@benchlink/domain-ui';
import { useParams } from 'react-router';
import { TalentFormContainer } from '../features/talents/components/talent-form-container';

/** `/company/talents/add` and `/talent/:talentId/edit`: Add Talent / Edit talent; a malformed id is a wrong address. */
export default function TalentFormPage() {
  const { talentId } = useParams();
  if (talentId === undefined) return <TalentFormContainer key="new" />;
  const id = parseIdParam(talentId);
  if (id === null) {
    return (
      <>
        <PageHeader title="Edit talent" />
        <InvalidAddress />
      </>
    );
  }
  return <TalentFormContainer key={id} talentId={id} />;
}
