/**
 * The items in an order where each comes after the items it depends on (rows after their parent row, tables after
 * the tables their foreign keys point to), otherwise in the given order. A dependency that is not among the items is
 * ignored, and a cycle is cut where it is met.
 */
export function dependenciesFirst<T, K>(items: T[], keyOf: (item: T) => K, dependenciesOf: (item: T) => K[]): T[] {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  const ordered: T[] = [];
  const placed = new Set<K>();
  const place = (item: T, path: Set<K>) => {
    const key = keyOf(item);
    if (placed.has(key) || path.has(key)) return;
    path.add(key);
    for (const dependency of dependenciesOf(item)) {
      const needed = byKey.get(dependency);
      if (needed) place(needed, path);
    }
    placed.add(key);
    ordered.push(item);
  };
  for (const item of items) place(item, new Set());
  return ordered;
}
