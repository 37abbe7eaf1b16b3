// The positions as browsing reads them, in memory: a bitmap of ids per value of each filter (roaring bitmaps), the
// listed ones in each sort order, and what the match score reads. A browse intersects bitmaps, checks the ranges of
// the few conditions that are not values (rate, start date, expiry), counts exactly and walks one order to its page.
import { eq, inArray } from 'drizzle-orm';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import type { Db } from '../db/client';
import type { CompanySummary } from '@benchlink/contracts/companies';
import type { Position } from '@benchlink/contracts/positions';
import { companies } from '../db/schema/companies';
import { positionLocations, positions } from '../db/schema/projects';
import { locations, seniorities } from '../db/schema/reference';
import { toSummary } from '../lib/companies';
import type { JsonText } from '../lib/json-text';
import type { MatchPosition } from '../lib/match';
import { rowsBy } from '../lib/rows-by';
import { selectPositions, toPositions } from '../routes/positions/positions.service';
import {
  type Bitmap,
  IdBuffer,
  intersection,
  Marks,
  type Matches,
  pageOf,
  RoaringBitmap32,
  SHORT_WALK,
  unionOf,
  type Walk,
} from './selection';
import { KeyedOrder } from './sorted-ids';
import { dayNumber, fitting, inChunks, NO_DATE, NO_RATE, rateKey, ValueBitmaps } from './value-bitmaps';

/** What browsing and ranking read of one position. */
export type PositionFacts = MatchPosition & {
  id: number;
  projectId: number;
  ownerId: number;
  roleId: number;
  seniorityId: number;
  /** Opened, and its company approved: listed until its project expires. */
  listable: boolean;
  partnerOnly: boolean;
  withReferral: boolean;
  expiresAt: number;
  datePosted: number;
  /** `YYYY-MM-DD`, or none. */
  startDate: string | null;
  /**
   * The position as `GET /positions/{id}` shows it (positions.service's toPositions), as JSON, less what changes
   * without a listing write (its views and applications, read per request).
   */
  json: JsonText<Omit<Position, 'views' | 'applicationCount' | 'acceptedCount'>>;
  /** Its company as its browse card shows it, as JSON. */
  companyJson: JsonText<CompanySummary>;
};

export const POSITION_SORTS = ['datePosted', 'startDate', 'rate', 'isPartnerOnly'] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

/** What a browse of positions asks for; lists are "any of", an empty list no condition. */
export type PositionFilter = {
  reader: number;
  /** Private projects shared with the reader through its partner groups. */
  sharedProjects: readonly number[];
  /** Only private projects shared with the reader. */
  onlyShared: boolean;
  skills: readonly number[];
  workModes: readonly number[];
  /** With the roles under them. */
  roles: readonly number[];
  seniorities: readonly number[];
  /** With the cities of a country, and the country of a city. */
  locations: readonly number[];
  companyId?: number;
  withReferral: boolean;
  startDateFrom?: string;
  startDateTo?: string;
  rate?: number;
  /** Only these (keyword matches, positions that fit a talent). */
  within?: Bitmap;
};

/**
 * The sort key of a position as one number per direction, NaN for none: by the minimum rate then the maximum, a
 * missing maximum after the others in both directions (`nulls last`), as browsing's SQL ordered (lib/pagination.ts).
 */
const SORT_KEYS: Record<PositionSort, (facts: PositionFacts, ascending: boolean) => number> = {
  datePosted: (facts) => facts.datePosted,
  startDate: (facts) => (facts.startDate === null ? Number.NaN : dayNumber(facts.startDate)),
  rate: (facts, ascending) => rateKey(facts.rateMin, facts.rateMax, ascending),
  isPartnerOnly: (facts) => (facts.partnerOnly ? 1 : 0),
};

export class PositionIndex {
  private facts: (PositionFacts | undefined)[] = [];
  // The range conditions, read for every candidate: typed arrays by id.
  private rateMin = new Int32Array(1024);
  private rateMax = new Int32Array(1024);
  private startDay = new Int32Array(1024);
  private expiresAt = new Float64Array(1024);

