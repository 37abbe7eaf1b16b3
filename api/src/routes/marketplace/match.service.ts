// Ranking by fit (lib/match.ts) over what a reader may see: the data the score needs, loaded for a whole set of
// positions or talents in a few queries, and the reader's own position or talent a ranking is for.
import { and, eq, inArray, or, type SQLWrapper } from 'drizzle-orm';
import type { Match } from '@benchlink/contracts/match';
import type { PartialTalent } from '@benchlink/contracts/talents';
import type { Db } from '../../db/client';
import { talentLocations, talents, talentSkills, talentWorkModes } from '../../db/schema/bench';
import { positionLocations, positions, positionSkills, positionWorkModes } from '../../db/schema/projects';
import { locations, seniorities } from '../../db/schema/reference';
import { notFound } from '../../lib/errors';
import { byMatch, type MatchPlace, type MatchPosition, matchScore, type MatchTalent } from '../../lib/match';
import { POSITION_NOT_FOUND_MESSAGE } from '../positions/positions.service';
import { listPartialTalents, TALENT_NOT_FOUND_MESSAGE } from '../talents/talents.service';
import { browsableBy } from './visibility';

/**
 * A subquery of ids (`db.select({ id }).from(...).where(...)`), so a large set never travels as a list of values,
 * or a short list of ids (a page).
 */
type IdSet = SQLWrapper | number[];

async function seniorityLevels(db: Db) {
  const rows = await db.select({ id: seniorities.id, level: seniorities.level }).from(seniorities);
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** What the score needs of each position in `ids`. */
export async function loadMatchPositions(db: Db, ids: IdSet): Promise<Map<number, MatchPosition>> {
  const levels = await seniorityLevels(db);
  const rows = await db
    .select({
      id: positions.id,
      seniorityId: positions.seniorityId,
      minYearsExperience: positions.minYearsExperience,
      rateMin: positions.rateMin,
      rateMax: positions.rateMax,
    })
    .from(positions)
    .where(inArray(positions.id, ids));
  const skills = await db
    .select({
      positionId: positionSkills.positionId,
      skillId: positionSkills.skillId,
      isRequired: positionSkills.isRequired,
      months: positionSkills.months,
    })
    .from(positionSkills)
    .where(inArray(positionSkills.positionId, ids));
  const modes = await db
    .select({ positionId: positionWorkModes.positionId, workModeId: positionWorkModes.workModeId })
    .from(positionWorkModes)
    .where(inArray(positionWorkModes.positionId, ids));
  const places = await db
    .select({ positionId: positionLocations.positionId, id: locations.id, countryId: locations.parentId })
    .from(positionLocations)
    .innerJoin(locations, eq(locations.id, positionLocations.locationId))
    .where(inArray(positionLocations.positionId, ids));
  const result = new Map<number, MatchPosition>();
  for (const { id, seniorityId, ...row } of rows) {
    result.set(id, {
      ...row,
      seniorityLevel: levels.get(seniorityId) ?? 0,
      requiredSkills: [],
      optionalSkills: [],
      workModes: [],
      locations: [],
    });
  }
  for (const skill of skills) {
    const position = result.get(skill.positionId);
    if (!position) continue;
    if (skill.isRequired) (position.requiredSkills as MatchPosition['requiredSkills'][number][]).push(skill);
    else (position.optionalSkills as number[]).push(skill.skillId);
  }
  for (const mode of modes) (result.get(mode.positionId)?.workModes as number[] | undefined)?.push(mode.workModeId);
  for (const { positionId, ...place } of places)
    (result.get(positionId)?.locations as MatchPlace[] | undefined)?.push(place);
  return result;
}

/** What the score needs of each talent in `ids`. */
export async function loadMatchTalents(db: Db, ids: IdSet): Promise<Map<number, MatchTalent>> {
  const levels = await seniorityLevels(db);
  const rows = await db
    .select({
      id: talents.id,
      seniorityId: talents.seniorityId,
      totalMonths: talents.totalMonths,
      minRate: talents.minRate,
      maxRate: talents.maxRate,
    })
    .from(talents)
    .where(inArray(talents.id, ids));
  const skills = await db
    .select({ talentId: talentSkills.talentId, skillId: talentSkills.skillId, months: talentSkills.months })
    .from(talentSkills)
    .where(inArray(talentSkills.talentId, ids));
  const modes = await db
    .select({ talentId: talentWorkModes.talentId, workModeId: talentWorkModes.workModeId })
    .from(talentWorkModes)
    .where(inArray(talentWorkModes.talentId, ids));
  const places = await db
    .select({ talentId: talentLocations.talentId, id: locations.id, countryId: locations.parentId })
    .from(talentLocations)
    .innerJoin(locations, eq(locations.id, talentLocations.locationId))
    .where(inArray(talentLocations.talentId, ids));
  const result = new Map<
    number,
    MatchTalent & { skills: MatchTalent['skills'][number][]; workModes: number[]; locations: MatchPlace[] }
  >();
  for (const { id, seniorityId, ...row } of rows) {
    result.set(id, { ...row, seniorityLevel: levels.get(seniorityId) ?? 0, skills: [], workModes: [], locations: [] });
  }
  for (const skill of skills) result.get(skill.talentId)?.skills.push(skill);
  for (const mode of modes) result.get(mode.talentId)?.workModes.push(mode.workModeId);
  for (const { talentId, ...place } of places) result.get(talentId)?.locations.push(place);
  return result;
}

const single = (db: Db, id: number) => db.select({ id: positions.id }).from(positions).where(eq(positions.id, id));

/** One of `companyId`'s own talents, as the score reads it; any other is a 404. */
export async function ownMatchTalent(db: Db, companyId: number, talentId: number) {
  const own = db
    .select({ id: talents.id })
    .from(talents)
    .where(and(eq(talents.id, talentId), eq(talents.companyId, companyId)));
  const talent = (await loadMatchTalents(db, own)).get(talentId);
  if (!talent) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  return { talent, skillIds: talent.skills.map((skill) => skill.skillId) };
}

/** One of `companyId`'s own positions, as the score reads it; any other is a 404. */
export async function ownMatchPosition(db: Db, companyId: number, positionId: number) {
  const own = db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.ownerId, companyId)));
  const position = (await loadMatchPositions(db, own)).get(positionId);
  if (!position) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  const skillIds = [...position.requiredSkills.map((skill) => skill.skillId), ...position.optionalSkills];
  return { position, skillIds };
}

