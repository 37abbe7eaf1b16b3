import { describe, expect, it, vi } from 'vitest';
import {
  ancestorsOf,
  buildTree,
  createTreeSearchIndex,
  highlightParts,
  indexTree,
  isSelectable,
  resolvePick,
  searchTree,
  shownInOrder,
  type TreeNodeInput,
} from './tree-helpers';

const flat: TreeNodeInput<number>[] = [
  { id: 1, name: 'Frontend', assignable: false },
  { id: 2, name: 'JavaScript', parent: 1, assignable: true },
  { id: 3, name: 'TypeScript', parent: 2 },
  { id: 4, name: 'React', parent: 2 },
  { id: 5, name: 'Backend' },
  { id: 6, name: 'Java', parent: 5 },
];

const tree = buildTree(flat);
const index = indexTree(tree);

describe('buildTree', () => {
  it('attaches children to parents and sets depth', () => {
    expect(tree.map((node) => node.name)).toEqual(['Frontend', 'Backend']);
    expect(index.get(2)?.children.map((node) => node.name)).toEqual(['TypeScript', 'React']);
    expect(index.get(4)?.depth).toBe(2);
  });
  it('inherits assignable from ancestors', () => {
    expect(index.get(1)?.assignable).toBe(false);
    expect(index.get(2)?.assignable).toBe(true);
    expect(index.get(3)?.assignable).toBe(true);
    expect(index.get(6)?.assignable).toBe(false);
  });
  it('accepts nested input too', () => {
    const nested = buildTree([{ id: 'a', name: 'A', assignable: true, children: [{ id: 'b', name: 'B' }] }]);
    expect(indexTree(nested).get('b')).toMatchObject({ parent: 'a', assignable: true, depth: 1 });
  });
});

describe('selection rules', () => {
  it('allows only assignable nodes', () => {
    expect(isSelectable(index.get(1)!)).toBe(false);
    expect(isSelectable(index.get(3)!)).toBe(true);
  });
  it('optionally forbids assignable nodes with children', () => {
    expect(isSelectable(index.get(2)!)).toBe(true);
    expect(isSelectable(index.get(2)!, { disallowParentSelection: true })).toBe(false);
    expect(isSelectable(index.get(3)!, { disallowParentSelection: true })).toBe(true);
  });
  it('ignores several picks at once, read-only trees and unknown ids', () => {
    expect(resolvePick([3], index)?.name).toBe('TypeScript');
    expect(resolvePick([3, 4], index)).toBeUndefined();
    expect(resolvePick([], index)).toBeUndefined();
    expect(resolvePick([3], index, { isReadOnly: true })).toBeUndefined();
    expect(resolvePick([99], index)).toBeUndefined();
    expect(resolvePick([1], index)).toBeUndefined();
  });
});

describe('searchTree', () => {
  it('keeps matches and their ancestors', () => {
    const result = searchTree(tree, 'script');
    expect([...(result?.matches ?? [])].sort()).toEqual([2, 3]);
    expect([...(result?.visible ?? [])].sort()).toEqual([1, 2, 3]);
  });
  it('is fuzzy: a typo still finds the skill, and its ancestors stay visible but unmatched', () => {
    const result = searchTree(tree, 'Javscript');
    expect(result?.matches.has(2)).toBe(true);
    expect(result?.visible.has(1)).toBe(true);
    expect(result?.matches.has(1)).toBe(false);
    expect(searchTree(tree, 'Reakt')?.matches).toEqual(new Set([4]));
  });
  it('is case-insensitive and returns null for an empty query', () => {
    expect(searchTree(tree, 'JAVA')?.matches).toEqual(new Set([2, 6]));
    expect(searchTree(tree, '   ')).toBeNull();
  });
  it('finds nothing for an unknown term', () => {
    expect(searchTree(tree, 'cobol')?.visible.size).toBe(0);
  });
  it('reuses a prebuilt index', () => {
    const searchIndex = createTreeSearchIndex(tree);
    const search = vi.spyOn(searchIndex, 'search');
    expect(searchTree(tree, 'react', searchIndex)?.matches).toEqual(new Set([4]));
    expect(search).toHaveBeenCalledTimes(1);
  });
  it('highlights the typed text, or the runs fuse.js matched for a typo', () => {
    expect(searchTree(tree, 'script')?.highlights.get(2)).toEqual([[4, 9]]);
    expect(searchTree(tree, 'java')?.highlights.get(6)).toEqual([[0, 3]]);
    const typo = searchTree(tree, 'Javscript')?.highlights.get(2) ?? [];
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every(([start, end]) => end > start)).toBe(true);
  });
});

/** Skills as the picker receives them, in an order that would hide a missing sort. */
const skills = buildTree<number>(
  [
    'Trust',
    'Citrus',
    'Oracle',
    'Redux',
    'React Native',
    'Rust Embedded',
    'React',
    'Rust',
    'Google Cloud',
    'Go',
    'Unity',
    'Nativescript',
    'Native Script',
  ].map((name, position) => ({ id: position + 1, name, assignable: true })),
);
const skillIndex = indexTree(skills);
const idOf = (name: string) => [...skillIndex.values()].find((node) => node.name === name)?.id;
const rankedNames = (query: string, roots = skills) => {
  const byId = indexTree(roots);
  return searchTree(roots, query)?.ranked.map((id) => byId.get(id)?.name);
};