  private readonly bySkill = new ValueBitmaps();
  private readonly byWorkMode = new ValueBitmaps();
  private readonly byLocation = new ValueBitmaps();
  private readonly byRole = new ValueBitmaps();
  private readonly bySeniority = new ValueBitmaps();
  private readonly byOwner = new ValueBitmaps();
  private readonly byProject = new ValueBitmaps();
  private readonly listable = new RoaringBitmap32();
  private readonly publicOnes = new RoaringBitmap32();
  private readonly withReferral = new RoaringBitmap32();
  /** Listable and not expired at `computedAt`, valid until the first of them expires. */
  private live?: { bitmap: Bitmap; computedAt: number; until: number };

  private readonly orders = Object.fromEntries(
    POSITION_SORTS.map((sort) => [
      sort,
      {
        ascending: new KeyedOrder<PositionFacts>((facts) => SORT_KEYS[sort](facts, true), true),
        descending: new KeyedOrder<PositionFacts>((facts) => SORT_KEYS[sort](facts, false), false),
      },
    ]),
  ) as Record<PositionSort, { ascending: KeyedOrder<PositionFacts>; descending: KeyedOrder<PositionFacts> }>;
  private readonly allOrders = Object.values(this.orders).flatMap((order) => [order.ascending, order.descending]);
  private readonly marks = new Marks();
  private readonly buffer = new IdBuffer();

  get(id: number): PositionFacts | undefined {
    return this.facts[id];
  }

  /** The positions of `ownerId` now in the index. */
  idsOf(ownerId: number): number[] {
    return this.byOwner.get(ownerId)?.toArray() ?? [];
  }

  /** Replaces every position with `all`. */
  replaceAll(all: Map<number, PositionFacts>) {
    this.facts = [];
    for (const bitmaps of [this.bySkill, this.byWorkMode, this.byLocation, this.byRole, this.bySeniority])
      bitmaps.clear();
    this.byOwner.clear();
    this.byProject.clear();
    this.listable.clear();
    this.publicOnes.clear();
    this.withReferral.clear();
    for (const facts of all.values()) this.add(facts, false);
    const listed = this.listable.toUint32Array();
    for (const order of this.allOrders) order.sorted.build(listed);
    this.live = undefined;
  }

  /** Applies the current facts of changed positions (none: the position is gone). */
  apply(changed: Map<number, PositionFacts | undefined>) {
    for (const [id, facts] of changed) {
      const previous = this.facts[id];
      if (previous) this.remove(previous);
      if (facts) this.add(facts, true);
    }
    this.live = undefined;
  }

  private add(facts: PositionFacts, ordered: boolean) {
    const { id } = facts;
    this.reserve(id);
    this.facts[id] = facts;
    this.rateMin[id] = facts.rateMin ?? NO_RATE;
    this.rateMax[id] = facts.rateMax ?? NO_RATE;
    this.startDay[id] = dayNumber(facts.startDate);
    this.expiresAt[id] = facts.expiresAt;
    this.index(facts, (bitmaps, value) => bitmaps.add(value, id));
    for (const order of this.allOrders) order.keep(facts);
    if (facts.listable) {
      this.listable.add(id);
      if (ordered) for (const order of this.allOrders) order.sorted.insert(id);
    }
    if (!facts.partnerOnly) this.publicOnes.add(id);
    if (facts.withReferral) this.withReferral.add(id);
  }

  private remove(facts: PositionFacts) {
    const { id } = facts;
    this.index(facts, (bitmaps, value) => bitmaps.remove(value, id));
    if (facts.listable) for (const order of this.allOrders) order.sorted.remove(id);
    this.listable.remove(id);
    this.publicOnes.remove(id);
    this.withReferral.remove(id);
    this.facts[id] = undefined;
  }

