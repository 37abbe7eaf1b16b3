import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

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
  className?: string;
}

/**
 * Previous / next between pages of a card list with 'Page 2 of 5' between them; hidden while everything fits
 * one page, but shown on a page past the end so the user can step back.
 */
export function Pager({ page, totalPages, onPageChange, variant = 'text', label = 'Pages', className }: PagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <Root aria-label={label} className={className}>
      {variant === 'icon' ? (
        <IconButton label="Previous page" disabled={isFirst} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon size={18} />
        </IconButton>
      ) : (
        <Button
          variant="secondary"
          size="small"
          startIcon={<ChevronLeftIcon size={16} />}
          disabled={isFirst}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
      )}
      <span aria-live="polite">{`Page ${page} of ${Math.max(totalPages, page)}`}</span>
      {variant === 'icon' ? (
        <IconButton label="Next page" disabled={isLast} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon size={18} />
        </IconButton>
      ) : (
        <Button
          variant="secondary"
          size="small"
          endIcon={<ChevronRightIcon size={16} />}
          disabled={isLast}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      )}
    </Root>
  );
}