describe('searchTree ranking', () => {
  it('puts the exact name first: "Rust" finds Rust before Trust and Citrus, which only contain or resemble it', () => {
    expect(rankedNames('Rust')).toEqual(['Rust', 'Rust Embedded', 'Trust', 'Citrus']);
  });
  it('puts names starting with the query before fuzzy ones: "reac" finds React and React Native before Oracle', () => {
    expect(rankedNames('reac')).toEqual(['React', 'React Native', 'Oracle']);
  });
  it('puts the exact name before longer names starting with it, ignoring case and surrounding spaces', () => {
    expect(rankedNames('Go')).toEqual(['Go', 'Google Cloud']);
    expect(rankedNames('  gO ')).toEqual(['Go', 'Google Cloud']);
    expect(rankedNames(' RUST ')?.[0]).toBe('Rust');
  });
  it('ranks a later word starting with the query above fuzzy matches', () => {
    expect(rankedNames('nat')).toEqual(['Nativescript', 'Native Script', 'React Native', 'Unity']);
  });
  it('ranks a word match above a mid-word match even when fuse.js scores the mid-word one better', () => {
    expect(rankedNames('script')).toEqual(['Native Script', 'Nativescript']);
  });
  it('orders equal fuse.js scores in a tier by length, then alphabetically', () => {
    const ties = buildTree<number>(
      ['Rust Web Core', 'Rust Core', 'Rust Axum', 'Rust Web'].map((name, position) => ({ id: position, name })),
    );
    expect(rankedNames('rust', ties)).toEqual(['Rust Web', 'Rust Axum', 'Rust Core', 'Rust Web Core']);
  });
  it('shows exact, prefix and word matches even when fuse.js does not return them', () => {
    const searchIndex = createTreeSearchIndex(skills);
    vi.spyOn(searchIndex, 'search').mockReturnValue([]);
    const result = searchTree(skills, 'rust', searchIndex);
    expect(result?.ranked).toEqual([idOf('Rust'), idOf('Rust Embedded')]);
    expect(result?.highlights.get(idOf('Rust Embedded')!)).toEqual([[0, 3]]);
  });
  it('highlights the matched word of a prefix or word match', () => {
    const result = searchTree(skills, 'nat');
    expect(result?.highlights.get(idOf('React Native')!)).toEqual([[6, 8]]);
    expect(result?.highlights.get(idOf('Native Script')!)).toEqual([[0, 2]]);
    expect(searchTree(skills, 'Rust')?.highlights.get(idOf('Rust')!)).toEqual([[0, 3]]);
  });
  it('orders each level of the tree by the best match beneath it, keeping ancestors for context', () => {
    const grouped = buildTree<number>([
      { id: 1, name: 'Test Tools', children: [{ id: 2, name: 'Citrus', assignable: true }] },
      {
        id: 3,
        name: 'Languages',
        children: [
          { id: 4, name: 'Trust', assignable: true },
          { id: 5, name: 'Rust', assignable: true },
        ],
      },
    ]);
    const result = searchTree(grouped, 'Rust');
    expect(result?.visible).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(result?.matches).toEqual(new Set([2, 4, 5]));
    expect(shownInOrder(grouped, result ?? null).map((node) => node.name)).toEqual(['Languages', 'Test Tools']);
    expect(shownInOrder(indexTree(grouped).get(3)?.children ?? [], result ?? null).map((node) => node.name)).toEqual([
      'Rust',
      'Trust',
    ]);
  });
  it('shows every node in tree order without a search', () => {
    expect(shownInOrder(tree, null).map((node) => node.name)).toEqual(['Frontend', 'Backend']);
  });
});

describe('highlightParts', () => {
  it('splits names into highlighted and plain parts', () => {
    expect(highlightParts('JavaScript', [[4, 9]])).toEqual([
      { text: 'Java', isMatch: false },
      { text: 'Script', isMatch: true },
    ]);
    expect(highlightParts('Java')).toEqual([{ text: 'Java', isMatch: false }]);
    expect(
      highlightParts('aXa', [
        [2, 2],
        [0, 0],
      ]),
    ).toEqual([
      { text: 'a', isMatch: true },
      { text: 'X', isMatch: false },
      { text: 'a', isMatch: true },
    ]);
  });
  it('merges overlapping ranges', () => {
    expect(
      highlightParts('TypeScript', [
        [0, 5],
        [3, 9],
      ]),
    ).toEqual([{ text: 'TypeScript', isMatch: true }]);
  });
});

describe('ancestorsOf', () => {
  it('lists ancestors nearest first', () => {
    expect(ancestorsOf(4, index)).toEqual([2, 1]);
    expect(ancestorsOf(1, index)).toEqual([]);
  });
});
