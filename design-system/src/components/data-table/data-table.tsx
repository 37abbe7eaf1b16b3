import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DEFAULT_ROWS_PER_PAGE,
  focusRing,
  IconButton,
  ROWS_PER_PAGE_OPTIONS,
  type RowsPerPage,
} from '@benchlink/design-system';
import { showResultsStart, type ResultsRef } from '../pager/show-results-start';

/** Rows-per-page choices of every table (docs/product.md, Lists and paging). */

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
}

const Wrap = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
`;

const Th = styled.th<{ $align: string; $width?: string }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  text-align: ${({ $align }) => $align};
  width: ${({ $width }) => $width ?? 'auto'};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Td = styled.td<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  text-align: ${({ $align }) => $align};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  white-space: nowrap;
`;

const Tr = styled.tr`
  &:last-child td { border-bottom: 0; }
  &:hover td { background: ${({ theme }) => theme.colors.surfaceMuted}55; }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Small = styled.select`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface TablePaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: RowsPerPage) => void;
  /** Where a page change takes the reader (scroll and focus); else the section or the page's main content. */
  resultsRef?: ResultsRef;
}

/** Rows-per-page select (5, 10, 25), range text and previous/next buttons; `page` is 0-based. */
export function TablePagination({
  count,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  resultsRef,
}: TablePaginationProps) {
  const selectId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const goTo = (next: number) => {
    onPageChange(next);
    showResultsStart(rootRef.current, resultsRef?.current);
  };
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Footer ref={rootRef}>
      <Group>
        <label htmlFor={selectId}>Rows per page</label>
        <Small
          id={selectId}
          value={rowsPerPage}
          onChange={(event) => {
            const next = ROWS_PER_PAGE_OPTIONS.find((option) => option === Number(event.target.value));
            if (next) onRowsPerPageChange(next);
          }}
        >
          {ROWS_PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Small>
      </Group>
      <span aria-live="polite">{`${from}–${to} of ${count}`}</span>
      <Group>
        <IconButton label="Previous page" size="small" disabled={page <= 0} onClick={() => goTo(page - 1)}>
          <ChevronLeftIcon size={18} />
        </IconButton>
        <IconButton label="Next page" size="small" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
          <ChevronRightIcon size={18} />
        </IconButton>
      </Group>
    </Footer>
  );
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  getRowId: (row: Row) => string | number;
  /** Accessible table name. */
  caption: string;
  emptyText?: ReactNode;
  defaultRowsPerPage?: RowsPerPage;
  /** Set false to show every row without paging. */
  isPaginated?: boolean;
}

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

/** Table with client-side pagination: 5, 10 or 25 rows per page, 10 by default. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  emptyText = 'No data',
  defaultRowsPerPage = DEFAULT_ROWS_PER_PAGE,
  isPaginated = true,
}: DataTableProps<Row>) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<RowsPerPage>(defaultRowsPerPage);
  const regionRef = useRef<HTMLDivElement>(null);
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  // Rows can shrink under the current page (a deletion); stay on the last real page.
  const currentPage = Math.min(page, lastPage);
  const visible = isPaginated ? rows.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage) : rows;
  return (
    <Wrap>
      {/* A table wider than the screen scrolls sideways: the region takes focus so that keyboard users can scroll it too. */}
      <Scroll ref={regionRef} role="region" aria-label={caption} tabIndex={0}>
        <Table>
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column.key} scope="col" $align={column.align ?? 'left'} $width={column.width}>
                  {column.header}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
              </tr>
            )}
            {visible.map((row) => (
              <Tr key={getRowId(row)}>
                {columns.map((column) => (
                  <Td key={column.key} $align={column.align ?? 'left'}>
                    {column.render(row)}
                  </Td>
                ))}
              </Tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {isPaginated && (
        <TablePagination
          count={rows.length}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          resultsRef={regionRef}
          onPageChange={setPage}
          onRowsPerPageChange={(next) => {
            setRowsPerPage(next);
            setPage(0);
          }}
        />
      )}
    </Wrap>
  );
}
