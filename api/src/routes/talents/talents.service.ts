import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Paged } from '@benchlink/contracts/common';
import type { MyTalentsQuery, PartialTalent, Talent, TalentData, TalentPublicity } from '@benchlink/contracts/talents';
import type { Db, Tx } from '../../db/client';
import {
  benchSettings,
  benchSharingGroups,
  talentLocations,
  talents,
  talentSkills,
  talentWorkModes,
} from '../../db/schema/bench';
import { companies } from '../../db/schema/companies';
import { roles, seniorities } from '../../db/schema/reference';
import { forbidden, notFound } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import {
  checkAssignableSkills,
  checkLocations,
  checkRoles,
  checkSeniorities,
  checkWorkModes,
} from '../../lib/reference-checks';
import type { Viewer } from '../../lib/users';
import { talentReadableBy } from '../../lib/talent-access';
import { checkOwnGroups } from '../partner-groups/partner-groups.service';

export const TALENT_NOT_FOUND_MESSAGE = 'Talent not found';
const NOT_YOURS_MESSAGE = 'Only the company whose bench this talent is on can change it.';
const GROUP_NOT_YOURS_MESSAGE = 'You can only share your bench with your own partner groups.';

const talentColumns = {
  talent: talents,
  companyName: companies.name,
  roleName: roles.name,
  seniorityLabel: seniorities.label,
};

/** A database or an open transaction: reads are built from its query builder. */
type Reader = Pick<Db, 'select'>;

/** Talents joined with what every response shows; the caller adds the conditions. */
export const selectTalents = (db: Reader) =>
  db
    .select(talentColumns)
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .innerJoin(roles, eq(roles.id, talents.roleId))
    .innerJoin(seniorities, eq(seniorities.id, talents.seniorityId));

export type TalentRecord = {
  talent: typeof talents.$inferSelect;
  companyName: string;
  roleName: string;
  seniorityLabel: string;
};

/** Skills, work modes and locations of a whole list of talents: three queries, however long the list. */
async function loadDetails(db: Reader, ids: number[]) {
  const skills = ids.length
    ? await db
        .select()
        .from(talentSkills)
        .where(inArray(talentSkills.talentId, ids))
        .orderBy(asc(talentSkills.sortOrder))
    : [];
  const modes = ids.length
    ? await db
        .select()
        .from(talentWorkModes)
        .where(inArray(talentWorkModes.talentId, ids))
        .orderBy(asc(talentWorkModes.workModeId))
    : [];
  const places = ids.length
    ? await db
        .select()
        .from(talentLocations)
        .where(inArray(talentLocations.talentId, ids))
        .orderBy(asc(talentLocations.locationId))
    : [];
  return (id: number) => ({
    skills: skills
      .filter((skill) => skill.talentId === id)
      .map((skill) => ({ skillId: skill.skillId, months: skill.months })),
    workModes: modes.filter((mode) => mode.talentId === id).map((mode) => mode.workModeId),
    locations: places.filter((place) => place.talentId === id).map((place) => place.locationId),
  });
}

/** Maps rows to the API shape. */
export async function toTalents(db: Reader, records: TalentRecord[]): Promise<Talent[]> {
  const detailsOf = await loadDetails(
    db,
    records.map((record) => record.talent.id),
  );
  return records.map(({ talent, companyName, roleName, seniorityLabel }) => {
    const details = detailsOf(talent.id);
    const rate = {
      ...(talent.minRate === null ? {} : { min: talent.minRate }),
      ...(talent.maxRate === null ? {} : { max: talent.maxRate }),
    };
    return {
      id: talent.id,
      companyId: talent.companyId,
      companyName,
      active: talent.active,
      description: talent.description,
      workModes: details.workModes,
      locations: details.locations,
      experience: {
        patternId: talent.roleId,
        seniorityId: talent.seniorityId,
        totalTime: { years: Math.floor(talent.totalMonths / 12), months: talent.totalMonths % 12 },
        skills: details.skills,
      },
      ...(rate.min === undefined ? {} : { minRate: rate.min }),
      ...(rate.max === undefined ? {} : { maxRate: rate.max }),
      rate,
      role: { id: talent.roleId, name: roleName },
      seniorityLabel,
      totalMonths: talent.totalMonths,
    };
  });
}

async function findReadableTalent(db: Reader, viewer: Viewer, id: number): Promise<TalentRecord> {
  const [record] = await selectTalents(db)
    .where(and(eq(talents.id, id), talentReadableBy(db, viewer)))
    .limit(1);
  if (!record) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  return record;
}

/** The talent if `viewer`'s company owns it: 404 when unreadable or missing, 403 when readable but another's. */
async function findOwnedTalent(db: Reader, viewer: Viewer, id: number): Promise<TalentRecord> {
  const record = await findReadableTalent(db, viewer, id);
  if (viewer.companyId !== record.talent.companyId) throw forbidden(NOT_YOURS_MESSAGE);
  return record;
}

export async function getTalent(db: Reader, viewer: Viewer, id: number): Promise<Talent> {
  return (await toTalents(db, [await findReadableTalent(db, viewer, id)]))[0]!;
}

/** One talent by id, whoever's it is (the caller has checked the reader's right to it), in the API shape. */
export async function talentById(db: Reader, id: number): Promise<Talent | undefined> {
  const [record] = await selectTalents(db).where(eq(talents.id, id)).limit(1);
  return record ? (await toTalents(db, [record]))[0] : undefined;
}

