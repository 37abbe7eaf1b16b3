import { CompanyDetails } from '../features/company/components/company-details';

/** `/company/{companyId}`: a company's public profile. */
export default function CompanyPage() {
  return <CompanyDetails />;
}
