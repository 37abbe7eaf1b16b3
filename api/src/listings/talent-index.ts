// The talents as browsing reads them, in memory, as position-index.ts keeps the positions: a bitmap of ids per value
// of each filter, the talents in each sort order, and what the match score reads. Who may see a talent (its bench
// public or shared with the reader, its company approved) and its freshness are decided per browse.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Talent } from '@benchlink/contracts/talents';
import { benchSettings, talentLocations, talents, talentSkills } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { locations, seniorities } from '../db/schema/reference';
import type { JsonText } from '../lib/json-text';
import type { MatchTalent } from '../lib/match';
import { rowsBy } from '../lib/rows-by';
import { selectTalents, toTalents } from '../routes/talents/talents.service';
import { type Bitmap, IdBuffer, intersection, Marks, pageOf, RoaringBitmap32, unionOf } from './selection';
import { KeyedOrder } from './sorted-ids';
import { dayNumber, fitting, inChunks, NO_DATE, NO_RATE, rateKey, ValueBitmaps } from './value-bitmaps';

/** What browsing and ranking read of one talent. */
export type TalentFacts = MatchTalent & {
  id: number;
  companyId: number;
  roleId: number;
  seniorityId: number;
  /** Active, and its company approved: shown to the companies its bench is shared with. */
  shown: boolean;
  /** Its company shares its bench with every company. */
  benchPublic: boolean;
  /** `YYYY-MM-DD`; none: available now. */
  availableFrom: string | null;
  availabilityConfirmedAt: number;
  /**
   * The browse card as the database gives it (talents.service's toTalents), as JSON, less what depends on the moment
   * or the reader (its availability status, read from the clock, and its fit for one position).
   */
  json: JsonText<Omit<Talent, 'availabilityStatus' | 'match'>>;
};

export const TALENT_SORTS = ['rate', 'experience'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];

/** What a browse of talents asks for; lists are "any of", an empty list no condition. */
export type TalentFilter = {
  reader: number;
  /** Companies whose private bench is shared with the reader through one of its partner groups. */
  sharedBenches: readonly number[];
  skills: readonly number[];
  workModes: readonly number[];
  roles: readonly number[];
  seniorities: readonly number[];
  locations: readonly number[];
  companyId?: number;
  availableBy?: string;
  rate?: number;
  /** Only these (keyword matches, talents that fit a position). */
  within?: Bitmap;
  /** Left out: the talents under the reader's blind review (lib/talent-access.ts, `inReviewBy`), a few ids. */
  inReview: readonly number[];
};

/** The freshness rules at one moment: listed while confirmed after `listedSince`, fresh after `freshSince`. */
export type Freshness = { listedSince: number; freshSince: number };

/** The sort key of a talent as one number per direction, NaN for none (see position-index.ts). */
const SORT_KEYS: Record<TalentSort, (facts: TalentFacts, ascending: boolean) => number> = {
  rate: (facts, ascending) => rateKey(facts.minRate, facts.maxRate, ascending),
  experience: (facts) => facts.totalMonths,
};

export class TalentIndex {
  private facts: (TalentFacts | undefined)[] = [];
  // The range conditions, read for every candidate: typed arrays by id.
  private confirmedAt = new Float64Array(1024);
  private minRate = new Int32Array(1024);
  private maxRate = new Int32Array(1024);
  private availableDay = new Int32Array(1024);
  private readonly bySkill = new ValueBitmaps();
  private readonly byWorkMode = new ValueBitmaps();
  private readonly byLocation = new ValueBitmaps();
  private readonly byRole = new ValueBitmaps();
  private readonly bySeniority = new ValueBitmaps();
  private readonly byCompany = new ValueBitmaps();
  private readonly shown = new RoaringBitmap32();
  private readonly publicBenches = new RoaringBitmap32();
  private readonly orders = Object.fromEntries(
    TALENT_SORTS.map((sort) => [
      sort,
      {
        ascending: new KeyedOrder<TalentFacts>((facts) => SORT_KEYS[sort](facts, true), true),
        descending: new KeyedOrder<TalentFacts>((facts) => SORT_KEYS[sort](facts, false), false),
      },
    ]),
  ) as Record<TalentSort, { ascending: KeyedOrder<TalentFacts>; descending: KeyedOrder<TalentFacts> }>;
  private readonly allOrders = Object.values(this.orders).flatMap((order) => [order.ascending, order.descending]);
  private readonly buffer = new IdBuffer();
  private readonly fresh = new Marks();
  private readonly stale = new Marks();

  get(id: number): TalentFacts | undefined {
    return this.facts[id];
  }

  /** The talents of `companyId` now in the index. */
  idsOf(companyId: number): number[] {
    return this.byCompany.get(companyId)?.toArray() ?? [];
  }

