import type { IFuseOptions } from 'fuse.js';

/** Fuzzy threshold of every design-system search (docs/product.md, Constants). */
export const FUZZY_THRESHOLD = 0.4;

/**
 * The fuse.js options of every design-system search: one text key, the product's threshold, a match anywhere in it.
 * @example new Fuse(items, fuzzyOptions<PickerItem>('label'))
 */
export const fuzzyOptions = <T>(key: keyof T & string, extra: IFuseOptions<T> = {}): IFuseOptions<T> => ({
  keys: [key],
  threshold: FUZZY_THRESHOLD,
  ignoreLocation: true,
  ...extra,
});
