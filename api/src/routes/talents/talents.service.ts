import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CV_TYPES } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import {
  AVAILABILITY_HIDDEN_DAYS,
  AVAILABILITY_STALE_DAYS,
  type AvailabilityStatus,
} from '@benchlink/contracts/availability';
import type { Match } from '@benchlink/contracts/match';
import {
  defaultTalentReference,
  type MyTalentsQuery,
  type PartialTalent,
  type Talent,
  type TalentData,
  type TalentPublicity,
} from '@benchlink/contracts/talents';
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
import { notFound } from '../../lib/errors';
import { rowsBy } from '../../lib/rows-by';
import { paginate } from '../../lib/pagination';
import { reindex } from '../../search/search-index';
import type { Storage } from '../../storage/storage';
import type { CheckedCv } from '../applications/cv-check';
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
export const TALENT_CV_NOT_FOUND_MESSAGE = 'This talent has no stored CV';

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
  const skillsOf = rowsBy(skills, (skill) => skill.talentId);
  const modesOf = rowsBy(modes, (mode) => mode.talentId);
  const placesOf = rowsBy(places, (place) => place.talentId);
  return (id: number) => ({
    skills: skillsOf(id).map((skill) => ({ skillId: skill.skillId, months: skill.months })),
    workModes: modesOf(id).map((mode) => mode.workModeId),
    locations: placesOf(id).map((place) => place.locationId),
  });
}

const DAY_MS = 86_400_000;

/** Confirmed after this moment: other companies see the talent as fresh. Read from the clock at every call. */
export const freshSince = (now = new Date()) => new Date(now.getTime() - AVAILABILITY_STALE_DAYS * DAY_MS);
/** Confirmed after this moment: other companies still list the talent. */
export const listedSince = (now = new Date()) => new Date(now.getTime() - AVAILABILITY_HIDDEN_DAYS * DAY_MS);

export function availabilityStatusOf(confirmedAt: Date, now = new Date()): AvailabilityStatus {
  if (confirmedAt > freshSince(now)) return 'CONFIRMED';
  return confirmedAt > listedSince(now) ? 'UNCONFIRMED' : 'HIDDEN';
}

/** A talent whose availability was confirmed within 14 days sorts first (0) for other companies. */
export const staleLast = (now = new Date()): SQL =>
  sql`case when ${gt(talents.availabilityConfirmedAt, freshSince(now))} then 0 else 1 end`;

/**
 * Maps rows to the API shape. `reader` is the reading company: its own talents show their reference and CV, which
 * no other company ever sees. `matches` adds a fit score per talent id.
 */
