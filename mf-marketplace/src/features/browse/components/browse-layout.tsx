import { Button, Dialog, FilterIcon, focusRing, visuallyHidden } from '@benchlink/design-system';
import { textLinkStyles } from '@benchlink/domain-ui';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { FilterFields, FilterPanel } from './browse-filter-panel';

/** Below this width the filters no longer fit beside the results: the results come first, the filters in a sheet. */
export const SINGLE_COLUMN_QUERY = '(max-width: 1100px)';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 250px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
  /* The layout switches on the same query in script, one frame after a resize: until then, one column here too, so
     a window narrowed past it never overflows sideways. */
  @media ${SINGLE_COLUMN_QUERY} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/** Where 'Skip to results' leads: the results, focusable by script only. */
const ResultsTarget = styled.div`
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/** Hidden until it has keyboard focus; then it shows above the filters. */
const SkipLink = styled.a`
  ${textLinkStyles}
  ${focusRing}
  align-self: flex-start;
  &:not(:focus) {
    ${visuallyHidden}
  }
`;

const SheetButton = styled(Button)`
  align-self: flex-start;
  @media (max-width: 600px) {
    align-self: stretch;
  }
`;

/** 'Filters (2)', or 'Filters' while none is set. */
export const filtersButtonLabel = (activeCount: number) => (activeCount > 0 ? `Filters (${activeCount})` : 'Filters');

export interface BrowseLayoutProps {
  /** The filter fields: beside the results on wide screens, in a sheet on narrow ones. */
  filters: ReactNode;
  /** How many filters are set, counted on the sheet's button. */
  activeFilterCount: number;
  onClear: () => void;
  /** The results. */
  children: ReactNode;
}

/**
 * A browse page's filters and results: side by side where they fit, with 'Skip to results' before the filters;
 * elsewhere (phones, narrow windows) the results come first and the filters open in a sheet from 'Filters (n)'. A change in the sheet applies at once, the results
 * update behind it.
 */
export function BrowseLayout({ filters, activeFilterCount, onClear, children }: BrowseLayoutProps) {
  const isSingleColumn = useMediaQuery(SINGLE_COLUMN_QUERY);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const resultsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  // Past the filters' many fields to the results, without an '#id' entry in the history that the router would treat
  // as a navigation.
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    resultsRef.current?.focus();
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  if (!isSingleColumn) {
    return (
      <>
        <SkipLink href={`#${resultsId}`} onClick={skipToResults}>
          Skip to results
        </SkipLink>
        <Columns>
          <FilterPanel onClear={onClear}>{filters}</FilterPanel>
          <ResultsTarget id={resultsId} ref={resultsRef} tabIndex={-1}>
            {children}
          </ResultsTarget>
        </Columns>
      </>
    );
  }
  return (
    <Column>
      <SheetButton
        variant="secondary"
        startIcon={<FilterIcon size={18} />}
        aria-haspopup="dialog"
        onClick={() => setIsSheetOpen(true)}
      >
        {filtersButtonLabel(activeFilterCount)}
      </SheetButton>
      {children}
      <Dialog
        isOpen={isSheetOpen}
        onClose={() => setIsSheetOpen(false)}
        title="Filters"
        actions={
          <>
            <Button variant="text" onClick={onClear}>
              Clear filters
            </Button>
            <Button onClick={() => setIsSheetOpen(false)}>Show results</Button>
          </>
        }
      >
        <FilterFields>{filters}</FilterFields>
      </Dialog>
    </Column>
  );
}
