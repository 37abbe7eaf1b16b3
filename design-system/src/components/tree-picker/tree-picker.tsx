import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
// The design system's own parts come through its shared entry, so this module (shared apart, see pickers.ts) uses
// the page's one copy of them.
import {
  CheckIcon,
  ChevronRightIcon,
  Chip,
  compareNames,
  fieldErrorSentence,
  FieldMessage,
  LabelText,
  SearchIcon,
  TextField,
} from '@benchlink/design-system';
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
  type SelectionRules,
  type TreeId,
  type TreeNode,
  type TreeNodeInput,
  type TreeSearchResult,
} from './tree-helpers';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Label = styled.span<{ $hasError: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.text)};
`;

// Disabled, the panel is greyed as a disabled field is, no click opens or picks anything, and it does not scroll (a
// scrolling box needs something to focus). Comments stay out of the styles: a comment in a template is shipped.
const Panel = styled.div<{ $hasError: boolean; $isDisabled?: boolean }>`
  max-height: ${({ theme }) => theme.size.treePanelMaxHeight};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $isDisabled }) =>
    $isDisabled && `background: ${theme.colors.surfaceMuted}; pointer-events: none; overflow: hidden;`}
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// A dimmed ancestor (not itself a match) stays readable, muted rather than the disabled grey: it may be a choice itself.
const Item = styled.div<{ $depth: number; $isSelected: boolean; $isSelectable: boolean; $isDimmed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)} 0 ${({ theme, $depth }) => theme.space(1 + $depth * 5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: ${({ $isSelectable }) => ($isSelectable ? 'pointer' : 'default')};
  color: ${({ theme, $isDimmed, $isSelectable }) =>
    $isDimmed || !$isSelectable ? theme.colors.textMuted : theme.colors.text};
  font-weight: ${({ theme, $isSelectable }) => ($isSelectable ? theme.font.weight.regular : theme.font.weight.medium)};
  background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.primarySoft : 'transparent')};
  outline: none;
  &:hover {
    background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

const Toggle = styled.span<{ $isOpen: boolean; $isHidden: boolean }>`
  display: inline-flex;
  width: 20px;
  justify-content: center;
  visibility: ${({ $isHidden }) => ($isHidden ? 'hidden' : 'visible')};
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $isOpen }) => ($isOpen ? '90deg' : '0deg')});
  transition: transform ${({ theme }) => theme.transition};
  cursor: pointer;
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.highlight};
  color: inherit;
  border-radius: 2px;
  padding: 0 1px;
`;

const Tick = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface TreePickerBaseProps<Id extends TreeId> {
  label?: ReactNode;
  nodes: ReadonlyArray<TreeNodeInput<Id>>;
  /** Optional rule: an assignable node with children cannot be selected. */
  disallowParentSelection?: boolean;
  isReadOnly?: boolean;
  /** Nothing can be searched, chosen or opened, e.g. a position's locations while its work is remote only. */
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  searchPlaceholder?: string;
  /** Text when the tree has no nodes. */
  emptyText?: string;
}

export interface SingleTreePickerProps<Id extends TreeId> extends TreePickerBaseProps<Id> {
  multiple?: false;
  value: Id | null | undefined;
  onChange: (value: Id | null) => void;
}

export interface MultipleTreePickerProps<Id extends TreeId> extends TreePickerBaseProps<Id> {
  multiple: true;
  value: ReadonlyArray<Id>;
  onChange: (value: Id[]) => void;
}

export type TreePickerProps<Id extends TreeId> = SingleTreePickerProps<Id> | MultipleTreePickerProps<Id>;

interface Row<Id extends TreeId> {
  node: TreeNode<Id>;
  isOpen: boolean;
}

interface TreeNavigationOptions<Id extends TreeId> {
  roots: ReadonlyArray<TreeNode<Id>>;
  index: Map<Id, TreeNode<Id>>;
  selectedIds: ReadonlyArray<Id>;
  search: TreeSearchResult<Id> | null;
  rules: SelectionRules;
  pick: (id: Id) => void;
}

/**
 * The rows on show (the search's hits with their ancestors, best match first, or the open branches), which branches
 * are open, and the roving focus: one row is the tab stop, the arrow keys, Home and End move between rows, Enter and
 * Space pick.
 */
function useTreeNavigation<Id extends TreeId>({
  roots,
  index,
  selectedIds,
  search,
  rules,
  pick,
}: TreeNavigationOptions<Id>) {
  const [expanded, setExpanded] = useState<Set<Id>>(() => {
    // Open the path to what is already selected so it is visible.
    const open = new Set<Id>();
    for (const id of selectedIds) ancestorsOf(id, index).forEach((ancestor) => open.add(ancestor));
    return open;
  });
  const [focusedId, setFocusedId] = useState<Id | null>(null);
  const itemRefs = useRef(new Map<Id, HTMLDivElement>());
  const hasKeyboardMoved = useRef(false);

  const rows = useMemo(() => {
    const out: Row<Id>[] = [];
    const walk = (list: ReadonlyArray<TreeNode<Id>>) => {
      for (const node of shownInOrder(list, search)) {
        const isOpen = search ? true : expanded.has(node.id);
        out.push({ node, isOpen });
        if (isOpen) walk(node.children);
      }
    };
    walk(roots);
    return out;
  }, [roots, search, expanded]);

  const tabStopId = rows.some((row) => row.node.id === focusedId)
    ? focusedId
    : (rows.find((row) => selectedIds.includes(row.node.id))?.node.id ?? rows[0]?.node.id ?? null);

  useEffect(() => {
    if (hasKeyboardMoved.current && focusedId !== null) itemRefs.current.get(focusedId)?.focus();
    hasKeyboardMoved.current = false;
  }, [focusedId]);

  const toggleExpanded = (id: Id, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      const shouldOpen = open ?? !next.has(id);
      if (shouldOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  const moveFocus = (id: Id | undefined) => {
    if (id === undefined) return;
    hasKeyboardMoved.current = true;
    setFocusedId(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: Row<Id>, position: number) => {
    const { node } = row;
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(rows[position + 1]?.node.id);
        break;
      case 'ArrowUp':
        moveFocus(rows[position - 1]?.node.id);
        break;
      case 'Home':
        moveFocus(rows[0]?.node.id);
        break;
      case 'End':
        moveFocus(rows[rows.length - 1]?.node.id);
        break;
      case 'ArrowRight':
        if (node.children.length === 0) return;
        if (!row.isOpen) toggleExpanded(node.id, true);
        else moveFocus(shownInOrder(node.children, search)[0]?.id);
        break;
      case 'ArrowLeft':
        if (row.isOpen && node.children.length > 0 && !search) toggleExpanded(node.id, false);
        else if (node.parent !== null) moveFocus(node.parent);
        break;
      case 'Enter':
      case ' ':
        if (isSelectable(node, rules)) pick(node.id);
        else if (node.children.length > 0 && !search) toggleExpanded(node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const itemRef = (id: Id) => (element: HTMLDivElement | null) => {
    if (element) itemRefs.current.set(id, element);
    else itemRefs.current.delete(id);
  };

  return { rows, tabStopId, setFocusedId, toggleExpanded, handleKeyDown, itemRef };
}

interface TreeItemProps<Id extends TreeId> {
  row: Row<Id>;
  isSelected: boolean;
  canSelect: boolean;
  isTabStop: boolean;
  search: TreeSearchResult<Id> | null;
  itemRef: (element: HTMLDivElement | null) => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onToggle: () => void;
}

/** One row of the tree: its open/closed chevron, its name with the search's matches marked, and a tick when chosen. */
function TreeItem<Id extends TreeId>({
  row,
  isSelected,
  canSelect,
  isTabStop,
  search,
  itemRef,
  onFocus,
  onClick,
  onKeyDown,
  onToggle,
}: TreeItemProps<Id>) {
  const { node } = row;
  const isMatch = search?.matches.has(node.id) ?? false;
  const hasChildren = node.children.length > 0;
  return (
    <Item
      ref={itemRef}
      role="treeitem"
      aria-level={node.depth + 1}
      aria-expanded={hasChildren ? row.isOpen : undefined}
      aria-selected={isSelected}
      aria-disabled={!canSelect || undefined}
      tabIndex={isTabStop ? 0 : -1}
      $depth={node.depth}
      $isSelected={isSelected}
      $isSelectable={canSelect}
      $isDimmed={Boolean(search) && !isMatch}
      onFocus={onFocus}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <Toggle
        aria-hidden="true"
        $isOpen={row.isOpen}
        $isHidden={!hasChildren}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <ChevronRightIcon size={16} />
      </Toggle>
      <Name>
        {highlightParts(node.name, search?.highlights.get(node.id)).map((part, partIndex) =>
          part.isMatch ? <Mark key={partIndex}>{part.text}</Mark> : <span key={partIndex}>{part.text}</span>,
        )}
      </Name>
      {isSelected && (
        <Tick aria-hidden="true">
          <CheckIcon size={16} />
        </Tick>
      )}
    </Item>
  );
}

/** The chosen nodes above the tree, each removable unless the picker is read-only. */
function SelectedChips<Id extends TreeId>({
  nodes,
  onRemove,
}: {
  nodes: ReadonlyArray<TreeNode<Id>>;
  onRemove: ((id: Id) => void) | undefined;
}) {
  if (nodes.length === 0) return null;
  return (
    <Chips>
      {nodes.map((node) => (
        <Chip
          key={String(node.id)}
          label={node.name}
          tone="primary"
          onDelete={onRemove ? () => onRemove(node.id) : undefined}
        />
      ))}
    </Chips>
  );
}

/** Tree of skills or roles with search; only assignable nodes are selectable (docs/product.md, Reference data). */
export function TreePicker<Id extends TreeId>(props: TreePickerProps<Id>) {
  const {
    label,
    nodes,
    disallowParentSelection,
    isReadOnly,
    disabled,
    required,
    error,
    helperText,
    searchPlaceholder = 'Search',
    emptyText = 'No items available',
  } = props;
  const labelId = useId();
  const messageId = useId();
  const roots = useMemo(() => buildTree(nodes), [nodes]);
  const index = useMemo(() => indexTree(roots), [roots]);
  const selectedIds: ReadonlyArray<Id> = props.multiple
    ? props.value
    : props.value === null || props.value === undefined
      ? []
      : [props.value];
  const [query, setQuery] = useState('');
  const searchIndex = useMemo(() => createTreeSearchIndex(roots), [roots]);
  const search = useMemo(() => searchTree(roots, query, searchIndex), [roots, query, searchIndex]);
  // A disabled tree takes no pick, as a read-only one, but shows its search field (disabled) and takes no focus.
  const rules = { disallowParentSelection, isReadOnly: isReadOnly || disabled };

  const pick = (id: Id) => {
    const node = resolvePick([id], index, rules);
    if (!node) return;
    if (props.multiple) {
      const isOn = props.value.includes(node.id);
      props.onChange(isOn ? props.value.filter((item) => item !== node.id) : [...props.value, node.id]);
    } else {
      props.onChange(props.value === node.id ? null : node.id);
    }
  };
  const { rows, tabStopId, setFocusedId, toggleExpanded, handleKeyDown, itemRef } = useTreeNavigation({
    roots,
    index,
    selectedIds,
    search,
    rules,
    pick,
  });

  // By name, as every read view lists them (e.g. a company's skills), not in the order they were picked.
  const selectedNodes = selectedIds
    .map((id) => index.get(id))
    .filter((node): node is TreeNode<Id> => Boolean(node))
    .sort((a, b) => compareNames(a.name, b.name));
  const removeSelected = (id: Id) => {
    if (props.multiple) props.onChange(props.value.filter((item) => item !== id));
    else props.onChange(null);
  };

  return (
    <Root>
      {label && (
        <Label id={labelId} $hasError={Boolean(error)}>
          <LabelText label={label} required={required} />
        </Label>
      )}
      <SelectedChips nodes={selectedNodes} onRemove={rules.isReadOnly ? undefined : removeSelected} />
      {!isReadOnly && roots.length > 0 && (
        <TextField
          type="search"
          aria-label={typeof label === 'string' ? `Search ${label}` : 'Search'}
          placeholder={searchPlaceholder}
          disabled={disabled}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          startAdornment={<SearchIcon size={18} />}
        />
      )}
      <Panel $hasError={Boolean(error)} $isDisabled={disabled}>
        {roots.length === 0 && <Empty>{emptyText}</Empty>}
        {roots.length > 0 && rows.length === 0 && <Empty>No results</Empty>}
        {rows.length > 0 && (
          <div
            role="tree"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : 'Tree'}
            aria-multiselectable={props.multiple || undefined}
            aria-disabled={disabled || undefined}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || helperText ? messageId : undefined}
          >
            {rows.map((row, position) => {
              const { node } = row;
              const canSelect = isSelectable(node, rules);
              return (
                <TreeItem<Id>
                  key={String(node.id)}
                  row={row}
                  isSelected={selectedIds.includes(node.id)}
                  canSelect={canSelect}
                  isTabStop={!disabled && node.id === tabStopId}
                  search={search}
                  itemRef={itemRef(node.id)}
                  onFocus={() => setFocusedId(node.id)}
                  onClick={() => {
                    if (canSelect) pick(node.id);
                    else if (node.children.length > 0 && !search) toggleExpanded(node.id);
                  }}
                  onKeyDown={(event) => handleKeyDown(event, row, position)}
                  onToggle={() => {
                    if (!search) toggleExpanded(node.id);
                  }}
                />
              );
            })}
          </div>
        )}
      </Panel>
      {(error || helperText) && (
        <FieldMessage id={messageId} $isError={Boolean(error)} role={error ? 'alert' : undefined}>
          {fieldErrorSentence(label, error) ?? helperText}
        </FieldMessage>
      )}
    </Root>
  );
}
