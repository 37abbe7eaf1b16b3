// How well a talent fits a position, 0–100: one formula for every ranking and score chip (docs/product.md, "Match
// score"). Pure, so the worked examples in match.test.ts pin it.
import type { Match } from '@benchlink/contracts/match';

/** A location with its country (none for a country itself): a country covers its cities. */
export type MatchPlace = { id: number; countryId: number | null };

export type MatchPosition = {
  requiredSkills: ReadonlyArray<{ skillId: number; months?: number | null }>;
  optionalSkills: readonly number[];
  seniorityLevel: number;
  minYearsExperience?: number | null;
  rateMin?: number | null;
  rateMax?: number | null;
  workModes: readonly number[];
  /** None: the position is remote only, and any place fits. */
  locations: readonly MatchPlace[];
};

export type MatchTalent = {
  skills: ReadonlyArray<{ skillId: number; months: number }>;
  seniorityLevel: number;
  totalMonths: number;
  minRate?: number | null;
  maxRate?: number | null;
  workModes: readonly number[];
  locations: readonly MatchPlace[];
};

/** Points of each part; they add up to 100. */
export const MATCH_WEIGHTS = {
  requiredSkills: 45,
  optionalSkills: 10,
  seniority: 15,
  experience: 10,
  rate: 10,
  workMode: 5,
  location: 5,
} as const;

/**
 * A required skill counts fully when the talent has at least the months asked (or none are asked), in proportion to
 * its months otherwise; a missing one counts nothing.
 */
function requiredSkillCoverage(position: MatchPosition, talent: MatchTalent) {
  const monthsOf = new Map(talent.skills.map((skill) => [skill.skillId, skill.months]));
  let covered = 0;
  let present = 0;
  for (const skill of position.requiredSkills) {
    const months = monthsOf.get(skill.skillId);
    if (months === undefined) continue;
    present += 1;
    covered += skill.months ? Math.min(1, months / skill.months) : 1;
  }
  return { present, share: position.requiredSkills.length ? covered / position.requiredSkills.length : 1 };
}

/** Ranges overlap; a side without a rate fits any. */
function ratesOverlap(position: MatchPosition, talent: MatchTalent): boolean | undefined {
  if (position.rateMin == null || talent.minRate == null) return undefined;
  const positionMax = position.rateMax ?? Number.POSITIVE_INFINITY;
  const talentMax = talent.maxRate ?? Number.POSITIVE_INFINITY;
  return talent.minRate <= positionMax && position.rateMin <= talentMax;
}

/** The same place, or a country and one of its cities (a position in Germany fits a talent in Berlin, and back). */
const placesMeet = (a: MatchPlace, b: MatchPlace) => a.id === b.id || a.id === b.countryId || a.countryId === b.id;

export function matchScore(position: MatchPosition, talent: MatchTalent): Match {
  const reasons: string[] = [];
  let score = 0;

  const required = requiredSkillCoverage(position, talent);
  score += MATCH_WEIGHTS.requiredSkills * required.share;
  if (position.requiredSkills.length) {
    reasons.push(`${required.present} of ${position.requiredSkills.length} required skills`);
  }

  const talentSkills = new Set(talent.skills.map((skill) => skill.skillId));
  const optionalHad = position.optionalSkills.filter((id) => talentSkills.has(id)).length;
  score +=
    MATCH_WEIGHTS.optionalSkills * (position.optionalSkills.length ? optionalHad / position.optionalSkills.length : 1);
  if (position.optionalSkills.length)
    reasons.push(`${optionalHad} of ${position.optionalSkills.length} optional skills`);

  // One level below still earns a part: a strong mid often fills a senior seat.
  const levelGap = position.seniorityLevel - talent.seniorityLevel;
  score += levelGap <= 0 ? MATCH_WEIGHTS.seniority : levelGap === 1 ? MATCH_WEIGHTS.seniority / 2 : 0;
  reasons.push(levelGap <= 0 ? 'seniority fits' : levelGap === 1 ? 'one seniority level below' : 'seniority below');

  const monthsAsked = (position.minYearsExperience ?? 0) * 12;
  score += MATCH_WEIGHTS.experience * (monthsAsked ? Math.min(1, talent.totalMonths / monthsAsked) : 1);
  if (monthsAsked) {
    reasons.push(
      talent.totalMonths >= monthsAsked
        ? `${position.minYearsExperience}+ years of experience`
        : `less than ${position.minYearsExperience} years of experience`,
    );
  }

  const overlap = ratesOverlap(position, talent);
  score += overlap === false ? 0 : MATCH_WEIGHTS.rate;
  if (overlap !== undefined) reasons.push(overlap ? 'rate ranges overlap' : 'rate ranges do not overlap');

  const sharedMode = position.workModes.some((mode) => talent.workModes.includes(mode));
  score += sharedMode ? MATCH_WEIGHTS.workMode : 0;
  reasons.push(sharedMode ? 'work mode fits' : 'no common work mode');

  const locationFits =
    position.locations.length === 0 ||
    position.locations.some((place) => talent.locations.some((home) => placesMeet(place, home)));
  score += locationFits ? MATCH_WEIGHTS.location : 0;
  if (position.locations.length > 0) reasons.push(locationFits ? 'location fits' : 'other location');

  return { score: Math.round(score), reasons };
}

/** Best first; equal scores by id, as every list breaks ties. */
export const byMatch = <T extends { id: number; match: Match }>(a: T, b: T) =>
  b.match.score - a.match.score || a.id - b.id;
