import { BrowseTalents } from '../features/browse/components/browse-talents';

/** `/browse-talents`: other companies' shared talents; `?positionId=` ranks them for one of our positions and pre-fills the filters. */
export default function BrowseTalentsPage() {
  return <BrowseTalents />;
}
