import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS, type RowsPerPage } from '@benchlink/design-system';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page shown, from the URL (`?page=2&size=25`, page counted from 1) so a reload or a shared link shows the same. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const pageIndex = Number.isInteger(page) && page >= 1 ? page - 1 : 0;
  const pageSize: RowsPerPage = ROWS_PER_PAGE_OPTIONS.find((option) => option === size) ?? DEFAULT_ROWS_PER_PAGE;
  const setPage = useCallback(
    (index: number, rowsPerPage: RowsPerPage = pageSize, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (index > 0) next.set('page', String(index + 1));
          else next.delete('page');
          if (rowsPerPage !== DEFAULT_ROWS_PER_PAGE) next.set('size', String(rowsPerPage));
          else next.delete('size');
          return next;
        },
        { replace },
      ),
    [pageSize, setParams],
  );
  return { pageIndex, pageSize, setPage };
}
