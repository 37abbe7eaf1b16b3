import { CompanyTalents } from '../features/talents/components/company-talents';

/** `/company/talents`: the own bench and how it is shared. */
export default function TalentsPage() {
  return <CompanyTalents />;
}
