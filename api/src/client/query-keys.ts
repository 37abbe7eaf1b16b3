/** Query-key factories, general to specific, shared by every app so one can invalidate what another shows. */
export const sessionKeys = {
  all: ['session'] as const,
};

export const referenceKeys = {
  all: ['reference'] as const,
  list: (name: 'skills' | 'patterns' | 'seniorities' | 'domains' | 'company-types' | 'locations' | 'workmodes' | 'position-statuses' | 'currencies') =>
    [...referenceKeys.all, name] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
  nonApproved: () => [...companyKeys.all, 'non-approved'] as const,
  /** Every company but the caller's (partner-group picker). */
  others: () => [...companyKeys.all, 'others'] as const,
};
