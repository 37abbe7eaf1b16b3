import type { TalentInput } from '@benchlink/contracts/talents';

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
