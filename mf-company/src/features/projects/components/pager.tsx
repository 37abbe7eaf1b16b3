import { Button, ChevronLeftIcon, ChevronRightIcon } from '@benchlink/design-system';
import styled from 'styled-components';

const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PagerProps {
  /** 1-based, as in the `page` query parameter. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / next between pages of cards. */
export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Root aria-label="Pagination">
      <Button variant="secondary" size="small" startIcon={<ChevronLeftIcon size={16} />} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Status aria-current="page">
        Page {page} of {totalPages}
      </Status>
      <Button variant="secondary" size="small" endIcon={<ChevronRightIcon size={16} />} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Root>
  );
}
