import { useParams } from 'react-router';
import { TalentView } from '../features/talents/components/talent-view';

/** `/application/:applicationId/talent`: the talent of an application received, blind until it is accepted. */
export default function ApplicationTalentPage() {
  const { applicationId } = useParams();
  return <TalentView key={applicationId} applicationId={Number(applicationId)} />;
}
