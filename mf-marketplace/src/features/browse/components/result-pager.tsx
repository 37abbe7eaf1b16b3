import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@benchlink/design-system';
import styled from 'styled-components';

const Root = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ResultPagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through a browse list's pages (10 per page); hidden when everything fits one page. */
export function ResultPager({ page, totalPages, onPageChange }: ResultPagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <Root aria-label="Pages">
      <IconButton label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon size={18} />
      </IconButton>
      <span aria-live="polite">{`Page ${page} of ${Math.max(totalPages, page)}`}</span>
      <IconButton label="Next page" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon size={18} />
      </IconButton>
    </Root>
  );
}
