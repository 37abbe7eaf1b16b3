import { api } from '@benchlink/api-client';
import { formatDuration, fromTotalMonths } from '@benchlink/design-system';

/** Rates read as everywhere in the product ('40–60 €/h'): the design system's one definition. */
export { formatRate } from '@benchlink/design-system';

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

/** Where an application's CV downloads from (GET /api/companies/applications/{id}/cv), on the page's own origin. */
export const cvHref = (applicationId: number) =>
  api.companies.applications[':id'].cv.$url({ param: { id: String(applicationId) } }).pathname;
