import { CompanyFilters } from '../features/filters/components/company-filters';

/** `/company/filters`: saved filters and their e-mail alerts. */
export default function FiltersPage() {
  return <CompanyFilters />;
}