/** Reference ids must exist (404) and skills be assignable (400). */
async function checkReferences(db: Reader, data: TalentData) {
  await checkRoles(db, [data.experience.patternId]);
  await checkSeniorities(db, [data.experience.seniorityId]);
  await checkWorkModes(db, data.workModes);
  await checkLocations(db, data.locations);
  await checkAssignableSkills(
    db,
    data.experience.skills.map((skill) => skill.skillId),
    'experience.skills',
  );
}

const talentValues = (data: TalentData) => ({
  active: data.active,
  description: data.description,
  roleId: data.experience.patternId,
  seniorityId: data.experience.seniorityId,
  totalMonths: data.experience.totalTime.years * 12 + data.experience.totalTime.months,
  minRate: data.minRate ?? null,
  maxRate: data.maxRate ?? null,
});

/** Replaces the talent's lists inside the caller's transaction. */
async function writeLists(tx: Tx, talentId: number, data: TalentData) {
  await tx.delete(talentSkills).where(eq(talentSkills.talentId, talentId));
  await tx.delete(talentWorkModes).where(eq(talentWorkModes.talentId, talentId));
  await tx.delete(talentLocations).where(eq(talentLocations.talentId, talentId));
  await tx.insert(talentSkills).values(
    data.experience.skills.map((skill, sortOrder) => ({
      talentId,
      skillId: skill.skillId,
      months: skill.months,
      sortOrder,
    })),
  );
  await tx.insert(talentWorkModes).values(data.workModes.map((workModeId) => ({ talentId, workModeId })));
  if (data.locations.length > 0) {
    await tx.insert(talentLocations).values(data.locations.map((locationId) => ({ talentId, locationId })));
  }
}

export async function createTalent(db: Db, viewer: Viewer & { companyId: number }, data: TalentData): Promise<Talent> {
  await checkReferences(db, data);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [created] = await tx
      .insert(talents)
      .values({ ...talentValues(data), companyId: viewer.companyId, createdAt: now, updatedAt: now })
      .returning({ id: talents.id });
    await writeLists(tx, created!.id, data);
    return created!.id;
  });
  return getTalent(db, viewer, id);
}

export async function updateTalent(db: Db, viewer: Viewer, id: number, data: TalentData): Promise<Talent> {
  // The ownership check and the writes in one transaction: the talent cannot be deleted in between.
  await db.transaction(async (tx) => {
    await findOwnedTalent(tx, viewer, id);
    await checkReferences(tx, data);
    await tx
      .update(talents)
      .set({ ...talentValues(data), updatedAt: new Date() })
      .where(eq(talents.id, id));
    await writeLists(tx, id, data);
  });
  return getTalent(db, viewer, id);
}

/** Deletes the talent (its applications follow through the foreign keys); pass the transaction that reads their CVs. */
export async function deleteTalent(db: Db | Tx, viewer: Viewer, id: number) {
  await findOwnedTalent(db, viewer, id);
  await db.delete(talents).where(eq(talents.id, id));
}

/** Rate order: by the minimum, then the maximum; talents without a rate come last (the paging helper's `nulls last`). */
export const talentRateOrder = [talents.minRate, talents.maxRate] as const;

/** One page of the caller's own bench, active or not. */
export async function listMyTalents(
  db: Db,
  viewer: Viewer & { companyId: number },
  query: MyTalentsQuery,
): Promise<Paged<Talent>> {
  const page = await paginate(db, selectTalents(db).where(eq(talents.companyId, viewer.companyId)).$dynamic(), query, {
    sortColumns: { newest: talents.createdAt, rate: talentRateOrder, experience: talents.totalMonths },
    tieBreaker: talents.id,
  });
  return { ...page, content: await toTalents(db, page.content) };
}

export async function listPartialTalents(db: Db, companyId: number): Promise<PartialTalent[]> {
  return db
    .select({ id: talents.id, patternId: talents.roleId, seniorityId: talents.seniorityId })
    .from(talents)
    .where(eq(talents.companyId, companyId))
    .orderBy(desc(talents.createdAt), desc(talents.id));
}

export async function getPublicity(db: Reader, companyId: number): Promise<TalentPublicity> {
  const [settings] = await db.select().from(benchSettings).where(eq(benchSettings.companyId, companyId)).limit(1);
  const isPublic = settings?.isPublic ?? true;
  const groupIds = isPublic
    ? []
    : (
        await db
          .select({ id: benchSharingGroups.groupId })
          .from(benchSharingGroups)
          .where(eq(benchSharingGroups.companyId, companyId))
          .orderBy(asc(benchSharingGroups.groupId))
      ).map((row) => row.id);
  return { public: isPublic, partnerGroupIds: groupIds };
}

/** Public clears the groups; private shares with the chosen own groups, which must exist (404) and be own (403). */
export async function setPublicity(db: Db, companyId: number, publicity: TalentPublicity): Promise<TalentPublicity> {
  // The groups are checked in the transaction that shares with them: none can be deleted in between.
  return db.transaction(async (tx) => {
    await checkOwnGroups(tx, companyId, publicity.partnerGroupIds, GROUP_NOT_YOURS_MESSAGE);
    await tx
      .insert(benchSettings)
      .values({ companyId, isPublic: publicity.public })
      .onConflictDoUpdate({ target: benchSettings.companyId, set: { isPublic: publicity.public } });
    await tx.delete(benchSharingGroups).where(eq(benchSharingGroups.companyId, companyId));
    if (publicity.partnerGroupIds.length > 0) {
      await tx.insert(benchSharingGroups).values(publicity.partnerGroupIds.map((groupId) => ({ companyId, groupId })));
    }
    return getPublicity(tx, companyId);
  });
}
