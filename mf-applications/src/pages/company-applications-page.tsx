import { CompanyApplications } from '../features/applications/components/company-applications';

/** `/company/applications`: the positions the company applied to, and the applications it sent to each. */
export default function CompanyApplicationsPage() {
  return <CompanyApplications />;
}
