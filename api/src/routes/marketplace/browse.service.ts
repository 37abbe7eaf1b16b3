// Browsing other companies' open positions and shared talents: the visibility rules of projects and benches, the
// filters and keyword search of the browse screens, ranking by fit, and stable paging (ties broken by id). Which
// listings match, their exact number, the ids of a page and its cards (as JSON) come from the process's listing index
// (api/src/listings); what changes without a listing write (views, application counts) is read from the database.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type BrowsedPosition,
  type BrowsePositionsQuery,
  type BrowseTalentsQuery,
} from '@benchlink/contracts/applications';
import { type Paged } from '@benchlink/contracts/common';
import type { Match } from '@benchlink/contracts/match';
import { type Talent } from '@benchlink/contracts/talents';
import type { Db } from '../../db/client';
import { preparedQueries } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { positions } from '../../db/schema/projects';
import { notFound } from '../../lib/errors';
import { type JsonText, pagedJson, RawJson, withFields } from '../../lib/json-text';
import { coveringPlaces } from '../../lib/locations';
import { byMatch, matchScore } from '../../lib/match';
import { withDescendantRoles } from '../../lib/roles';
import { benchesSharedWith, talentsInReviewBy } from '../../lib/talent-access';
import { currentListings, type Listings } from '../../listings/listings';
import type { PositionFilter } from '../../listings/position-index';
import { type Bitmap, RoaringBitmap32 } from '../../listings/selection';
import type { TalentFilter } from '../../listings/talent-index';
import { parseSearch, rankedSearch, type SearchKind, type SearchText } from '../../search/search-index';
import { applicationCountColumns, applicationsWhere, POSITION_NOT_FOUND_MESSAGE } from '../positions/positions.service';
import { availabilityStatusOf, freshSince, listedSince, TALENT_NOT_FOUND_MESSAGE } from '../talents/talents.service';
import { sharedProjectIds } from './visibility';

/** Listings matching a keyword search, best first, and as a set; computed once while the listings stay as they are. */
function searched(listings: Listings, db: Db, kind: SearchKind, search: SearchText) {
  return listings.derive(`search:${kind}:${search.words.join(' ')}`, async () => {
    const ranked = await rankedSearch(db, kind, search);
    return { ranked: Uint32Array.from(ranked), set: new RoaringBitmap32(ranked) };
  });
}

/** Both conditions (either may be absent). */
const bothOf = (one: Bitmap | undefined, other: Bitmap | undefined) =>
  one && other ? RoaringBitmap32.and(one, other) : (one ?? other);

/**
 * The positions that ask for one of the talent's skills, best fit first (ties by id): the ranking of `sort=match`.
 * Computed once while the listings stay as they are.
 */
function positionsByFit(listings: Listings, talentId: number) {
  return listings.derive(`positions-fit:${talentId}`, () => {
    const talent = listings.talents.get(talentId)!;
    const fitting = listings.positions.withAnySkill(talent.skills.map((skill) => skill.skillId));
    const ranked = Array.from(fitting, (id) => ({ id, match: matchScore(listings.positions.get(id)!, talent) }));
    ranked.sort(byMatch);
    return { ranked: Uint32Array.from(ranked, (row) => row.id), set: fitting };
  });
}

/** The talents that have one of the position's skills, best fit first (ties by id), as `positionsByFit`. */
function talentsByFit(listings: Listings, positionId: number) {
  return listings.derive(`talents-fit:${positionId}`, () => {
    const position = listings.positions.get(positionId)!;
    const skillIds = [...position.requiredSkills.map((skill) => skill.skillId), ...position.optionalSkills];
    const fitting = listings.talents.withAnySkill(skillIds);
    const ranked = Array.from(fitting, (id) => ({ id, match: matchScore(position, listings.talents.get(id)!) }));
    ranked.sort(byMatch);
    return { ranked: Uint32Array.from(ranked, (row) => row.id), set: fitting };
  });
}

/**
 * One page of the positions `reader` may apply to, with their company and the reader's applications to each; with
 * `talentId` (one of the reader's talents), each one's fit for that talent.
 */
export async function browsePositions(
  db: Db,
  reader: number,
  query: BrowsePositionsQuery,
): Promise<JsonText<Paged<BrowsedPosition>>> {
  const now = Date.now();
  const listings = await currentListings(db);
  const talent = query.talentId === undefined ? undefined : listings.talents.get(query.talentId);
  if (query.talentId !== undefined && talent?.companyId !== reader) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  const search = parseSearch(query.q);
  const keywords = search ? await searched(listings, db, 'position', search) : undefined;
  const fit = talent && query.sort === 'match' ? await positionsByFit(listings, talent.id) : undefined;
  const filter: PositionFilter = {
    reader,
    sharedProjects: await listings.derive(`projects:${reader}`, () => sharedProjectIds(db, reader), 'readers'),
    onlyShared: query.isPartnerOnly,
    skills: query.skills,
    workModes: query.workModes,
    roles: await withDescendantRoles(db, query.roles),
    seniorities: query.seniorities,
    locations: await coveringPlaces(db, query.locations),
    companyId: query.companyId,
    withReferral: query.withReferral,
    startDateFrom: query.startDateFrom,
    startDateTo: query.startDateTo,
    rate: query.rate,
    within: bothOf(keywords?.set, fit?.set),
  };
  const from = query.offset * query.pageSize;
  const ranked = fit?.ranked ?? (query.sort === 'relevance' ? keywords?.ranked : undefined);
  const page = ranked
    ? listings.positions.rankedPage(filter, now, ranked, from, query.pageSize)
    : listings.positions.page(
        filter,
        now,
        // Relevance without words and best match without a talent show the newest first.
        query.sort === 'relevance' || query.sort === 'match' ? 'datePosted' : query.sort,
        query.sort === 'relevance' ? false : query.ascending,
        from,
        query.pageSize,
      );
  const scores = talent
    ? new Map(page.ids.map((id) => [id, matchScore(listings.positions.get(id)!, talent)] as const))
    : undefined;
  return pagedJson(page.total, query.pageSize, await positionsOfPage(db, listings, reader, page.ids, scores));
}

