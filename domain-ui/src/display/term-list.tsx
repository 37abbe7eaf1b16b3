import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** One fact of a `TermList`: an uppercase term over its value. */
export interface TermListItem {
  term: string;
  value: ReactNode;
  /** Spans every column, e.g. a description. */
  isWide?: boolean;
}

/**
 * `pairs`: one column on a phone and two from 720px, for a few long values (a company's contacts, its statuses);
 * `fit`: as many columns of at least 8rem as fit, for many short values (a position's rate, hours and status).
 */
export type TermListLayout = 'pairs' | 'fit';

export interface TermListProps {
  items: ReadonlyArray<TermListItem>;
  layout?: TermListLayout;
  /** Lets a caller place the list (margins, a rule above it) with `styled(TermList)`. */
  className?: string;
}

const layouts: Record<TermListLayout, ReturnType<typeof css>> = {
  pairs: css`
    grid-template-columns: minmax(0, 1fr);
    @media (min-width: 720px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  fit: css`
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  `,
};

const Root = styled.dl<{ $layout: TermListLayout }>`
  display: grid;
  ${({ $layout }) => layouts[$layout]}
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  margin: 0;
`;

// A `dl` group may hold only `dt` and `dd` (a `div` around each pair is allowed): anything under a value goes in its `dd`.
const Item = styled.div<{ $isWide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  ${({ $isWide }) => $isWide && 'grid-column: 1 / -1;'}
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * Facts as term/value pairs (a description list), e.g. a position's rate and hours or a company's contacts.
 * @example <TermList layout="fit" items={[{ term: 'Rate', value: '50 €/h' }, { term: 'Hours', value: '40 h/w' }]} />
 */
export function TermList({ items, layout = 'pairs', className }: TermListProps) {
  return (
    <Root $layout={layout} className={className}>
      {items.map((item) => (
        <Item key={item.term} $isWide={item.isWide ?? false}>
          <Term>{item.term}</Term>
          <Value>{item.value}</Value>
        </Item>
      ))}
    </Root>
  );
}
