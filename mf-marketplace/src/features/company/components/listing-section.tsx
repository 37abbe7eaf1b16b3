import type { Paged } from '@benchlink/contracts/common';
import { CardList, countWithNoun, EmptyState, ErrorAlert, SearchIcon, SkeletonList } from '@benchlink/design-system';
import { Pager } from '@benchlink/design-system/listings';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Cards = styled(CardList)`
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ListingSectionProps<T extends { id: number }> {
  /** The section's heading, e.g. 'Open positions'. */
  title: string;
  query: UseQueryResult<Paged<T>>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The singular noun the count reads, e.g. 'position'. */
  noun: string;
  /** What an empty list says. */
  emptyText: string;
  /** e.g. 'Failed to load positions'. */
  errorTitle: string;
  renderCard: (item: T) => ReactNode;
}

/** One of a company page's lists: its heading and count, the cards or an empty text, and its own pager. */
export function ListingSection<T extends { id: number }>({
  title,
  query,
  page,
  onPageChange,
  noun,
  emptyText,
  errorTitle,
  renderCard,
}: ListingSectionProps<T>) {
  const headingId = useId();
  const { data } = query;
  return (
    <Section aria-labelledby={headingId} aria-busy={query.isFetching}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {data && <Count>{countWithNoun(data.totalElements, noun)}</Count>}
      </Header>
      {query.isError && !data ? (
        <ErrorAlert title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <SkeletonList rows={2} label={`Loading ${title.toLowerCase()}`} shape="listing" />
      ) : data.content.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={emptyText} />
      ) : (
        <Cards aria-labelledby={headingId}>
          {data.content.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </Cards>
      )}
      {data && (
        <Pager
          variant="icon"
          label={`${title} pages`}
          page={page}
          totalPages={data.totalPages}
          onPageChange={onPageChange}
        />
      )}
    </Section>
  );
}
