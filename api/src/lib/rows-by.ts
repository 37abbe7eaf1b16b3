/** Rows grouped by `idOf`, in their order: a list's details are looked up per item without a pass per item. */
export function rowsBy<T>(rows: readonly T[], idOf: (row: T) => number): (id: number) => readonly T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = idOf(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return (id) => groups.get(id) ?? [];
}
