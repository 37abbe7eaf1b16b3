import Fuse, { type FuseResultMatch } from 'fuse.js';
// The one order of names on screen comes through the design system's shared entry, as in the tree picker.
import { compareNames } from '@benchlink/design-system';
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
  /** The matches, best first (see `searchTree`). */
  ranked: Id[];
  /** Matches plus their ancestors: the nodes that stay visible. */
  visible: Set<Id>;
  /** For each visible node, the rank of the best match at or beneath it: the order siblings are shown in. */
  order: Map<Id, number>;
  /** The parts of each match's name to highlight. */
  highlights: Map<Id, HighlightRange[]>;
}

/**
 * A fuse.js index over the names of every node (threshold 0.4, as every design-system search). Build it once per
 * tree, e.g. with `useMemo`, and pass it to `searchTree`.
 */
export function createTreeSearchIndex<Id extends TreeId>(roots: ReadonlyArray<TreeNode<Id>>): Fuse<TreeNode<Id>> {
  return new Fuse(
    [...indexTree(roots).values()],
    fuzzyOptions<TreeNode<Id>>('name', { includeMatches: true, includeScore: true }),
  );
}

/**
 * How closely a name matches, best first. fuse.js alone scores a literal substring anywhere about as well as the
 * whole name ('Rust' in 'Trust'), and the tree showed matches in tree order, so 'Citrus' came before 'Rust'.
 */
const Tier = { exact: 0, prefix: 1, word: 2, fuzzy: 3 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The tier of a name for a query that is already trimmed and lower-case. */
function tierOf(name: string, query: string): Tier {
  const lower = name.trim().toLowerCase();
  if (lower === query) return Tier.exact;
  if (lower.startsWith(query)) return Tier.prefix;
  // A later word starts with the query ('nat' in 'React Native'), but not a run inside a word ('rust' in 'Trust').
  for (let found = lower.indexOf(query, 1); found !== -1; found = lower.indexOf(query, found + 1)) {
    if (!WORD_CHARACTER.test(lower.charAt(found - 1))) return Tier.word;
  }
  return Tier.fuzzy;
}

interface Hit<Id extends TreeId> {
  node: TreeNode<Id>;
  tier: Tier;
  score: number;
  fuseMatches: ReadonlyArray<FuseResultMatch>;
}

/** Tier, then fuse.js's score (lower is closer), then the shorter name, then the one order of names on screen. */
function compareHits<Id extends TreeId>(a: Hit<Id>, b: Hit<Id>): number {
  return (
    a.tier - b.tier ||
    a.score - b.score ||
    a.node.name.trim().length - b.node.name.trim().length ||
    compareNames(a.node.name, b.node.name)
  );
}

/**
 * Filters the tree to the nodes whose name matches the query and their ancestors. Matches are ranked in tiers: the
 * exact name, names starting with the query, names with a later word starting with it, then the rest of what fuse.js
 * finds (so 'Javscript' finds JavaScript). Each level of the tree is shown in the order of its best match beneath.
 * An empty query returns null: no filtering.
 * @example searchTree(roots, 'Rust')?.ranked // ids of Rust, Rust Embedded, Trust, Citrus
 */
export function searchTree<Id extends TreeId>(
  roots: ReadonlyArray<TreeNode<Id>>,
  query: string,
  index: Fuse<TreeNode<Id>> = createTreeSearchIndex(roots),
): TreeSearchResult<Id> | null {
  const needle = query.trim();
  if (!needle) return null;
  const lowerNeedle = needle.toLowerCase();
  const found = new Map(index.search(needle).map((result) => [result.item.id, result]));
  const hits: Hit<Id>[] = [];
  for (const node of indexTree(roots).values()) {
    const tier = tierOf(node.name, lowerNeedle);
    const result = found.get(node.id);
    // The threshold bounds only the fuzzy tier: a name holding the query as a word is shown whatever fuse.js says.
    if (!result && tier === Tier.fuzzy) continue;
    // A name fuse.js did not return yet holds the query verbatim, which fuse.js would score as a perfect match.
    hits.push({ node, tier, score: result?.score ?? 0, fuseMatches: result?.matches ?? [] });
  }
  hits.sort(compareHits);

  const ranked = hits.map((hit) => hit.node.id);
  const rankOf = new Map(ranked.map((id, rank) => [id, rank]));
  const highlights = new Map<Id, HighlightRange[]>();
  for (const hit of hits) highlights.set(hit.node.id, matchRanges(hit.node.name, needle, hit.fuseMatches));
  // A branch takes the rank of its best match, so the branch holding the exact name comes first and every match
  // still sits under its ancestors.
  const order = new Map<Id, number>();
  const walk = (node: TreeNode<Id>): number => {
    let best = rankOf.get(node.id) ?? Infinity;
    for (const child of node.children) best = Math.min(best, walk(child));
    if (best !== Infinity) order.set(node.id, best);
    return best;
  };
  roots.forEach(walk);
  return { matches: new Set(ranked), ranked, visible: new Set(order.keys()), order, highlights };
}

/**
 * The nodes of one level (the roots or a node's children) to show: all of them in tree order without a search, the
 * visible ones best match first with one.
 */
export function shownInOrder<Id extends TreeId>(
  nodes: ReadonlyArray<TreeNode<Id>>,
  search: TreeSearchResult<Id> | null,
): TreeNode<Id>[] {
  if (!search) return [...nodes];
  const rank = (node: TreeNode<Id>) => search.order.get(node.id) ?? Infinity;
  return nodes.filter((node) => search.visible.has(node.id)).sort((a, b) => rank(a) - rank(b));
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
