import { api } from '@benchlink/api-client';
import { formatDuration, fromTotalMonths } from '@benchlink/design-system';

/**
 * A position's or talent's title as the whole product writes it: seniority, then role.
 * @example roleTitle('Senior', 'Backend Developer') // 'Senior Backend Developer'
 */
export const roleTitle = (seniorityLabel: string, roleName: string) => `${seniorityLabel} ${roleName}`;

/**
 * Experience from a month count.
 * @example experience(54) // '4 years 6 months'
 */
export const experience = (totalMonths: number) => formatDuration(fromTotalMonths(totalMonths));

/**
 * A rate or rate range in whole euros per hour; either end of a range may be missing.
 * @example formatRate({ min: 40, max: 60 }) // '€ 40–60 /h'
 */
export function formatRate(rate: number | { min?: number; max?: number }): string | undefined {
  const { min, max } = typeof rate === 'number' ? { min: rate, max: rate } : rate;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min !== max) return `€ ${min}–${max} /h`;
  return `€ ${min ?? max} /h`;
}

/** Where an application's CV downloads from (GET /api/companies/applications/{id}/cv), on the page's own origin. */
export const cvHref = (applicationId: number) =>
  api.companies.applications[':id'].cv.$url({ param: { id: String(applicationId) } }).pathname;
