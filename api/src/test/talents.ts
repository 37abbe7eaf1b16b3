import type { Application } from '@benchlink/contracts/applications';
import type { TalentInput } from '@benchlink/contracts/talents';
import { send } from './companies';
import type { TestApp } from './test-app';

/** A valid talent body: an active, remote senior backend developer with one skill, rates 30–45. */
export const talentBody = (overrides: Partial<TalentInput> & Record<string, unknown> = {}) => ({
  active: true,
  description: 'Backend developer with a taste for payments.',
  workModes: [3],
  locations: [1, 3],
  experience: {
    patternId: 2,
    seniorityId: 4,
    totalTime: { years: 5, months: 3 },
    skills: [{ skillId: 10, months: 36 }],
  },
  minRate: 30,
  maxRate: 45,
  ...overrides,
});

/** The applicant's new talent (talentBody) applied to the position at rate 40 from today; fails unless 201. */
export async function applyWithNewTalent(t: TestApp, cookie: string, positionId: number): Promise<Application> {
  const talent = await send(t, 'POST', '/api/companies/talents', cookie, talentBody());
  if (talent.status !== 201) throw new Error(`Talent creation failed: ${talent.status} ${await talent.text()}`);
  const res = await send(t, 'POST', '/api/companies/apply', cookie, {
    positionId,
    talentId: ((await talent.json()) as { id: number }).id,
    rate: 40,
    availableFrom: new Date().toISOString().slice(0, 10),
  });
  if (res.status !== 201) throw new Error(`Application failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Application;
}
