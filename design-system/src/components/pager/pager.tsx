import { useRef } from 'react';
import styled from 'styled-components';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@benchlink/design-system';
import { showResultsStart, type ResultsRef } from './show-results-start';

const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PagerProps {
  /** 1-based, as in the `page` query parameter. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** 'text': Previous / Next buttons; 'icon': chevron icon buttons named 'Previous page' / 'Next page'. */
  variant?: 'text' | 'icon';
  /** The navigation landmark's name. */
  label?: string;
  /** Where a page change takes the reader (scroll and focus); else the pager's section or the page's main content. */
  resultsRef?: ResultsRef;
  className?: string;
}

/**
 * Previous / next between pages of a card list with 'Page 2 of 5' between them; hidden while everything fits
 * one page, but shown on a page past the end so the user can step back. A page change takes the reader to the top of
 * the results.
 */
export function Pager({
  page,
  totalPages,
  onPageChange,
  variant = 'text',
  label = 'Pages',
  resultsRef,
  className,
}: PagerProps) {
  const rootRef = useRef<HTMLElement>(null);
  if (totalPages <= 1 && page <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const goTo = (next: number) => {
    onPageChange(next);
    showResultsStart(rootRef.current, resultsRef?.current);
  };
  return (
    <Root ref={rootRef} aria-label={label} className={className}>
      {variant === 'icon' ? (
        <IconButton label="Previous page" disabled={isFirst} onClick={() => goTo(page - 1)}>
          <ChevronLeftIcon size={18} />
        </IconButton>
      ) : (
        <Button
          variant="secondary"
          size="small"
          startIcon={<ChevronLeftIcon size={16} />}
          disabled={isFirst}
          onClick={() => goTo(page - 1)}
        >
          Previous
        </Button>
      )}
      <span aria-live="polite">{`Page ${page} of ${Math.max(totalPages, page)}`}</span>
      {variant === 'icon' ? (
        <IconButton label="Next page" disabled={isLast} onClick={() => goTo(page + 1)}>
          <ChevronRightIcon size={18} />
        </IconButton>
      ) : (
        <Button
          variant="secondary"
          size="small"
          endIcon={<ChevronRightIcon size={16} />}
          disabled={isLast}
          onClick={() => goTo(page + 1)}
        >
          Next
        </Button>
      )}
    </Root>
  );
}
