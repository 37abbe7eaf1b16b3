import type { ApplicationListItem, ApplicationOverview } from '@benchlink/contracts/applications';
import type { Position } from '@benchlink/contracts/positions';
import { testPosition } from '@benchlink/test-support';

/** One position the company applied to, as GET /api/companies/my-applications/overall lists it. */
export const overview = (positionId: number, overrides: Partial<ApplicationOverview> = {}): ApplicationOverview => ({
  positionId,
  positionTitle: `Senior Backend Developer ${positionId}`,
  projectId: 100 + positionId,
  projectName: `Payments platform ${positionId}`,
  companyId: 7,
  companyName: 'Acme Labs',
  applicationIds: [positionId * 10],
  talentCount: 1,
  talentReferences: [],
  overallStatus: 'IN_PROGRESS',
  lastUpdateDateTime: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/** One application as the sent and received lists show it. */
export const listItem = (id: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem => ({
  id,
  positionId: 1,
  talentId: 50 + id,
  applicationStatus: 'IN_PROGRESS',
  applicationDateTime: '2025-03-01T10:00:00.000Z',
  lastUpdateDateTime: '2025-03-01T10:00:00.000Z',
  availableFrom: '2025-04-01',
  rate: 45,
  hasCv: false,
  talent: {
    id: 50 + id,
    role: { id: 2, name: 'Backend Developer' },
    seniorityLabel: 'Senior',
    totalMonths: 54,
    locations: [{ id: 3, name: 'Berlin' }],
  },
  position: { id: 1, title: 'Senior Backend Developer 1', projectId: 101, projectName: 'Payments platform 1' },
  ...overrides,
});

/** A talent summary with another role, to tell rows apart. */
export const talentAs = (id: number, seniorityLabel: string, roleName: string): ApplicationListItem['talent'] => ({
  id,
  role: { id: 9, name: roleName },
  seniorityLabel,
  totalMonths: 30,
  locations: [],
});

/** An open position of the caller's, as GET /api/positions/{id} answers it. */
export const position = (overrides: Partial<Position> = {}): Position =>
  testPosition({
    projectId: 101,
    seniority: 3,
    workMode: [2, 3],
    requiredSkills: [{ skillId: 10, months: 24 }],
    project: { id: 101, name: 'Payments platform', datePosted: '2025-02-01', partnerOnly: false, companyId: 5 },
    role: { id: 2, name: 'Backend Developer' },
    applicationCount: 2,
    views: 3,
    ...overrides,
  });

export const workModes = [
  { id: 1, name: 'Office' },
  { id: 2, name: 'Hybrid' },
  { id: 3, name: 'Remote' },
];
