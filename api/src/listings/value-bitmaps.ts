import { type Bitmap, RoaringBitmap32 } from './selection';

/** The ids of the listings that have each value of one filter (a skill, a work mode, an owner…). */
export class ValueBitmaps {
  private readonly bitmaps = new Map<number, Bitmap>();

  get(value: number): Bitmap | undefined {
    return this.bitmaps.get(value);
  }

  add(value: number, id: number) {
    let bitmap = this.bitmaps.get(value);
    if (!bitmap) this.bitmaps.set(value, (bitmap = new RoaringBitmap32()));
    bitmap.add(id);
  }

  remove(value: number, id: number) {
    const bitmap = this.bitmaps.get(value);
    if (!bitmap) return;
    bitmap.remove(id);
    if (bitmap.isEmpty) this.bitmaps.delete(value);
  }

  clear() {
    this.bitmaps.clear();
  }
}

/** Ids read per statement: both engines bound the number of values one statement may carry. */
const CHUNK = 1_000;

/** Runs `load` once per chunk of `ids`. */
export async function inChunks(ids: readonly number[], load: (chunk: number[]) => Promise<void>) {
  for (let start = 0; start < ids.length; start += CHUNK) await load(ids.slice(start, start + CHUNK));
}

/** `column`, or a copy twice as long (at least `id + 1`) when `id` does not fit: a typed column of a fact by id. */
export function fitting<T extends Int32Array | Float64Array>(column: T, id: number): T {
  if (id < column.length) return column;
  const grown = new (column.constructor as new (length: number) => T)(Math.max(id + 1, column.length * 2));
  grown.set(column);
  return grown;
}

/** A rate column's value for no rate (rates are positive). */
export const NO_RATE = -1;
/** A day column's value for no date. */
export const NO_DATE = 0;
/** `YYYY-MM-DD` as a number that orders the same way, for a typed column. */
export const dayNumber = (date: string | null | undefined) => (date ? Number(date.replaceAll('-', '')) : NO_DATE);

/**
 * A rate range as one sort key: by the minimum, then the maximum, a missing maximum after the others in both
 * directions (`nulls last`); NaN (last) without a rate.
 */
export const rateKey = (min: number | null | undefined, max: number | null | undefined, ascending: boolean) =>
  min == null ? Number.NaN : min * 1_000_000 + (max ?? (ascending ? 999_999 : -1));
