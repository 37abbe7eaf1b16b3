import Fuse, { type FuseResultMatch } from 'fuse.js';
import { fuzzyOptions } from '../../search/fuzzy';

export type TreeId = string | number;

/** A node as the API serves it (skills, roles): flat with a parent id, or nested with children. */
export interface TreeNodeInput<Id extends TreeId = TreeId> {
  id: Id;
  name: string;
  parent?: Id | null;
  assignable?: boolean;
  children?: ReadonlyArray<TreeNodeInput<Id>>;
}

/** A resolved node: children attached and assignable inherited from ancestors. */
export interface TreeNode<Id extends TreeId = TreeId> {
  id: Id;
  name: string;
  parent: Id | null;
  /** True when the node or any ancestor is assignable. */
  assignable: boolean;
  depth: number;
  children: TreeNode<Id>[];
}

function flatten<Id extends TreeId>(
  nodes: ReadonlyArray<TreeNodeInput<Id>>,
  parent: Id | null,
  out: TreeNodeInput<Id>[],
) {
  for (const node of nodes) {
    out.push({ ...node, parent: node.parent ?? parent });
    if (node.children) flatten(node.children, node.id, out);
  }
}

/**
 * Builds the tree from flat or nested nodes; `assignable` is inherited from ancestors.
 * @example buildTree([{ id: 1, name: 'Frontend', assignable: true }, { id: 2, name: 'React', parent: 1 }])
 */
