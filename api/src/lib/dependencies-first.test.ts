import { describe, expect, it } from 'vitest';
import { dependenciesFirst } from './dependencies-first';

type Row = { id: number; parentId: number | null };
const parentsFirst = (rows: Row[]) =>
  dependenciesFirst(
    rows,
    (row) => row.id,
    (row) => (row.parentId === null ? [] : [row.parentId]),
  ).map((row) => row.id);

describe('dependenciesFirst', () => {
  it('puts each item after what it depends on, at any depth, and keeps the given order otherwise', () => {
    const rows = [
      { id: 4, parentId: 3 },
      { id: 1, parentId: null },
      { id: 3, parentId: 2 },
      { id: 5, parentId: null },
      { id: 2, parentId: 1 },
    ];
    expect(parentsFirst(rows)).toEqual([1, 2, 3, 4, 5]);
    expect(parentsFirst([rows[1]!, rows[3]!])).toEqual([1, 5]);
  });

  it('follows several dependencies, ignores unknown ones, and cuts a cycle instead of looping', () => {
    const tables = { applications: ['positions', 'talents'], positions: ['projects'], projects: ['companies'] };
    const names = ['applications', 'companies', 'talents', 'positions', 'projects'];
    expect(
      dependenciesFirst(
        names,
        (name) => name,
        (name) => tables[name as keyof typeof tables] ?? [],
      ),
    ).toEqual(['companies', 'projects', 'positions', 'talents', 'applications']);
    expect(parentsFirst([{ id: 7, parentId: 99 }])).toEqual([7]);
    expect(
      parentsFirst([
        { id: 1, parentId: 2 },
        { id: 2, parentId: 1 },
      ]),
    ).toEqual([2, 1]);
  });
});
