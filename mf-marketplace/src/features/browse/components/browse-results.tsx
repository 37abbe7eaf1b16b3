import type { Paged } from '@benchlink/contracts/common';
import { CardList, EmptyState, ErrorAlert, SearchIcon, SkeletonList, type SortOption } from '@benchlink/design-system';
import { Pager, SortBar } from '@benchlink/design-system/listings';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { isRankedSort } from '../utils/browse-search-params';

export const NO_LISTINGS_MESSAGE = 'No listings found with the applied filters';

/** Cards a little closer together than elsewhere: browsing compares many listings at once. */
const Cards = styled(CardList)`
  gap: ${({ theme }) => theme.space(3)};
`;

/** The part of a browse page's filters the results control: sort, direction and page. */
export interface ResultsPaging<S extends string> {
  sort: S;
  ascending: boolean;
  page: number;
}

export interface BrowseResultsProps<T extends { id: number }, S extends string> {
  query: UseQueryResult<Paged<T>>;
  paging: ResultsPaging<S>;
  onUpdate: (patch: Partial<ResultsPaging<S>>) => void;
  sortOptions: ReadonlyArray<SortOption<S>>;
  /** The singular noun the count reads, e.g. 'position'. */
  noun: string;
  /** e.g. 'Failed to load positions'. */
  errorTitle: string;
  /** e.g. 'Loading positions'. */
  loadingLabel: string;
  renderCard: (item: T) => ReactNode;
}

/** A browse page's results: error, loading, the sort bar with the count, the cards or the empty state, and the pager. */
export function BrowseResults<T extends { id: number }, S extends string>({
  query,
  paging,
  onUpdate,
  sortOptions,
  noun,
  errorTitle,
  loadingLabel,
  renderCard,
}: BrowseResultsProps<T, S>) {
  // A page of cards is the heaviest render here: it is rendered as a transition, in slices the browser can paint
  // and take input between, while the previous state stays on screen.
  const data = useDeferredValue(query.data);
  if (query.isError && !query.data) {
    return <ErrorAlert title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!data) return <SkeletonList rows={3} label={loadingLabel} shape="listing" />;
  const { content, totalElements, totalPages } = data;
  const sortBar = (
    <SortBar
      count={totalElements}
      noun={noun}
      sortOptions={sortOptions}
      sortBy={paging.sort}
      onSortByChange={(sort) => onUpdate({ sort })}
      isAscending={paging.ascending}
      onAscendingChange={(ascending) => onUpdate({ ascending })}
      // A ranked sort (relevance, best match) always puts the best first: a direction would do nothing.
      hasDirection={!isRankedSort(paging.sort)}
    />
  );
  return (
    <>
      {sortBar}
      {content.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={NO_LISTINGS_MESSAGE} />
      ) : (
        <Cards>
          {content.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </Cards>
      )}
      <Pager variant="icon" page={paging.page} totalPages={totalPages} onPageChange={(page) => onUpdate({ page })} />
    </>
  );
}
