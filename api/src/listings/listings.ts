// Each process's in-memory index of the marketplace's listings (docs/decisions/014-listing-index.md), kept current
// from the change log that the database's triggers write in every listing write's own transaction. A browse first
// catches up with the last committed change, so it reflects every write acknowledged before it, from any process.
import type { Db } from '../db/client';
import { changesAfter, lastChange, REPLAY_LIMIT } from './change-log';
import { loadPositionFacts, PositionIndex } from './position-index';
import { loadTalentFacts, TalentIndex } from './talent-index';

/**
 * How many results computed from the listings are kept while no listing changes, most recently used first: keyword
 * matches and rankings (up to a few hundred KiB each), and what is shared with each reader (a few ids each).
 */
const DERIVED_MAX = { results: 256, readers: 4096 };
type Derived = keyof typeof DERIVED_MAX;

class Listings {
  readonly positions = new PositionIndex();
  readonly talents = new TalentIndex();
  /** The last change applied; -1 until the first load. */
  private seen = -1;
  private running?: Promise<void>;
  private readonly derived: Record<Derived, Map<string, unknown>> = { results: new Map(), readers: new Map() };

  constructor(private readonly db: Db) {}

  /** Resolves once every change committed before the call is applied. */
  async catchUp() {
    for (;;) {
      const latest = await lastChange(this.db);
      if (latest <= this.seen) return;
      // A catch-up already running may have read the log before the change this caller must see: wait, then look again.
      if (this.running) {
        await this.running;
        continue;
      }
      this.running = this.advance(latest).finally(() => (this.running = undefined));
      await this.running;
    }
  }

  private async advance(latest: number) {
    if (this.seen < 0) return this.reload(latest);
    const changes = await changesAfter(this.db, this.seen);
    const missed = changes.some((change) => change.kind === 'pruned' && change.subjectId > this.seen);
    if (changes.length > REPLAY_LIMIT || missed) {
      return this.reload(await lastChange(this.db));
    }
    const ids = { position: new Set<number>(), talent: new Set<number>(), company: new Set<number>() };
    // A `sharing` change needs nothing more: what is shared with each reader is derived, and forgotten below.
    for (const change of changes) {
      if (change.kind === 'position' || change.kind === 'talent' || change.kind === 'company') {
        ids[change.kind].add(change.subjectId);
      }
    }
    // A company's name and logo are on its positions' cards.
    for (const companyId of ids.company) for (const id of this.positions.idsOf(companyId)) ids.position.add(id);
    if (ids.position.size > 0) {
      const facts = await loadPositionFacts(this.db, [...ids.position]);
      this.positions.apply(new Map([...ids.position].map((id) => [id, facts.get(id)])));
    }
    if (ids.talent.size > 0 || ids.company.size > 0) {
      const companyIds = [...ids.company];
      const talentIds = [...ids.talent, ...companyIds.flatMap((companyId) => this.talents.idsOf(companyId))];
      const facts = await loadTalentFacts(this.db, { ids: talentIds, companyIds });
      const changed = new Map([...new Set([...talentIds, ...facts.keys()])].map((id) => [id, facts.get(id)]));
      this.talents.apply(changed);
    }
    this.seen = changes.at(-1)?.id ?? latest;
    this.forgetDerived();
  }

  /** Loads every listing; the log up to `latest` is in what it reads. */
  private async reload(latest: number) {
    this.positions.replaceAll(await loadPositionFacts(this.db));
    this.talents.replaceAll(await loadTalentFacts(this.db));
    this.seen = latest;
    this.forgetDerived();
  }

  /**
   * The result of `compute` for `key`, computed once while the listings stay as they are: a keyword search's matches
   * or a ranking by fit (`results`), what is shared with one reader (`readers`). The most recently used are kept.
   */
  async derive<T>(key: string, compute: () => Promise<T> | T, kind: Derived = 'results'): Promise<T> {
    const kept = this.derived[kind];
    if (kept.has(key)) {
      const value = kept.get(key) as T;
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const seen = this.seen;
    const value = await compute();
    // A change applied while computing makes the result stale: use it for this request only.
    if (seen === this.seen) {
      if (kept.size >= DERIVED_MAX[kind]) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  }

  private forgetDerived() {
    for (const kept of Object.values(this.derived)) kept.clear();
  }
}

const held = new WeakMap<Db, Listings>();

/** The listings of `db`, with every change committed before the call applied. */
export async function currentListings(db: Db): Promise<Listings> {
  let listings = held.get(db);
  if (!listings) held.set(db, (listings = new Listings(db)));
  await listings.catchUp();
  return listings;
}

export type { Listings };
