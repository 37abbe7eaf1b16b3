import { PageHeader } from '@benchlink/design-system';
import { InvalidAddress, parseIdParam } from '@benchlink/domain-ui';
import { useParams } from 'react-router';
import { TalentView } from '../features/talents/components/talent-view';

/** `/talent/:talentId`: one talent, read-only (the owner also edits or deletes it); a malformed id is a wrong address. */
export default function TalentPage() {
  const id = parseIdParam(useParams().talentId);
  if (id === null) {
    return (
      <>
        <PageHeader title="Talent" />
        <InvalidAddress />
      </>
    );
  }
  return <TalentView key={id} talentId={id} />;
}