  replaceAll(all: Map<number, TalentFacts>) {
    this.facts = [];
    for (const bitmaps of [this.bySkill, this.byWorkMode, this.byLocation, this.byRole, this.bySeniority])
      bitmaps.clear();
    this.byCompany.clear();
    this.shown.clear();
    this.publicBenches.clear();
    for (const facts of all.values()) this.add(facts, false);
    const shown = this.shown.toUint32Array();
    for (const order of this.allOrders) order.sorted.build(shown);
  }

  /** Applies the current facts of changed talents (none: the talent is gone). */
  apply(changed: Map<number, TalentFacts | undefined>) {
    for (const [id, facts] of changed) {
      const previous = this.facts[id];
      if (previous) this.remove(previous);
      if (facts) this.add(facts, true);
    }
  }

  private add(facts: TalentFacts, ordered: boolean) {
    const { id } = facts;
    this.facts[id] = facts;
    this.confirmedAt = fitting(this.confirmedAt, id);
    this.minRate = fitting(this.minRate, id);
    this.maxRate = fitting(this.maxRate, id);
    this.availableDay = fitting(this.availableDay, id);
    this.confirmedAt[id] = facts.availabilityConfirmedAt;
    this.minRate[id] = facts.minRate ?? NO_RATE;
    this.maxRate[id] = facts.maxRate ?? NO_RATE;
    this.availableDay[id] = dayNumber(facts.availableFrom);
    this.index(facts, (bitmaps, value) => bitmaps.add(value, id));
    for (const order of this.allOrders) order.keep(facts);
    if (facts.shown) {
      this.shown.add(id);
      if (ordered) for (const order of this.allOrders) order.sorted.insert(id);
    }
    if (facts.benchPublic) this.publicBenches.add(id);
  }

  private remove(facts: TalentFacts) {
    const { id } = facts;
    this.index(facts, (bitmaps, value) => bitmaps.remove(value, id));
    if (facts.shown) for (const order of this.allOrders) order.sorted.remove(id);
    this.shown.remove(id);
    this.publicBenches.remove(id);
    this.facts[id] = undefined;
  }

  private index(facts: TalentFacts, each: (bitmaps: ValueBitmaps, value: number) => void) {
    for (const skill of facts.skills) each(this.bySkill, skill.skillId);
    for (const mode of facts.workModes) each(this.byWorkMode, mode);
    for (const place of facts.locations) each(this.byLocation, place.id);
    each(this.byRole, facts.roleId);
    each(this.bySeniority, facts.seniorityId);
    each(this.byCompany, facts.companyId);
  }

  /** The ids `filter` keeps while `freshness` holds, each marked fresh or stale for the page's walk. */
  private matches(filter: TalentFilter, freshness: Freshness): Uint32Array {
    // Every condition as a bitmap; intersected from the smallest, so each step is as cheap as it can be.
    const benches = filter.sharedBenches.length
      ? RoaringBitmap32.or(this.publicBenches, unionOf(filter.sharedBenches.map((id) => this.byCompany.get(id))))
      : this.publicBenches;
    const conditions: Bitmap[] = [this.shown, benches];
    const anyOf = (bitmaps: ValueBitmaps, values: readonly number[]) => {
      if (values.length > 0) conditions.push(unionOf(values.map((value) => bitmaps.get(value))));
    };
    anyOf(this.bySkill, filter.skills);
    anyOf(this.byWorkMode, filter.workModes);
    anyOf(this.byLocation, filter.locations);
    anyOf(this.byRole, filter.roles);
    anyOf(this.bySeniority, filter.seniorities);
    if (filter.companyId !== undefined) anyOf(this.byCompany, [filter.companyId]);
    if (filter.within) conditions.push(filter.within);
    const candidates = intersection(conditions);
    const own = this.byCompany.get(filter.reader);
    if (own) candidates.andNotInPlace(own);
    if (filter.inReview.length > 0) candidates.removeMany(filter.inReview);

    const ids = candidates.toUint32Array(this.buffer.fit(candidates.size));
    const { rate } = filter;
    const availableBy = filter.availableBy === undefined ? undefined : dayNumber(filter.availableBy);
    this.fresh.begin();
    this.stale.begin();
    let kept = 0;
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index]!;
      const confirmedAt = this.confirmedAt[id]!;
      if (confirmedAt <= freshness.listedSince) continue;
      if (rate !== undefined) {
        const min = this.minRate[id]!;
        const max = this.maxRate[id]!;
        if (min === NO_RATE || min > rate || (max !== NO_RATE && max < rate)) continue;
      }
      if (availableBy !== undefined) {
        const day = this.availableDay[id]!;
        if (day !== NO_DATE && day > availableBy) continue;
      }
      ids[kept] = id;
      kept += 1;
      if (confirmedAt > freshness.freshSince) this.fresh.mark(id);
      else this.stale.mark(id);
    }
    return ids.subarray(0, kept);
  }

  /** One page in a sort order, fresh talents before stale ones, with the exact number of matches. */
  page(filter: TalentFilter, freshness: Freshness, sort: TalentSort, ascending: boolean, from: number, size: number) {
    const matches = this.matches(filter, freshness);
    const { sorted } = this.orders[sort][ascending ? 'ascending' : 'descending'];
    const order = sorted.view();
    const staleness = (id: number) => (this.stale.has(id) ? 1 : 0);
    const ids = pageOf(
      { total: matches.length, ids: () => matches },
      [
        { order, member: this.fresh },
        { order, member: this.stale },
      ],
      (a, b) => staleness(a) - staleness(b) || sorted.compare(a, b),
      from,
      size,
    );
    return { ids, total: matches.length };
  }

  /** One page in the order of `ranked` (best first), fresh talents before stale ones, among the matches of `filter`. */
  rankedPage(filter: TalentFilter, freshness: Freshness, ranked: ArrayLike<number>, from: number, size: number) {
    const matches = this.matches(filter, freshness);
    const walks = [
      { order: ranked, member: this.fresh },
      { order: ranked, member: this.stale },
    ];
    return {
      ids: pageOf({ total: matches.length, ids: () => matches }, walks, undefined, from, size),
      total: matches.length,
    };
  }

  /** Talents with any of `skillIds`. */
  withAnySkill(skillIds: readonly number[]): Bitmap {
    return unionOf(skillIds.map((skillId) => this.bySkill.get(skillId)));
  }
}

