import { BrowseTalents } from '../features/browse/components/browse-talents';

/** `/browse-talents`: other companies' shared talents; `?positionId=` pre-fills the filters from one of our positions. */
export default function BrowseTalentsPage() {
  return <BrowseTalents />;
}
