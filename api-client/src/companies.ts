import { queryOptions } from '@tanstack/react-query';
import { COMPANY_PAGE_SIZE, type CompanySummary, toListQueryParams } from '@benchlink/contracts';
import { api, unwrap } from './api-client';
import { companyKeys } from './query-keys';

/**
 * One company: the caller's own (with e-mail verification and approval) or another company's public profile.
 * @example const { data } = useQuery(companyQueryOptions(companyId));
 */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => unwrap(api.companies[':id'].$get({ param: { id: String(id) } })),
  });

/** Every page of GET /api/companies/others at the largest page size, joined: a picker offers all companies at once. */
async function getAllOtherCompanies(): Promise<CompanySummary[]> {
  const all: CompanySummary[] = [];
  for (let offset = 0; ; offset += 1) {
    const page = await unwrap(api.companies.others.$get({ query: toListQueryParams({ offset, pageSize: COMPANY_PAGE_SIZE.max }) }));
    all.push(...page.content);
    if (offset + 1 >= page.totalPages) return all;
  }
}

/**
 * Every company but the caller's, by name, approved or not: the choices of the partner-group picker.
 * @example const { data: companies = [] } = useQuery(allOtherCompaniesQueryOptions());
 */
export const allOtherCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list({ scope: 'others', pageSize: COMPANY_PAGE_SIZE.max, allPages: true }),
    queryFn: getAllOtherCompanies,
  });
