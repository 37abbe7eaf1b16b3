import { describe, expect, it } from 'vitest';
import { byMatch, MATCH_WEIGHTS, matchScore, type MatchPosition, type MatchTalent } from './match';

const REACT = 1;
const TYPESCRIPT = 2;
const NODE = 3;
const GRAPHQL = 4;
const DOCKER = 5;
const REMOTE = 1;
const ON_SITE = 3;
const GERMANY = 10_084;
const BERLIN = { id: 2_950_159, countryId: GERMANY };
const MUNICH = { id: 2_867_714, countryId: GERMANY };
const WHOLE_GERMANY = { id: GERMANY, countryId: null };

const seniorReact: MatchPosition = {
  requiredSkills: [
    { skillId: REACT, months: 48 },
    { skillId: TYPESCRIPT, months: 24 },
  ],
  optionalSkills: [GRAPHQL, DOCKER],
  seniorityLevel: 4,
  minYearsExperience: 5,
  rateMin: 60,
  rateMax: 80,
  workModes: [REMOTE],
  locations: [BERLIN],
};

const anna: MatchTalent = {
  skills: [
    { skillId: REACT, months: 60 },
    { skillId: TYPESCRIPT, months: 36 },
    { skillId: GRAPHQL, months: 12 },
  ],
  seniorityLevel: 4,
  totalMonths: 84,
  minRate: 70,
  maxRate: 90,
  workModes: [REMOTE, ON_SITE],
  locations: [BERLIN],
};

describe('matchScore', () => {
  it('weights add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, points) => sum + points, 0)).toBe(100);
  });

  it('a talent with every requirement and half the optional skills scores 95', () => {
    // 45 required + 10 × 1/2 optional + 15 seniority + 10 experience + 10 rate + 5 work mode + 5 location
    expect(matchScore(seniorReact, anna)).toEqual({
      score: 95,
      reasons: [
        '2 of 2 required skills',
        '1 of 2 optional skills',
        'seniority fits',
        '5+ years of experience',
        'rate ranges overlap',
        'work mode fits',
        'location fits',
      ],
    });
  });

  it('counts a required skill in proportion to the months asked, and a missing one not at all', () => {
    const junior: MatchTalent = {
      skills: [{ skillId: REACT, months: 12 }],
      seniorityLevel: 3,
      totalMonths: 30,
      minRate: 100,
      maxRate: 120,
      workModes: [ON_SITE],
      locations: [],
    };
    // Required: React 12/48 = 0.25, TypeScript 0 → 45 × 0.125 = 5.625; optional 0; seniority one below 7.5;
    // experience 30/60 × 10 = 5; rates 100–120 vs 60–80 do not overlap 0; no common mode 0; other location 0 → 18.
    expect(matchScore(seniorReact, junior)).toEqual({
      score: 18,
      reasons: [
        '1 of 2 required skills',
        '0 of 2 optional skills',
        'one seniority level below',
        'less than 5 years of experience',
        'rate ranges do not overlap',
        'no common work mode',
        'other location',
      ],
    });
  });

  it('leaves out what the position does not ask, and a missing rate fits any', () => {
    const open: MatchPosition = {
      requiredSkills: [{ skillId: NODE }],
      optionalSkills: [],
      seniorityLevel: 2,
      workModes: [REMOTE],
      locations: [],
    };
    expect(matchScore(open, { ...anna, skills: [{ skillId: NODE, months: 1 }], minRate: null, maxRate: null })).toEqual(
      {
        score: 100,
        reasons: ['1 of 1 required skills', 'seniority fits', 'work mode fits'],
      },
    );
  });

  it('fits a city to its country either way, but not to another city of that country', () => {
    const reasonOf = (position: MatchPosition, talent: MatchTalent) => matchScore(position, talent).reasons.at(-1);
    expect(reasonOf({ ...seniorReact, locations: [WHOLE_GERMANY] }, anna)).toBe('location fits');
    expect(reasonOf(seniorReact, { ...anna, locations: [WHOLE_GERMANY] })).toBe('location fits');
    expect(reasonOf(seniorReact, { ...anna, locations: [MUNICH] })).toBe('other location');
    expect(reasonOf({ ...seniorReact, locations: [MUNICH, BERLIN] }, anna)).toBe('location fits');
    expect(reasonOf({ ...seniorReact, locations: [] }, { ...anna, locations: [MUNICH] })).toBe('work mode fits');
  });

  it('two or more levels below earns no seniority points', () => {
    const { score } = matchScore({ ...seniorReact, seniorityLevel: 6 }, anna);
    expect(score).toBe(95 - MATCH_WEIGHTS.seniority);
  });
});

describe('byMatch', () => {
  it('puts the best first and breaks ties by id', () => {
    const rows = [
      { id: 3, match: { score: 50, reasons: [] } },
      { id: 1, match: { score: 50, reasons: [] } },
      { id: 2, match: { score: 90, reasons: [] } },
    ];
    expect(rows.sort(byMatch).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});