export async function toTalents(
  db: Reader,
  records: TalentRecord[],
  reader: number | null,
  matches?: Map<number, Match>,
): Promise<Talent[]> {
  const detailsOf = await loadDetails(
    db,
    records.map((record) => record.talent.id),
  );
  const now = new Date();
  return records.map(({ talent, companyName, roleName, seniorityLabel }) => {
    const own = reader !== null && reader === talent.companyId;
    const match = matches?.get(talent.id);
    const details = detailsOf(talent.id);
    const rate = {
      ...(talent.minRate === null ? {} : { min: talent.minRate }),
      ...(talent.maxRate === null ? {} : { max: talent.maxRate }),
    };
    return {
      id: talent.id,
      ...(own ? { reference: talent.reference } : {}),
      companyId: talent.companyId,
      companyName,
      active: talent.active,
      ...(talent.availableFrom === null ? {} : { availableFrom: talent.availableFrom }),
      availabilityConfirmedAt: talent.availabilityConfirmedAt.toISOString(),
      availabilityStatus: availabilityStatusOf(talent.availabilityConfirmedAt, now),
      ...(own && talent.cvKey !== null
        ? {
            cv: {
              type: talent.cvType!,
              size: talent.cvSize!,
              uploadedAt: (talent.cvUploadedAt ?? talent.updatedAt).toISOString(),
            },
          }
        : {}),
      ...(match ? { match } : {}),
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

export async function findReadableTalent(db: Reader, viewer: Viewer, id: number): Promise<TalentRecord> {
  const [record] = await selectTalents(db)
    .where(and(eq(talents.id, id), talentReadableBy(db, viewer)))
    .limit(1);
  if (!record) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * The talent if `viewer`'s company owns it. Another company's, readable or not, answers as an unknown id does (404,
 * one message): no existence oracle.
 */
export async function findOwnedTalent(db: Reader, viewer: Viewer, id: number): Promise<TalentRecord> {
  const record = await findReadableTalent(db, viewer, id);
  if (viewer.companyId !== record.talent.companyId) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * One of `companyId`'s own talents; any other is a 404, as if it did not exist (the actions on a bench: confirming,
 * its CV).
 */
async function findOwnTalent(db: Reader, companyId: number, id: number): Promise<TalentRecord> {
  const [record] = await selectTalents(db)
    .where(and(eq(talents.id, id), eq(talents.companyId, companyId)))
    .limit(1);
  if (!record) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  return record;
}

export async function getTalent(db: Reader, viewer: Viewer, id: number): Promise<Talent> {
  return (await toTalents(db, [await findReadableTalent(db, viewer, id)], viewer.companyId))[0]!;
}

/**
 * One talent by id, whoever's it is (the caller has checked the reader's right to it), in the API shape as `reader`
 * sees it.
 */
export async function talentById(db: Reader, id: number, reader: number | null): Promise<Talent | undefined> {
  const [record] = await selectTalents(db).where(eq(talents.id, id)).limit(1);
  return record ? (await toTalents(db, [record], reader))[0] : undefined;
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
  ...(data.reference === undefined ? {} : { reference: data.reference }),
  ...(data.availableFrom === undefined ? {} : { availableFrom: data.availableFrom }),
  active: data.active,
  description: data.description,
  roleId: data.experience.patternId,
  seniorityId: data.experience.seniorityId,
  totalMonths: data.experience.totalTime.years * 12 + data.experience.totalTime.months,
  minRate: data.minRate ?? null,
  maxRate: data.maxRate ?? null,
});

/** The talent's keyword-search text follows its role, seniority, skills and description. */
const reindexTalent = (tx: Tx, id: number) => reindex(tx, 'talent', sql`(${id})`);

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
      .values({
        ...talentValues(data),
        companyId: viewer.companyId,
        createdAt: now,
        updatedAt: now,
        availabilityConfirmedAt: now,
      })
      .returning({ id: talents.id });
    const id = created!.id;
    if (data.reference === undefined) {
      await tx
        .update(talents)
        .set({ reference: defaultTalentReference(id) })
        .where(eq(talents.id, id));
    }
    await writeLists(tx, id, data);
    await reindexTalent(tx, id);
    return id;
  });
  return getTalent(db, viewer, id);
}

export async function updateTalent(db: Db, viewer: Viewer, id: number, data: TalentData): Promise<Talent> {
  // The ownership check and the writes in one transaction: the talent cannot be deleted in between.
  await db.transaction(async (tx) => {
    await findOwnedTalent(tx, viewer, id);
    await checkReferences(tx, data);
    // Saving the talent is its owner's word on it: the availability counts as confirmed.
    const now = new Date();
    await tx
      .update(talents)
      .set({ ...talentValues(data), updatedAt: now, availabilityConfirmedAt: now })
      .where(eq(talents.id, id));
    await writeLists(tx, id, data);
    await reindexTalent(tx, id);
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
    sortColumns: {
      newest: talents.createdAt,
      rate: talentRateOrder,
      experience: talents.totalMonths,
      reference: sql`lower(${talents.reference})`,
    },
    tieBreaker: talents.id,
  });
  return { ...page, content: await toTalents(db, page.content, viewer.companyId) };
}

/** The caller's talents for pickers, newest first. */
export async function listPartialTalents(db: Db, companyId: number): Promise<PartialTalent[]> {
  const rows = await db
    .select({
      id: talents.id,
      reference: talents.reference,
      patternId: talents.roleId,
      seniorityId: talents.seniorityId,
      active: talents.active,
      cvKey: talents.cvKey,
    })
    .from(talents)
    .where(eq(talents.companyId, companyId))
    .orderBy(desc(talents.createdAt), desc(talents.id));
  return rows.map(({ cvKey, ...row }) => ({ ...row, hasCv: cvKey !== null }));
}

/** Confirms that the talent's availability is current: other companies see it as fresh again for 14 days. */
export async function confirmAvailability(db: Db, companyId: number, id: number): Promise<Talent> {
  await db.transaction(async (tx) => {
    await findOwnTalent(tx, companyId, id);
    await tx.update(talents).set({ availabilityConfirmedAt: new Date() }).where(eq(talents.id, id));
  });
  return (await talentById(db, id, companyId))!;
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
    await checkOwnGroups(tx, companyId, publicity.partnerGroupIds);
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

/** Where a talent's stored CV lives: a new key per upload, so a replaced file is never served from a cache. */
const talentCvKey = (talentId: number, cv: CheckedCv) => `talents/${talentId}/cv-${randomUUID()}.${cv.extension}`;

/**
 * Stores `cv` as the talent's CV, replacing the previous one (removed after commit). The owner is checked before the
 * file is written (a refused upload stores nothing) and again with the update in one transaction.
 */
export async function setTalentCv(db: Db, storage: Storage, companyId: number, id: number, cv: CheckedCv) {
  await findOwnTalent(db, companyId, id);
  const key = talentCvKey(id, cv);
  await storage.put(key, cv.bytes);
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const { talent } = await findOwnTalent(tx, companyId, id);
      await tx
        .update(talents)
        .set({ cvKey: key, cvType: cv.type, cvSize: cv.bytes.byteLength, cvUploadedAt: new Date() })
        .where(eq(talents.id, id));
      return talent.cvKey;
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (previousKey) await storage.delete(previousKey);
  return (await talentById(db, id, companyId))!;
}

/** Removes the talent's stored CV; 404 when it has none. */
export async function deleteTalentCv(db: Db, storage: Storage, companyId: number, id: number) {
  const key = await db.transaction(async (tx) => {
    const { talent } = await findOwnTalent(tx, companyId, id);
    if (talent.cvKey === null) throw notFound(TALENT_CV_NOT_FOUND_MESSAGE);
    await tx
      .update(talents)
      .set({ cvKey: null, cvType: null, cvSize: null, cvUploadedAt: null })
      .where(eq(talents.id, id));
    return talent.cvKey;
  });
  await storage.delete(key);
}

export type StoredCv = { bytes: Uint8Array; type: string; extension: CheckedCv['extension'] };

const extensionOfType = (type: string): CheckedCv['extension'] =>
  (Object.entries(CV_TYPES).find(([, value]) => value === type)?.[0] ?? 'pdf') as CheckedCv['extension'];

/** The stored CV of a talent, read by its own company only (404 when it has none or the file is gone). */
export async function readTalentCv(db: Reader, storage: Storage, companyId: number, id: number): Promise<StoredCv> {
  const { talent } = await findOwnTalent(db, companyId, id);
  const bytes = talent.cvKey ? await storage.get(talent.cvKey) : null;
  if (!bytes || !talent.cvType) throw notFound(TALENT_CV_NOT_FOUND_MESSAGE);
  return { bytes, type: talent.cvType, extension: extensionOfType(talent.cvType) };
}

/** The storage key of a talent's CV, to remove once the talent is deleted. */
export async function talentCvKeyOf(db: Reader, id: number): Promise<string | null> {
  const [row] = await db.select({ key: talents.cvKey }).from(talents).where(eq(talents.id, id)).limit(1);
  return row?.key ?? null;
}