/** Scores of the talents `ids` for `position`, by talent id. */
export async function scoreTalents(db: Db, position: MatchPosition, ids: IdSet): Promise<Map<number, Match>> {
  const loaded = await loadMatchTalents(db, ids);
  return new Map([...loaded].map(([id, talent]) => [id, matchScore(position, talent)]));
}

/** Scores of the positions `ids` for `talent`, by position id. */
export async function scorePositions(db: Db, talent: MatchTalent, ids: IdSet): Promise<Map<number, Match>> {
  const loaded = await loadMatchPositions(db, ids);
  return new Map([...loaded].map(([id, position]) => [id, matchScore(position, talent)]));
}

/** Ids in best-fit order (ties by id). */
export const rankedIds = (scores: Map<number, Match>) =>
  [...scores]
    .map(([id, match]) => ({ id, match }))
    .sort(byMatch)
    .map((row) => row.id);

/**
 * The caller's talents for the apply dialog, best fit first for a position it may apply to (or one of its own);
 * any other position is a 404.
 */
export async function rankOwnTalentsFor(db: Db, companyId: number, positionId: number): Promise<PartialTalent[]> {
  const [readable] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(eq(positions.id, positionId), or(eq(positions.ownerId, companyId), browsableBy(db, companyId, new Date()))),
    )
    .limit(1);
  if (!readable) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  const position = (await loadMatchPositions(db, single(db, positionId))).get(positionId)!;
  const own = await listPartialTalents(db, companyId);
  const scores = await scoreTalents(
    db,
    position,
    db.select({ id: talents.id }).from(talents).where(eq(talents.companyId, companyId)),
  );
  return own.map((talent) => ({ ...talent, match: scores.get(talent.id)! })).sort(byMatch);
}
