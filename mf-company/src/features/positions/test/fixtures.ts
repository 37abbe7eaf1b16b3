import type { Position } from '@benchlink/contracts/positions';
import { testPosition } from '@benchlink/test-support';

export const roles = [
  { id: 2, name: 'Front-End Developer', parentId: null, suggestedSkills: [] },
  { id: 5, name: 'QA Engineer', parentId: null, suggestedSkills: [] },
];
export const seniorities = [
  { id: 1, label: 'Intern', level: 1 },
  { id: 4, label: 'Senior', level: 4 },
];
export const skills = [
  { id: 3, name: 'Programming Languages', parentId: null, assignable: false },
  { id: 56, name: 'TypeScript', parentId: 3, assignable: true },
  { id: 86, name: 'React', parentId: 3, assignable: true },
];
/** Countries, then their cities, as `GET /api/locations` serves them. */
export const locations = [
  { id: 10032, name: 'Bulgaria', parentId: null },
  { id: 10082, name: 'Germany', parentId: null },
  { id: 2950159, name: 'Berlin', parentId: 10082 },
  { id: 1, name: 'Plovdiv', parentId: 10032 },
  { id: 3, name: 'Sofia', parentId: 10032 },
];
export const workModes = [
  { id: 1, name: 'Office' },
  { id: 2, name: 'Hybrid' },
  { id: 3, name: 'Remote' },
];
export const responsibilities = ['Design and implement new features', 'Write unit and integration tests'];
export const positionStatuses = [
  { id: 1, name: 'Opened' },
  { id: 4, name: 'Canceled' },
  { id: 5, name: 'Other' },
];

/** The reference lists the position form and cards read. */
export const referenceReplies = {
  'GET /api/patterns': { body: roles },
  'GET /api/seniorities': { body: seniorities },
  'GET /api/skills': { body: skills },
  'GET /api/locations': { body: locations },
  'GET /api/workmodes': { body: workModes },
  'GET /api/responsibilities': { body: responsibilities },
  'GET /api/position-statuses': { body: positionStatuses },
} as const;

export const position = (overrides: Partial<Position> = {}): Position =>
  testPosition({
    id: 7,
    projectId: 3,
    requiredSkills: [{ skillId: 86, months: 24 }],
    optionalSkills: [56],
    minYearsExperience: 3,
    locations: [3],
    responsibilities: ['Design and implement new features'],
    hiringProcess: 'One interview',
    description: 'Build the customer portal with a small and friendly team.',
    project: { id: 3, name: 'Portal', datePosted: '2030-01-01', partnerOnly: false, companyId: 5 },
    applicationCount: 2,
    ...overrides,
  });
