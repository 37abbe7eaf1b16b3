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

function flatten<Id extends TreeId>(nodes: ReadonlyArray<TreeNodeInput<Id>>, parent: Id | null, out: TreeNodeInput<Id>[]) {
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
    byId.set(node.id, { id: node.id, name: node.name, parent: node.parent ?? null, assignable: Boolean(node.assignable), depth: 0, children: [] });
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

export interface TreeSearchResult<Id extends TreeId> {
  /** Nodes whose name contains the query. */
  matches: Set<Id>;
  /** Matches plus their ancestors: the nodes that stay visible. */
  visible: Set<Id>;
}

/**
 * Filters the tree to nodes whose name contains the query (case-insensitive) and their ancestors.
 * An empty query returns null: no filtering.
 */
export function searchTree<Id extends TreeId>(roots: ReadonlyArray<TreeNode<Id>>, query: string): TreeSearchResult<Id> | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const matches = new Set<Id>();
  const visible = new Set<Id>();
  const walk = (node: TreeNode<Id>): boolean => {
    let hasVisibleChild = false;
    for (const child of node.children) hasVisibleChild = walk(child) || hasVisibleChild;
    const isMatch = node.name.toLowerCase().includes(needle);
    if (isMatch) matches.add(node.id);
    if (isMatch || hasVisibleChild) visible.add(node.id);
    return isMatch || hasVisibleChild;
  };
  roots.forEach(walk);
  return { matches, visible };
}

export interface HighlightPart {
  text: string;
  isMatch: boolean;
}

/**
 * Splits a name into matching and non-matching parts for highlighting.
 * @example highlightParts('JavaScript', 'script') // [{ text: 'Java', isMatch: false }, { text: 'Script', isMatch: true }]
 */
export function highlightParts(name: string, query: string): HighlightPart[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text: name, isMatch: false }];
  const parts: HighlightPart[] = [];
  const lower = name.toLowerCase();
  let position = 0;
  while (position < name.length) {
    const found = lower.indexOf(needle, position);
    if (found === -1) {
      parts.push({ text: name.slice(position), isMatch: false });
      break;
    }
    if (found > position) parts.push({ text: name.slice(position, found), isMatch: false });
    parts.push({ text: name.slice(found, found + needle.length), isMatch: true });
    position = found + needle.length;
  }
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