/**
 * The facts of the talents `ids` and of every talent of `companyIds` (all talents when no scope is given), read from
 * the database a chunk at a time.
 */
export async function loadTalentFacts(
  db: Db,
  scope?: { ids: readonly number[]; companyIds: readonly number[] },
): Promise<Map<number, TalentFacts>> {
  const levels = new Map(
    (await db.select({ id: seniorities.id, level: seniorities.level }).from(seniorities)).map((row) => [
      row.id,
      row.level,
    ]),
  );
  let wanted: number[];
  if (scope) {
    const ofCompanies = scope.companyIds.length
      ? await db
          .select({ id: talents.id })
          .from(talents)
          .where(inArray(talents.companyId, [...scope.companyIds]))
      : [];
    wanted = [...new Set([...scope.ids, ...ofCompanies.map((row) => row.id)])];
  } else {
    wanted = (await db.select({ id: talents.id }).from(talents)).map((row) => row.id);
  }
  const result = new Map<number, TalentFacts>();
  await inChunks(wanted, async (chunk) => {
    const records = await selectTalents(db).where(inArray(talents.id, chunk));
    const cards = new Map((await toTalents(db, records, null)).map((card) => [card.id, card]));
    const sharing = await db
      .select({ companyId: companies.id, approved: companies.approved, isPublic: benchSettings.isPublic })
      .from(companies)
      .leftJoin(benchSettings, eq(benchSettings.companyId, companies.id))
      .where(inArray(companies.id, [...new Set(records.map((record) => record.talent.companyId))]));
    const companyOf = new Map(sharing.map((row) => [row.companyId, row]));
    const skills = await db
      .select({ talentId: talentSkills.talentId, skillId: talentSkills.skillId, months: talentSkills.months })
      .from(talentSkills)
      .where(inArray(talentSkills.talentId, chunk));
    const skillsOf = rowsBy(skills, (skill) => skill.talentId);
    const places = await db
      .select({ talentId: talentLocations.talentId, id: locations.id, countryId: locations.parentId })
      .from(talentLocations)
      .innerJoin(locations, eq(locations.id, talentLocations.locationId))
      .where(inArray(talentLocations.talentId, chunk));
    const placesOf = rowsBy(places, (place) => place.talentId);
    for (const { talent } of records) {
      const { availabilityStatus, match, ...card } = cards.get(talent.id)!;
      const company = companyOf.get(talent.companyId);
      result.set(talent.id, {
        id: talent.id,
        companyId: talent.companyId,
        roleId: talent.roleId,
        seniorityId: talent.seniorityId,
        shown: talent.active && company?.approved === true,
        // No settings row: the bench is public.
        benchPublic: company?.isPublic ?? true,
        availableFrom: talent.availableFrom,
        availabilityConfirmedAt: talent.availabilityConfirmedAt.getTime(),
        totalMonths: talent.totalMonths,
        minRate: talent.minRate,
        maxRate: talent.maxRate,
        seniorityLevel: levels.get(talent.seniorityId) ?? 0,
        skills: skillsOf(talent.id).map(({ skillId, months }) => ({ skillId, months })),
        workModes: card.workModes,
        locations: placesOf(talent.id).map(({ id, countryId }) => ({ id, countryId })),
        json: JSON.stringify(card),
      });
    }
  });
  return result;
}
