import { CompanyTeam } from '../features/team/components/company-team';

/** `/company/team`: the company's members and pending invitations. */
export default function TeamPage() {
  return <CompanyTeam />;
}
