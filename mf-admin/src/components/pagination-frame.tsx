import styled from 'styled-components';

/** The framed strip under a server-paged list that holds its `TablePagination`. */
export const PaginationFrame = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;
