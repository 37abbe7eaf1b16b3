import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { User } from '@benchlink/contracts/auth';
import type { Company } from '@benchlink/contracts/companies';
import type { Position } from '@benchlink/contracts/positions';
import type { Talent } from '@benchlink/contracts/talents';

/**
 * A signed-in user without a company, with `overrides` applied.
 * @example renderPage(<ProfilePage />, { path: '/company/profile', session: testUser({ companyId: 5 }) })
 */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  ...overrides,
});

/**
 * An open Senior Front-End Developer position (owner company 5), with `overrides` applied; tests override what they assert on.
 * @example testPosition({ id: 21, requiredSkills: [{ skillId: 11, months: 12 }] })
 */
export const testPosition = (overrides: Partial<Position> = {}): Position => ({
  id: 1,
  projectId: 1,
  patternId: 2,
  seniority: 4,
  workMode: [2],
  rate: { min: 40, max: 60 },
  requiredSkills: [],
  optionalSkills: [],
  locations: [],
  hoursPerWeek: 40,
  responsibilities: [],
  description: 'A long enough description of the work to be done here.',
  statusId: 1,
  status: 'Opened',
  isActive: true,
  project: { id: 1, name: 'Project', datePosted: '2030-01-01', partnerOnly: false, companyId: 5 },
  role: { id: 2, name: 'Front-End Developer' },
  seniorityLabel: 'Senior',
  applicationCount: 0,
  acceptedCount: 0,
  views: 0,
  ...overrides,
});

/**
 * A position as Browse Projects lists it: `testPosition` with its company and the caller's application count.
 * @example testBrowsedPosition({ myApplicationCount: 2 })
 */
export const testBrowsedPosition = (overrides: Partial<BrowsedPosition> = {}): BrowsedPosition => ({
  ...testPosition(),
  company: { id: 5, name: 'Acme Labs' },
  myApplicationCount: 0,
  ...overrides,
});

/**
 * An active Senior Front-End Developer talent of company 8, with `overrides` applied.
 * @example testTalent({ id: 31, rate: { min: 45, max: 55 } })
 */
export const testTalent = (overrides: Partial<Talent> = {}): Talent => ({
  id: 1,
  active: true,
  availabilityConfirmedAt: '2026-11-20T09:00:00.000Z',
  availabilityStatus: 'CONFIRMED',
  description: '',
  workModes: [],
  locations: [],
  experience: { patternId: 2, seniorityId: 4, totalTime: { years: 0, months: 0 }, skills: [] },
  rate: {},
  role: { id: 2, name: 'Front-End Developer' },
  seniorityLabel: 'Senior',
  totalMonths: 0,
  ...overrides,
});

/**
 * Acme Labs (company 5): an outsourcing company in fintech with contacts, a description and two skills (11, 12),
 * with `overrides` applied.
 * @example testCompany({ id: 4, image: '/api/companies/4/image?v=2' })
 */
export const testCompany = (overrides: Partial<Company> = {}): Company => ({
  id: 5,
  name: 'Acme Labs',
  email: 'hello@acme.test',
  companyType: { id: 2, name: 'Outsourcing' },
  domain: { id: 3, name: 'Fintech' },
  website: 'https://acme.test',
  linkedIn: 'https://www.linkedin.com/company/acme',
  description: 'We build things.',
  skills: [11, 12],
  ...overrides,
});
