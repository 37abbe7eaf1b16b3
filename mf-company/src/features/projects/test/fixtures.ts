import type { PartnerGroup } from '@benchlink/contracts/partner-groups';
import type { Project } from '@benchlink/contracts/projects';

export const partnerGroups: PartnerGroup[] = [
  { id: 4, name: 'Trusted partners', companies: [{ id: 8, name: 'Northwind' }], createdAt: '2030-01-01T00:00:00.000Z' },
];

export const project = (overrides: Partial<Project> = {}): Project => ({
  id: 3,
  companyId: 5,
  companyName: 'Acme Labs',
  name: 'Customer portal',
  description: 'A customer portal for a logistics company, built from scratch.',
  partnerOnly: false,
  partnerGroups: [],
  datePosted: '2030-01-02T10:00:00.000Z',
  dateUpdated: '2030-01-02T10:00:00.000Z',
  startDate: '2030-01-15',
  endDate: '2031-03-14',
  duration: { years: 1, months: 1 },
  expiryDate: '2030-01-23T10:00:00.000Z',
  status: 'ACTIVE',
  canReactivate: false,
  positionCount: 1,
  openPositionCount: 1,
  ...overrides,
});
