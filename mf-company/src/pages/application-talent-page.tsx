import { PageHeader } from '@benchlink/design-system';
import { InvalidAddress, parseIdParam } from '@benchlink/domain-ui';
import { useParams } from 'react-router';
import { TalentView } from '../features/talents/components/talent-view';

/**
 * `/application/:applicationId/talent`: the talent of an application received, blind until it is accepted; a
 * malformed id is a wrong address.
 */
export default function ApplicationTalentPage() {
  const id = parseIdParam(useParams().applicationId);
  if (id === null) {
    return (
      <>
        <PageHeader title="Talent" />
        <InvalidAddress />
      </>
    );
  }
  return <TalentView key={id} applicationId={id} />;
}
