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
