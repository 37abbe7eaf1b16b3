import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Company,
  type CompanyData,
  type CompanyImageKind,
  type CompanySummary,
} from '@benchlink/contracts/companies';
import { COMPANY_PAGE_SIZE, toListQueryParams } from '@benchlink/contracts/list-query';
import { api, apiFetch, refreshSession, unwrap } from '@benchlink/api-client/core';
import { dataUrlToBlob, dataUrlType } from '../data-url';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';

/**
 * Which companies a list holds: the approved ones, every one but the caller's (partner-group picker), or
 * those waiting for the admin's approval.
 */
export type CompanyListScope = 'approved' | 'others' | 'non-approved' | 'decided';

/** A company list's key parameters: its scope plus the query sent with it (page, sort), so one entry is one request. */
export type CompanyListParams = { scope: CompanyListScope } & Readonly<Record<string, unknown>>;

/** Companies: every list under `lists()` (whatever its scope), single companies under `details()`. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  /** @example companyKeys.list({ scope: 'non-approved' }) // ['companies', 'list', { scope: 'non-approved' }] */
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
};

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
    const page = await unwrap(
      api.companies.others.$get({ query: toListQueryParams({ offset, pageSize: COMPANY_PAGE_SIZE.max }) }),
    );
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

/** New picture per kind: a data URL to upload, or null to remove the stored one. Absent kinds stay as they are. */
export type ImageChanges = Partial<Record<CompanyImageKind, string | null>>;

export type SaveCompanyProfileInput = {
  /** True when the user has no company yet: the profile is created instead of edited. */
  isNew: boolean;
  data: CompanyData;
  images: ImageChanges;
};

export type SaveCompanyProfileResult = {
  company: Company;
  /** The profile itself was saved, but the pictures were refused (the server's message decides why). */
  imageError: unknown;
};

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const createCompany = (data: CompanyData) => unwrap(api.companies.$post({ json: data }));

const updateCompany = (data: CompanyData) => unwrap(api.companies.$put({ json: data }));

/** Uploads new pictures in one multipart request (POST /api/companies/images/set). */
async function setCompanyImages(images: Partial<Record<CompanyImageKind, string>>): Promise<Company> {
  const form = new FormData();
  for (const [kind, dataUrl] of Object.entries(images)) {
    const type = dataUrlType(dataUrl);
    form.append(kind, dataUrlToBlob(dataUrl), `${kind}.${IMAGE_EXTENSIONS[type] ?? 'img'}`);
  }
  // Typed, not parsed: a schema here would bring zod into the shared client every first visit loads.
  return (await apiFetch('/api/companies/images/set', { method: 'POST', body: form })) as Company;
}

const deleteCompanyImage = (kind: CompanyImageKind) => apiFetch(`/api/companies/images/${kind}`, { method: 'DELETE' });

/** Saves the profile, then its pictures; a refused picture does not undo the saved profile. */
export async function saveCompanyProfile({
  isNew,
  data,
  images,
}: SaveCompanyProfileInput): Promise<SaveCompanyProfileResult> {
  let company = isNew ? await createCompany(data) : await updateCompany(data);
  const uploads: Partial<Record<CompanyImageKind, string>> = {};
  const removals: CompanyImageKind[] = [];
  for (const [kind, value] of Object.entries(images) as [CompanyImageKind, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) removals.push(kind);
    else uploads[kind] = value;
  }
  try {
    for (const kind of removals) await deleteCompanyImage(kind);
    if (Object.keys(uploads).length > 0) company = await setCompanyImages(uploads);
    else if (removals.length > 0)
      company = { ...company, ...Object.fromEntries(removals.map((kind) => [kind, undefined])) };
    return { company, imageError: null };
  } catch (imageError) {
    return { company, imageError };
  }
}

/**
 * A saved profile is put in the cache as the server answered it and the company lists are re-read. A new company's id
 * reaches the shell through the session, which is re-read too, so the company-only navigation appears without a reload.
 */
export const saveCompanyProfileMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: async ({ company }, { isNew }) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
      if (isNew) await refreshSession();
    },
  });

/** Saves the own company profile (and creates it, the first time). */
export function useSaveCompanyProfile(config: MutationConfigOf<typeof saveCompanyProfile> = {}) {
  return useMutation(withConfig(saveCompanyProfileMutation(useQueryClient()), config));
}

/** Mails a new verification link for the company e-mail; answers the seconds before the next resend. */
export const resendCompanyEmail = () => unwrap(api.companies['resend-email-confirmation'].$get());

export function useResendCompanyEmail(config: MutationConfigOf<typeof resendCompanyEmail> = {}) {
  return useMutation(withConfig({ mutationFn: resendCompanyEmail }, config));
}
