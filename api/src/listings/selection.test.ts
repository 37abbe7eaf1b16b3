import { describe, expect, it } from 'vitest';
import { intersection, Marks, pageOf, RoaringBitmap32, unionOf } from './selection';
import { KeyedOrder } from './sorted-ids';

/** A seeded generator, so that a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Facts = { id: number; key: number };

describe('picking a page', () => {
  it('gives the page a full sort would, by walking, by the bitmap, or by keeping the first ones (sparse)', () => {
    const next = random(7);
    const facts: Facts[] = Array.from({ length: 2_000 }, (_, index) => ({
      id: index + 1,
      // Ties and missing values (NaN, last in both directions) on purpose.
      key: next() < 0.1 ? Number.NaN : Math.floor(next() * 50),
    }));
    for (const ascending of [true, false]) {
      const order = new KeyedOrder<Facts>((row) => row.key, ascending);
      for (const row of facts) order.keep(row);
      order.sorted.build(facts.map((row) => row.id));
      const sign = ascending ? 1 : -1;
      const expectedOrder = [...facts]
        .sort((a, b) => {
          if (Number.isNaN(a.key) || Number.isNaN(b.key)) {
            if (Number.isNaN(a.key) && Number.isNaN(b.key)) return (a.id - b.id) * sign;
            return Number.isNaN(a.key) ? 1 : -1;
          }
          return (a.key - b.key) * sign || (a.id - b.id) * sign;
        })
        .map((row) => row.id);
      expect(Array.from(order.sorted.view())).toEqual(expectedOrder);

      for (const share of [0.01, 0.3, 0.9]) {
        const chosen = facts.filter(() => next() < share).map((row) => row.id);
        const bitmap = new RoaringBitmap32(chosen);
        const marks = new Marks();
        marks.begin();
        marks.markAll(chosen);
        const expected = expectedOrder.filter((id) => bitmap.has(id));
        for (const [from, size] of [
          [0, 10],
          [10, 10],
          [45, 10],
          [expected.length - 3, 10],
        ] as const) {
          const matches = { total: chosen.length, ids: () => Uint32Array.from(chosen) };
          const want = expected.slice(Math.max(0, from), Math.max(0, from) + size);
          const walk = { order: order.sorted.view() };
          expect(pageOf(matches, [{ ...walk, member: marks }], order.sorted.compare, from, size)).toEqual(want);
          expect(pageOf(matches, [{ ...walk, member: bitmap }], undefined, from, size)).toEqual(want);
        }
      }
    }
  });

  it('keeps its order when ids move: removed before their facts change, inserted after', () => {
    const rows = new Map<number, Facts>(
      Array.from({ length: 50 }, (_, index) => [index + 1, { id: index + 1, key: index % 7 }]),
    );
    const order = new KeyedOrder<Facts>((row) => row.key, true);
    for (const row of rows.values()) order.keep(row);
    order.sorted.build(rows.keys());
    for (const id of [3, 17, 50]) {
      order.sorted.remove(id);
      rows.set(id, { id, key: 100 - id });
      order.keep(rows.get(id)!);
      order.sorted.insert(id);
    }
    const expected = [...rows.values()].sort((a, b) => a.key - b.key || a.id - b.id).map((row) => row.id);
    expect(Array.from(order.sorted.view())).toEqual(expected);
  });

  it('intersects and unites bitmaps, whatever their order and sizes', () => {
    const a = new RoaringBitmap32([1, 2, 3, 4, 5, 6]);
    const b = new RoaringBitmap32([2, 4, 6, 8]);
    const c = new RoaringBitmap32([4, 6, 9]);
    expect(intersection([a, b, c]).toArray()).toEqual([4, 6]);
    expect(a.toArray()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(unionOf([b, undefined, c]).toArray()).toEqual([2, 4, 6, 8, 9]);
  });
});
