import { useId } from 'react';
import styled from 'styled-components';
import { countWithNoun, focusRing, GridIcon, ListIcon, type SelectOption } from '@benchlink/design-system';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const SortLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SortSelect = styled.select`
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 24 24' fill='none' stroke='%238b93a7' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 10px center;
  appearance: none;
  cursor: pointer;
  ${focusRing}
  option {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Toggle = styled.button<{ $isOn: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $isOn }) => ($isOn ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $isOn }) => ($isOn ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $isOn }) => ($isOn ? theme.colors.primary : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}
`;

/** What each direction of a sort does, in words: `{ ascending: 'Oldest first', descending: 'Newest first' }`. */
export interface SortDirectionLabels {
  ascending: string;
  descending: string;
}

/** The direction labels of the common kinds of sort key; a key of another kind passes its own labels. */
export const SORT_DIRECTIONS = {
  date: { ascending: 'Oldest first', descending: 'Newest first' },
  start: { ascending: 'Earliest start first', descending: 'Latest start first' },
  rate: { ascending: 'Lowest rate first', descending: 'Highest rate first' },
  experience: { ascending: 'Least experience first', descending: 'Most experience first' },
  name: { ascending: 'A–Z', descending: 'Z–A' },
  visibility: { ascending: 'Public first', descending: 'Partners only first' },
} satisfies Record<string, SortDirectionLabels>;

/** A sort key of the 'Sort by' select, with what its two directions mean (else 'Ascending' / 'Descending'). */
export interface SortOption<S extends string> extends SelectOption<S> {
  directions?: SortDirectionLabels;
}

const PLAIN_DIRECTIONS: SortDirectionLabels = { ascending: 'Ascending', descending: 'Descending' };

export interface SortBarProps<S extends string> {
  count: number;
  /** Singular noun, e.g. 'Position'; pluralised by count. */
  noun: string;
  pluralNoun?: string;
  sortOptions: ReadonlyArray<SortOption<S>>;
  sortBy: S;
  onSortByChange: (value: S) => void;
  isAscending: boolean;
  onAscendingChange: (value: boolean) => void;
  /** False for a sort with one meaningful direction (relevance, best match): the 'Order' select is left out. */
  hasDirection?: boolean;
  /** Omit to hide the 'View as list' toggle. */
  isListView?: boolean;
  onListViewChange?: (value: boolean) => void;
}

/**
 * Result count with noun, the 'Sort by' select, the 'Order' select saying what each direction does for the chosen
 * key ('Newest first', 'Lowest rate first'), and the 'View as list' toggle.
 */
export function SortBar<S extends string>({
  count,
  noun,
  pluralNoun,
  sortOptions,
  sortBy,
  onSortByChange,
  isAscending,
  onAscendingChange,
  hasDirection = true,
  isListView,
  onListViewChange,
}: SortBarProps<S>) {
  const selectId = useId();
  const directions = sortOptions.find((option) => option.value === sortBy)?.directions ?? PLAIN_DIRECTIONS;
  return (
    <Root>
      <Count aria-live="polite">{countWithNoun(count, noun, pluralNoun)}</Count>
      <Controls>
        <SortLabel htmlFor={selectId}>Sort by</SortLabel>
        <SortSelect
          id={selectId}
          value={sortBy}
          onChange={(event) => {
            const next = sortOptions.find((option) => option.value === event.target.value);
            if (next) onSortByChange(next.value);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SortSelect>
        {hasDirection && (
          <SortSelect
            aria-label="Order"
            value={isAscending ? 'ascending' : 'descending'}
            onChange={(event) => onAscendingChange(event.target.value === 'ascending')}
          >
            <option value="ascending">{directions.ascending}</option>
            <option value="descending">{directions.descending}</option>
          </SortSelect>
        )}
        {onListViewChange && isListView !== undefined && (
          <Toggle
            type="button"
            $isOn={isListView}
            aria-pressed={isListView}
            onClick={() => onListViewChange(!isListView)}
          >
            {isListView ? <ListIcon size={16} /> : <GridIcon size={16} />}
            View as list
          </Toggle>
        )}
      </Controls>
    </Root>
  );
}