export function buildTree<Id extends TreeId>(input: ReadonlyArray<TreeNodeInput<Id>>): TreeNode<Id>[] {
  const flat: TreeNodeInput<Id>[] = [];
  flatten(input, null, flat);
  const byId = new Map<Id, TreeNode<Id>>();
  for (const node of flat) {
    byId.set(node.id, {
      id: node.id,
      name: node.name,
      parent: node.parent ?? null,
      assignable: Boolean(node.assignable),
      depth: 0,
      children: [],
    });
  }
  const roots: TreeNode<Id>[] = [];
  for (const node of byId.values()) {
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const inherit = (nodes: TreeNode<Id>[], isAncestorAssignable: boolean, depth: number) => {
    for (const node of nodes) {
      node.assignable = node.assignable || isAncestorAssignable;
      node.depth = depth;
      inherit(node.children, node.assignable, depth + 1);
    }
  };
  inherit(roots, false, 0);
  return roots;
}

/** Every node of the tree by id. */
export function indexTree<Id extends TreeId>(roots: ReadonlyArray<TreeNode<Id>>): Map<Id, TreeNode<Id>> {
  const map = new Map<Id, TreeNode<Id>>();
  const walk = (nodes: ReadonlyArray<TreeNode<Id>>) => {
    for (const node of nodes) {
      map.set(node.id, node);
      walk(node.children);
    }
  };
  walk(roots);
  return map;
}

export interface SelectionRules {
  /** When true, an assignable node that has children cannot be selected. */
  disallowParentSelection?: boolean;
  isReadOnly?: boolean;
}

/** Whether a node may be selected: assignable, and a leaf when parent selection is disallowed. */
export function isSelectable<Id extends TreeId>(node: TreeNode<Id>, rules: SelectionRules = {}): boolean {
  if (rules.isReadOnly) return false;
  if (!node.assignable) return false;
  return !(rules.disallowParentSelection && node.children.length > 0);
}

/**
 * Resolves a pick: ignored (undefined) when several ids are picked at once, the tree is read-only,
 * the id is unknown or the node is not selectable; otherwise the picked node.
 */
export function resolvePick<Id extends TreeId>(
  picked: ReadonlyArray<Id>,
  index: ReadonlyMap<Id, TreeNode<Id>>,
  rules: SelectionRules = {},
): TreeNode<Id> | undefined {
  if (rules.isReadOnly || picked.length !== 1) return undefined;
  const [id] = picked;
  const node = id === undefined ? undefined : index.get(id);
  if (!node || !isSelectable(node, rules)) return undefined;
  return node;
}

/** Characters `start` to `end` (inclusive) of a name, as fuse.js reports them. */
export type HighlightRange = readonly [start: number, end: number];

export interface TreeSearchResult<Id extends TreeId> {
  /** Nodes whose name matches the query. */
  matches: Set<Id>;
  /** Matches plus their ancestors: the nodes that stay visible. */
  visible: Set<Id>;
  /** The parts of each match's name to highlight. */
  highlights: Map<Id, HighlightRange[]>;
}

/**
 * A fuse.js index over the names of every node (threshold 0.4, as every design-system search). Build it once per
 * tree, e.g. with `useMemo`, and pass it to `searchTree`.
 */
export function createTreeSearchIndex<Id extends TreeId>(roots: ReadonlyArray<TreeNode<Id>>): Fuse<TreeNode<Id>> {
  return new Fuse([...indexTree(roots).values()], fuzzyOptions<TreeNode<Id>>('name', { includeMatches: true }));
}

/**
 * Filters the tree to the nodes whose name fuzzily matches the query (so 'Javscript' finds JavaScript) and their
 * ancestors. An empty query returns null: no filtering.
 */
export function searchTree<Id extends TreeId>(
  roots: ReadonlyArray<TreeNode<Id>>,
  query: string,
  index: Fuse<TreeNode<Id>> = createTreeSearchIndex(roots),
): TreeSearchResult<Id> | null {
  const needle = query.trim();
  if (!needle) return null;
  const matches = new Set<Id>();
  const highlights = new Map<Id, HighlightRange[]>();
  for (const result of index.search(needle)) {
    matches.add(result.item.id);
    highlights.set(result.item.id, matchRanges(result.item.name, needle, result.matches ?? []));
  }
  const visible = new Set<Id>();
  const walk = (node: TreeNode<Id>): boolean => {
    let hasVisibleChild = false;
    for (const child of node.children) hasVisibleChild = walk(child) || hasVisibleChild;
    const isVisible = matches.has(node.id) || hasVisibleChild;
    if (isVisible) visible.add(node.id);
    return isVisible;
  };
  roots.forEach(walk);
  return { matches, visible, highlights };
}

/**
 * What to highlight in a matching name: every occurrence of the query when the name contains it; otherwise
 * fuse.js's matched runs. fuse.js also reports each lone letter that happens to occur in the query, so runs of
 * one character are left out unless the query is one character long.
 */
function matchRanges(name: string, needle: string, matches: ReadonlyArray<FuseResultMatch>): HighlightRange[] {
  const lower = name.toLowerCase();
  const query = needle.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (let found = lower.indexOf(query); found !== -1; found = lower.indexOf(query, found + query.length)) {
    ranges.push([found, found + query.length - 1]);
  }
  if (ranges.length > 0) return ranges;
  const shortest = Math.min(2, query.length);
  return matches.flatMap((match) => match.indices).filter(([start, end]) => end - start + 1 >= shortest);
}

export interface HighlightPart {
  text: string;
  isMatch: boolean;
}

/**
 * Splits a name into highlighted and plain parts.
 * @example highlightParts('JavaScript', [[4, 9]]) // [{ text: 'Java', isMatch: false }, { text: 'Script', isMatch: true }]
 */
export function highlightParts(name: string, ranges: ReadonlyArray<HighlightRange> = []): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let position = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, position);
    if (end < from) continue;
    const text = name.slice(from, end + 1);
    const last = parts[parts.length - 1];
    if (from > position) parts.push({ text: name.slice(position, from), isMatch: false }, { text, isMatch: true });
    else if (last?.isMatch) last.text += text;
    else parts.push({ text, isMatch: true });
    position = end + 1;
  }
  if (position < name.length || parts.length === 0) parts.push({ text: name.slice(position), isMatch: false });
  return parts;
}

/** Ids of the node's ancestors, nearest first. */
export function ancestorsOf<Id extends TreeId>(id: Id, index: ReadonlyMap<Id, TreeNode<Id>>): Id[] {
  const out: Id[] = [];
  let current = index.get(id)?.parent ?? null;
  while (current !== null) {
    out.push(current);
    current = index.get(current)?.parent ?? null;
  }
  return out;
}