  private index(facts: PositionFacts, each: (bitmaps: ValueBitmaps, value: number) => void) {
    for (const skill of facts.requiredSkills) each(this.bySkill, skill.skillId);
    for (const skillId of facts.optionalSkills) each(this.bySkill, skillId);
    for (const mode of facts.workModes) each(this.byWorkMode, mode);
    for (const place of facts.locations) each(this.byLocation, place.id);
    each(this.byRole, facts.roleId);
    each(this.bySeniority, facts.seniorityId);
    each(this.byOwner, facts.ownerId);
    each(this.byProject, facts.projectId);
  }

  private reserve(id: number) {
    this.rateMin = fitting(this.rateMin, id);
    this.rateMax = fitting(this.rateMax, id);
    this.startDay = fitting(this.startDay, id);
    this.expiresAt = fitting(this.expiresAt, id);
  }

  /** Listable positions whose project has not expired at `now`. */
  private liveAt(now: number): Bitmap {
    const live = this.live;
    if (live && now >= live.computedAt && now < live.until) return live.bitmap;
    const listed = this.listable.toUint32Array();
    const ids: number[] = [];
    let until = Number.POSITIVE_INFINITY;
    for (const id of listed) {
      const expiresAt = this.expiresAt[id]!;
      if (expiresAt <= now) continue;
      ids.push(id);
      if (expiresAt < until) until = expiresAt;
    }
    const bitmap = new RoaringBitmap32(ids);
    this.live = { bitmap, computedAt: now, until };
    return bitmap;
  }

  /** The ids `filter` keeps at `now`, each marked for the page's walk. */
  private matches(filter: PositionFilter, now: number, walkShort: boolean): Matches {
    // Every condition as a bitmap; intersected from the smallest, so each step is as cheap as it can be.
    const conditions: Bitmap[] = [this.liveAt(now)];
    const shared = filter.sharedProjects.length
      ? RoaringBitmap32.andNot(unionOf(filter.sharedProjects.map((id) => this.byProject.get(id))), this.publicOnes)
      : undefined;
    if (filter.onlyShared) conditions.push(shared ?? new RoaringBitmap32());
    else conditions.push(shared ? RoaringBitmap32.or(this.publicOnes, shared) : this.publicOnes);
    const anyOf = (bitmaps: ValueBitmaps, values: readonly number[]) => {
      if (values.length > 0) conditions.push(unionOf(values.map((value) => bitmaps.get(value))));
    };
    anyOf(this.bySkill, filter.skills);
    anyOf(this.byWorkMode, filter.workModes);
    anyOf(this.byRole, filter.roles);
    anyOf(this.bySeniority, filter.seniorities);
    anyOf(this.byLocation, filter.locations);
    if (filter.companyId !== undefined) anyOf(this.byOwner, [filter.companyId]);
    if (filter.withReferral) conditions.push(this.withReferral);
    if (filter.within) conditions.push(filter.within);
    const candidates = intersection(conditions);
    const own = this.byOwner.get(filter.reader);
    if (own) candidates.andNotInPlace(own);

    const { rate, startDateFrom, startDateTo } = filter;
    if (rate === undefined && startDateFrom === undefined && startDateTo === undefined) {
      // No range to check: the bitmap is the matches. A short walk asks it directly; a long one marks them first.
      const ids = () => candidates.toUint32Array(this.buffer.fit(candidates.size));
      if (walkShort) return { total: candidates.size, ids, member: candidates };
      const all = ids();
      this.marks.begin();
      this.marks.markAll(all);
      return { total: all.length, ids: () => all, member: this.marks };
    }
    const ids = candidates.toUint32Array(this.buffer.fit(candidates.size));
    this.marks.begin();
    const from = startDateFrom === undefined ? undefined : dayNumber(startDateFrom);
    const to = startDateTo === undefined ? undefined : dayNumber(startDateTo);
    let count = 0;
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index]!;
      if (rate !== undefined) {
        const min = this.rateMin[id]!;
        const max = this.rateMax[id]!;
        if (min === NO_RATE || min > rate || (max !== NO_RATE && max < rate)) continue;
      }
      if (from !== undefined || to !== undefined) {
        const day = this.startDay[id]!;
        if (day === NO_DATE || (from !== undefined && day < from) || (to !== undefined && day > to)) continue;
      }
      ids[count] = id;
      count += 1;
    }
    const matching = ids.subarray(0, count);
    this.marks.markAll(matching);
    return { total: count, ids: () => matching, member: this.marks };
  }

  /** One page in a sort order, with the exact number of matches. */
  page(filter: PositionFilter, now: number, sort: PositionSort, ascending: boolean, from: number, size: number) {
    const matches = this.matches(filter, now, from + size <= SHORT_WALK);
    const { sorted } = this.orders[sort][ascending ? 'ascending' : 'descending'];
    const walk: Walk = { order: sorted.view(), member: matches.member };
    return { ids: pageOf(matches, [walk], sorted.compare, from, size), total: matches.total };
  }

  /** One page in the order of `ranked` (best first), among the matches of `filter`. */
  rankedPage(filter: PositionFilter, now: number, ranked: ArrayLike<number>, from: number, size: number) {
    const matches = this.matches(filter, now, from + size <= SHORT_WALK);
    return {
      ids: pageOf(matches, [{ order: ranked, member: matches.member }], undefined, from, size),
      total: matches.total,
    };
  }

  /** Positions with any of `skillIds`. */
  withAnySkill(skillIds: readonly number[]): Bitmap {
    return unionOf(skillIds.map((skillId) => this.bySkill.get(skillId)));
  }
}

