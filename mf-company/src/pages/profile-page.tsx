import { CompanyProfile } from '../features/company-profile/components/company-profile';

/** `/company/profile`: the own company's profile, and where a user without a company creates one. */
export default function ProfilePage() {
  return <CompanyProfile />;
}
