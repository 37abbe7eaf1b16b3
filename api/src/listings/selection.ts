// Picking one page out of a set of matching listings, in a given order, without sorting the whole set.
import roaring from 'roaring';

export const { RoaringBitmap32 } = roaring;
export type Bitmap = InstanceType<typeof RoaringBitmap32>;

/**
 * A page ending within this many matches is found by asking the bitmap of matches about each id it walks past;
 * a deeper one marks every match first, which costs one pass but makes each step of the long walk cheaper.
 */
export const SHORT_WALK = 100;

/** Below this share of the ordered ids, a page is found faster by sorting the matches than by walking the order. */
const SPARSE_SHARE = 1 / 32;

/**
 * Marks on listing ids, cleared in O(1) by starting a new generation: the set of matches a page is picked from.
 * A selection runs synchronously from `begin` to its page, so one instance serves every request of a process.
 */
export class Marks {
  private stamps = new Uint32Array(1024);
  private generation = 0;

  begin() {
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  mark(id: number) {
    if (id >= this.stamps.length) {
      const grown = new Uint32Array(Math.max(id + 1, this.stamps.length * 2));
      grown.set(this.stamps);
      this.stamps = grown;
    }
    this.stamps[id] = this.generation;
  }

  /** Marks every id of `ids`. */
  markAll(ids: ArrayLike<number>) {
    let largest = 0;
    for (let index = 0; index < ids.length; index += 1) largest = Math.max(largest, ids[index]!);
    if (ids.length > 0) this.mark(largest);
    const { stamps, generation } = this;
    for (let index = 0; index < ids.length; index += 1) stamps[ids[index]!] = generation;
  }

  has(id: number) {
    return this.stamps[id] === this.generation;
  }
}

/**
 * One array reused for the matches of every browse (a selection runs synchronously from its matches to its page):
 * a browse over most listings would otherwise allocate their ids anew each time.
 */
export class IdBuffer {
  private ids = new Uint32Array(1024);

  /** The buffer, large enough for `size` ids. */
  fit(size: number): Uint32Array {
    if (this.ids.length < size) this.ids = new Uint32Array(size * 2);
    return this.ids;
  }
}

/** The union of `bitmaps`; those undefined (a value no listing has) add nothing. */
export function unionOf(bitmaps: readonly (Bitmap | undefined)[]): Bitmap {
  const present = bitmaps.filter((bitmap): bitmap is Bitmap => bitmap !== undefined);
  return present.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(present);
}

/**
 * The first `count` of `ids` in the order of `compare`, kept sorted as they come: most ids are compared once with the
 * last kept one and passed over, where sorting all of them would compare each many times.
 */
function firstInOrder(ids: ArrayLike<number>, compare: (a: number, b: number) => number, count: number): number[] {
  const kept: number[] = [];
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index]!;
    if (kept.length === count && compare(id, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle]!, id) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, id);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** The ids in every one of `bitmaps` (at least one), as a new bitmap, starting from the smallest. */
export function intersection(bitmaps: readonly Bitmap[]): Bitmap {
  const [smallest, ...others] = [...bitmaps].sort((a, b) => a.size - b.size);
  const result = smallest!.clone();
  for (const bitmap of others) {
    if (result.isEmpty) break;
    result.andInPlace(bitmap);
  }
  return result;
}

/** The matches of a browse as a page reads them: their number, their ids, and a membership test for the walk. */
export type Matches = {
  total: number;
  /** The ids (for the sparse path; valid until the next browse). */
  ids: () => ArrayLike<number>;
  /** Marks, or the bitmap of the matches itself when no range condition narrows it. */
  member: { has: (id: number) => boolean };
};

/** One pass of a page's walk: an order of ids, and which of them match. */
export type Walk = { order: ArrayLike<number>; member: { has: (id: number) => boolean } };

/**
 * Ids `from`..`from + size` of the matches in the order of the walks, one after the other (fresh talents, then stale
 * ones), or, when the matches are few beside the walk, the first ones by `compare` (if given), which must agree
 * with it.
 */
export function pageOf(
  matches: Pick<Matches, 'total' | 'ids'>,
  walks: readonly Walk[],
  compare: ((a: number, b: number) => number) | undefined,
  from: number,
  size: number,
): number[] {
  if (from >= matches.total || size === 0) return [];
  if (compare && matches.total < walks[0]!.order.length * SPARSE_SHARE)
    return firstInOrder(matches.ids(), compare, from + size).slice(from);
  const page: number[] = [];
  let seen = 0;
  const end = from + size;
  for (const { order, member } of walks) {
    for (let index = 0; index < order.length; index += 1) {
      const id = order[index]!;
      if (!member.has(id)) continue;
      if (seen >= from) page.push(id);
      seen += 1;
      if (seen >= end) return page;
    }
  }
  return page;
}
