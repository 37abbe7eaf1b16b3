import { api, apiFetch, companyKeys, unwrap, useRefreshSession } from '@benchlink/api-client';
import { companySchema, type Company, type CompanyData, type CompanyImageKind } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataUrlToBlob, dataUrlType } from '../../../lib/data-url';

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

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

export const createCompany = (data: CompanyData) => unwrap(api.companies.$post({ json: data }));

export const updateCompany = (data: CompanyData) => unwrap(api.companies.$put({ json: data }));

/** Uploads new pictures in one multipart request (POST /api/companies/images/set). */
export async function setCompanyImages(images: Partial<Record<CompanyImageKind, string>>): Promise<Company> {
  const form = new FormData();
  for (const [kind, dataUrl] of Object.entries(images)) {
    const type = dataUrlType(dataUrl);
    form.append(kind, dataUrlToBlob(dataUrl), `${kind}.${EXTENSIONS[type] ?? 'img'}`);
  }
  return companySchema.parse(await apiFetch('/api/companies/images/set', { method: 'POST', body: form }));
}

export const deleteCompanyImage = (kind: CompanyImageKind) =>
  apiFetch(`/api/companies/images/${kind}`, { method: 'DELETE' });

/** Saves the profile, then its pictures; a refused picture does not undo the saved profile. */
export async function saveCompanyProfile({ isNew, data, images }: SaveCompanyProfileInput): Promise<SaveCompanyProfileResult> {
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
    else if (removals.length > 0) company = { ...company, ...Object.fromEntries(removals.map((kind) => [kind, undefined])) };
    return { company, imageError: null };
  } catch (imageError) {
    return { company, imageError };
  }
}

/**
 * Saves the own company profile. A new company's id reaches the shell through the session, so the
 * company-only navigation appears without a reload.
 */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: async ({ company }, { isNew }) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
      if (isNew) await refreshSession();
    },
  });
}