/** Placeholders `id0`, `id1`… for a page of `size` ids, and their values. */
const idPlaceholders = (size: number) => Array.from({ length: size }, (_, index) => sql.placeholder(`id${index}`));
const idValues = (ids: number[]) => Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));

/**
 * What the cards of a page show that changes without a listing write: each position's views, the applications it
 * received, how many were accepted, and those the reader sent. One statement per page size, prepared once; the counts
 * are read by position from the applications' (position, status) index.
 */
const pageCounts = preparedQueries((db, size: number) =>
  db
    .select({
      id: positions.id,
      views: positions.views,
      ...applicationCountColumns(),
      mine: applicationsWhere(
        and(eq(applications.companyId, sql.placeholder('reader')), ne(applications.status, 'CANCELLED'))!,
      ),
    })
    .from(positions)
    .where(inArray(positions.id, idPlaceholders(size)))
    .prepare(`browse_page_counts_${size}`),
);

/**
 * The positions `ids`, in that order, as the browse list shows them to `reader`: their cards from the listing index,
 * with what changes without a listing write (views, applications received and the reader's own) read per page.
 */
async function positionsOfPage(
  db: Db,
  listings: Listings,
  reader: number,
  ids: number[],
  scores: Map<number, Match> | undefined,
): Promise<JsonText<BrowsedPosition>[]> {
  if (ids.length === 0) return [];
  const counts = new Map(
    (await pageCounts(db, ids.length).execute({ reader, ...idValues(ids) })).map((row) => [row.id, row]),
  );
  return ids.map((id) => {
    const counted = counts.get(id);
    const { json, companyJson } = listings.positions.get(id)!;
    return withFields<BrowsedPosition>(json, {
      company: new RawJson(companyJson),
      views: counted?.views ?? 0,
      applicationCount: counted?.received ?? 0,
      acceptedCount: counted?.accepted ?? 0,
      myApplicationCount: counted?.mine ?? 0,
      match: scores?.get(id),
    });
  });
}

/**
 * One page of the talents other companies share with `reader`, filtered and searched; with `positionId` (one of the
 * reader's positions), each one's fit for that position. Talents whose availability was not confirmed for 30 days
 * are left out; those not confirmed for 14 come after the fresh ones. Talents with an undecided application to one of
 * the reader's positions are left out until the decision (blind review, lib/talent-access.ts): this serves the
 * browse, its keyword search, the ranking for a position and a company page's talents alike.
 */
export async function browseTalents(
  db: Db,
  reader: number,
  query: BrowseTalentsQuery,
): Promise<JsonText<Paged<Talent>>> {
  const now = new Date();
  const listings = await currentListings(db);
  const position = query.positionId === undefined ? undefined : listings.positions.get(query.positionId);
  if (query.positionId !== undefined && position?.ownerId !== reader) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  const search = parseSearch(query.q);
  const keywords = search ? await searched(listings, db, 'talent', search) : undefined;
  const fit = position && query.sort === 'match' ? await talentsByFit(listings, position.id) : undefined;
  const filter: TalentFilter = {
    reader,
    sharedBenches: await listings.derive(`benches:${reader}`, () => benchesSharedWith(db, reader), 'readers'),
    skills: query.skills,
    workModes: query.workModes,
    roles: await withDescendantRoles(db, query.roles),
    seniorities: query.seniorities,
    locations: await coveringPlaces(db, query.locations),
    companyId: query.companyId,
    availableBy: query.availableBy,
    rate: query.rate,
    within: bothOf(keywords?.set, fit?.set),
    inReview: await talentsInReviewBy(db, reader),
  };
  const freshness = { listedSince: listedSince(now).getTime(), freshSince: freshSince(now).getTime() };
  const from = query.offset * query.pageSize;
  const ranked = fit?.ranked ?? (query.sort === 'relevance' ? keywords?.ranked : undefined);
  const page = ranked
    ? listings.talents.rankedPage(filter, freshness, ranked, from, query.pageSize)
    : listings.talents.page(
        filter,
        freshness,
        // Relevance without words and best match without a position show the cheapest first.
        query.sort === 'relevance' || query.sort === 'match' ? 'rate' : query.sort,
        query.sort === 'relevance' ? false : query.ascending,
        from,
        query.pageSize,
      );
  const scores = position
    ? new Map(page.ids.map((id) => [id, matchScore(position, listings.talents.get(id)!)] as const))
    : undefined;
  const content = page.ids.map((id) => {
    const { json, availabilityConfirmedAt } = listings.talents.get(id)!;
    return withFields<Talent>(json, {
      availabilityStatus: availabilityStatusOf(new Date(availabilityConfirmedAt), now),
      match: scores?.get(id),
    });
  });
  return pagedJson(page.total, query.pageSize, content);
}
