/** Orders two listing ids: negative when `a` comes first. */
export type IdOrder = (a: number, b: number) => number;

/**
 * Ids kept in one order (a sort key and direction, ties by id), so that a page is found by walking from the start
 * and stopping after it, whatever the number of matches. An id is placed and removed by binary search under the
 * order of the facts it was placed with: remove an id before its facts change, and insert it after.
 */
export class SortedIds {
  private ids = new Uint32Array(1024);
  length = 0;

  constructor(readonly compare: IdOrder) {}

  /** Replaces the content with `ids`, sorted. */
  build(ids: Iterable<number>) {
    const sorted = Array.from(ids).sort(this.compare);
    this.ids = new Uint32Array(Math.max(1024, sorted.length * 2));
    this.ids.set(sorted);
    this.length = sorted.length;
  }

  /** The place of `id` if present, else where it would go (first place whose id orders after it). */
  private search(id: number) {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.ids[middle]!, id) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(id: number) {
    if (this.length === this.ids.length) {
      const grown = new Uint32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    const at = this.search(id);
    this.ids.copyWithin(at + 1, at, this.length);
    this.ids[at] = id;
    this.length += 1;
  }

  remove(id: number) {
    const at = this.search(id);
    if (at >= this.length || this.ids[at] !== id) throw new Error(`Listing ${id} is not where its order puts it`);
    this.ids.copyWithin(at, at + 1, this.length);
    this.length -= 1;
  }

  /** The ids in order (a view, valid until the next change). */
  view(): Uint32Array {
    return this.ids.subarray(0, this.length);
  }
}

/** One sort order: each id's key kept in a typed array, none last in both directions, ties by id in the same direction. */
export class KeyedOrder<Facts extends { id: number }> {
  private keys = new Float64Array(1024);
  readonly sorted: SortedIds;

  constructor(
    private readonly keyOf: (facts: Facts) => number,
    ascending: boolean,
  ) {
    const sign = ascending ? 1 : -1;
    this.sorted = new SortedIds((a, b) => {
      const one = this.keys[a]!;
      const other = this.keys[b]!;
      if (one === other) return (a - b) * sign;
      if (Number.isNaN(one)) return Number.isNaN(other) ? (a - b) * sign : 1;
      if (Number.isNaN(other)) return -1;
      return one < other ? -sign : sign;
    });
  }

  /** Records the key of `facts` (before the id is placed). */
  keep(facts: Facts) {
    if (facts.id >= this.keys.length) {
      const grown = new Float64Array(Math.max(facts.id + 1, this.keys.length * 2));
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[facts.id] = this.keyOf(facts);
  }
}
