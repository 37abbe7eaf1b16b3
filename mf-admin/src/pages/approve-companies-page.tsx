import { ApproveCompanies } from '../features/approve-companies/components/approve-companies';

/** `/admin/approve-companies`: the admin approves newly registered companies. */
export default function ApproveCompaniesPage() {
  return <ApproveCompanies />;
}
