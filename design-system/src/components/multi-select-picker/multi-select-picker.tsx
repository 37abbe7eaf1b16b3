import Fuse from 'fuse.js';
import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
// The design system's own parts come through its shared entry, so this module (shared apart, see pickers.ts) uses
// the page's one copy of them.
import { Checkbox, Chip, FieldGroup, SearchIcon, TextField } from '@benchlink/design-system';
import { fuzzyOptions } from '../../search/fuzzy';

export interface PickerItem<Id extends string | number = string | number> {
  id: Id;
  label: string;
}

/**
 * Fuzzy-filters items by label (fuse.js, threshold 0.4); an empty query keeps every item in order.
 * @example searchItems(items, 'reakt') // items whose label is close to 'reakt', e.g. React
 */
export function searchItems<T extends { label: string }>(items: ReadonlyArray<T>, query: string, fuse?: Fuse<T>): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...items];
  const index = fuse ?? new Fuse(items, fuzzyOptions<T>('label'));
  return index.search(trimmed).map((result) => result.item);
}

const List = styled.div`
  max-height: ${({ theme }) => theme.size.pickerListMaxHeight};
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  /* In a scrolling column, rows would otherwise shrink and a wrapped label would overlap the next one. */
  > * {
    flex-shrink: 0;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Selected = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface MultiSelectPickerProps<Id extends string | number> {
  label?: ReactNode;
  items: ReadonlyArray<PickerItem<Id>>;
  value: ReadonlyArray<Id>;
  onChange: (value: Id[]) => void;
  searchPlaceholder?: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** Shows the chosen items as removable chips above the list. */
  showSelectedChips?: boolean;
  disabled?: boolean;
}

/** Checkbox list with fuzzy search; 'No results' and 'No items available' when empty. */
export function MultiSelectPicker<Id extends string | number>({
  label,
  items,
  value,
  onChange,
  searchPlaceholder = 'Search',
  required,
  error,
  helperText,
  showSelectedChips = true,
  disabled,
}: MultiSelectPickerProps<Id>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const fuse = useMemo(() => new Fuse(items, fuzzyOptions<PickerItem<Id>>('label')), [items]);
  const visible = useMemo(() => searchItems(items, query, fuse), [items, query, fuse]);
  const selectedItems = items.filter((item) => value.includes(item.id));

  const toggle = (itemId: Id, isChecked: boolean) => {
    const next = isChecked ? [...value, itemId] : value.filter((current) => current !== itemId);
    onChange(items.map((item) => item.id).filter((current) => next.includes(current)));
  };

  return (
    <FieldGroup id={id} label={label} required={required} error={error} helperText={helperText}>
      <Stack>
        {showSelectedChips && selectedItems.length > 0 && (
          <Selected aria-label="Selected items">
            {selectedItems.map((item) => (
              <Chip
                key={String(item.id)}
                label={item.label}
                tone="primary"
                onDelete={disabled ? undefined : () => toggle(item.id, false)}
              />
            ))}
          </Selected>
        )}
        {items.length > 0 && (
          <TextField
            aria-label={typeof label === 'string' ? `Search ${label}` : 'Search'}
            type="search"
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            startAdornment={<SearchIcon size={18} />}
            disabled={disabled}
          />
        )}
        <List>
          {items.length === 0 && <Empty>No items available</Empty>}
          {items.length > 0 && visible.length === 0 && <Empty>No results</Empty>}
          {visible.map((item) => (
            <Checkbox
              key={String(item.id)}
              label={item.label}
              checked={value.includes(item.id)}
              disabled={disabled}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
          ))}
        </List>
      </Stack>
    </FieldGroup>
  );
}
