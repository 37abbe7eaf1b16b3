import { PartnerGroups } from '../features/partner-groups/components/partner-groups';

/** `/company/partners`: the company's partner groups. */
export default function PartnersPage() {
  return <PartnerGroups />;
}
