import { CompanyDetails } from '../features/company/components/company-details';

/** `/company/{companyId}`: a company's public profile, its open positions and the talents it shares with the reader. */
export default function CompanyPage() {
  return <CompanyDetails />;
}
