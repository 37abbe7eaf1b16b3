import type { PositionInput } from '@benchlink/contracts/positions';
import type { Project, ProjectInput } from '@benchlink/contracts/projects';
import type { TestApp } from './test-app';
import { send } from './companies';

export const DESCRIPTION = 'A long enough description of the work to be done here.';

/** A valid project body (a duration, no dates, public). */
export const projectBody = (overrides: Partial<ProjectInput> & Record<string, unknown> = {}) => ({
  name: 'Payments platform',
  description: DESCRIPTION,
  partnerOnly: false,
  partnerGroups: [],
  duration: { years: 1, months: 2 },
  ...overrides,
});

/** A valid position body for `projectId`: a remote backend role with one required skill. */
export const positionBody = (projectId: number, overrides: Partial<PositionInput> & Record<string, unknown> = {}) => ({
  projectId,
  patternId: 2,
  seniority: 3,
  workMode: [3],
  rate: { min: 40, max: 60 },
  requiredSkills: [{ skillId: 10, months: 24 }],
  optionalSkills: [12],
  minYearsExperience: 3,
  hoursPerWeek: 40,
  responsibilities: ['Write unit and integration tests'],
  hiringProcess: 'Two interviews',
  description: DESCRIPTION,
  ...overrides,
});

export async function createProject(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/api/projects', cookie, projectBody(overrides));
  if (res.status !== 201) throw new Error(`Project creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Project;
}

export async function createPosition(
  t: TestApp,
  cookie: string,
  projectId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await send(t, 'POST', '/api/positions', cookie, positionBody(projectId, overrides));
  if (res.status !== 201) throw new Error(`Position creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; statusId: number };
}

export async function createGroup(t: TestApp, cookie: string, name: string, companyIds: number[]) {
  const res = await send(t, 'POST', '/api/companies/partners', cookie, { name, companyIds });
  if (res.status !== 201) throw new Error(`Group creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; name: string };
}
