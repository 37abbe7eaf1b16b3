import { BrowsePositions } from '../features/browse/components/browse-positions';

/** `/browse-projects`: other companies' open positions, with filters, sort and paging in the query string. */
export default function BrowseProjectsPage() {
  return <BrowsePositions />;
}