/** The facts of the positions `ids` (all when undefined), read from the database a chunk at a time. */
export async function loadPositionFacts(db: Db, ids?: readonly number[]): Promise<Map<number, PositionFacts>> {
  const levels = new Map(
    (await db.select({ id: seniorities.id, level: seniorities.level }).from(seniorities)).map((row) => [
      row.id,
      row.level,
    ]),
  );
  const wanted = ids ?? (await db.select({ id: positions.id }).from(positions)).map((row) => row.id);
  const result = new Map<number, PositionFacts>();
  await inChunks(wanted, async (chunk) => {
    const records = await selectPositions(db).where(inArray(positions.id, chunk));
    const cards = new Map((await toPositions(db, records)).map((card) => [card.id, card]));
    const ownerIds = [...new Set(records.map((record) => record.position.ownerId))];
    const owners = new Map(
      (ownerIds.length ? await db.select().from(companies).where(inArray(companies.id, ownerIds)) : []).map((row) => [
        row.id,
        JSON.stringify(toSummary(row)),
      ]),
    );
    const places = await db
      .select({ positionId: positionLocations.positionId, id: locations.id, countryId: locations.parentId })
      .from(positionLocations)
      .innerJoin(locations, eq(locations.id, positionLocations.locationId))
      .where(inArray(positionLocations.positionId, chunk));
    const placesOf = rowsBy(places, (place) => place.positionId);
    for (const { position } of records) {
      const { views, applicationCount, acceptedCount, ...card } = cards.get(position.id)!;
      result.set(position.id, {
        id: position.id,
        projectId: position.projectId,
        ownerId: position.ownerId,
        roleId: position.roleId,
        seniorityId: position.seniorityId,
        listable: position.statusId === OPENED_STATUS_ID && position.ownerApproved,
        partnerOnly: position.partnerOnly,
        withReferral: position.withReferral,
        expiresAt: position.expiresAt.getTime(),
        datePosted: position.datePosted.getTime(),
        startDate: position.startDate,
        rateMin: position.rateMin,
        rateMax: position.rateMax,
        minYearsExperience: position.minYearsExperience,
        seniorityLevel: levels.get(position.seniorityId) ?? 0,
        requiredSkills: card.requiredSkills,
        optionalSkills: card.optionalSkills,
        workModes: card.workMode,
        locations: placesOf(position.id).map(({ id, countryId }) => ({ id, countryId })),
        json: JSON.stringify(card),
        companyJson: owners.get(position.ownerId)!,
      });
    }
  });
  return result;
}
