import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ChevronDownIcon, ChevronUpIcon, Chip, ChipRow, MutedText, pluralize } from '@benchlink/design-system';

// The layout PositionCard and TalentCard share: a bordered article with a coloured left edge, a header with
// the title and icon actions, a grid of facts, chip lists, an expandable details panel and a footer.

/**
 * A skill as the cards' chips label it, with its months when there are any.
 * @example skillWithMonths({ name: 'React', months: 24 }) // 'React · 24 months'
 */
export function skillWithMonths(skill: { name: string; months?: number }): string {
  if (!skill.months) return skill.name;
  return `${skill.name} · ${skill.months} ${pluralize(skill.months, 'month')}`;
}

/** Names joined by commas, or a dash when there are none. */
export function joinOrDash(names: ReadonlyArray<string>): string {
  return names.length > 0 ? names.join(', ') : '—';
}

const Root = styled.article<{ $isActive: boolean; $activeEdge: 'success' | 'primary'; $hasNarrowPadding: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $isActive, $activeEdge }) => ($isActive ? theme.colors[$activeEdge] : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme, $hasNarrowPadding }) => ($hasNarrowPadding ? `@media (max-width: 600px) { padding: ${theme.space(4)}; }` : '')}
`;

/** A card's header row: the title block on the left, actions on the right, wrapping when narrow. */
export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const TitleBlock = styled.div<{ $basis: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  flex: 1 1 ${({ $basis }) => $basis};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A grid of label/value facts (`<Fact><dt/><dd/></Fact>`); `$columnMin` is a column's narrowest width. */
export const Facts = styled.dl<{ $columnMin: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columnMin }) => $columnMin}, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0;
`;

/** One fact of `Facts`: an uppercase label over its value. */
export const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const ListingBlockTitle = styled.h4`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Free text as typed, line breaks kept and long words wrapped. */
export const ProseText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Details = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    max-width: 100%;
  }
`;

export interface ChipListProps {
  /** The list's accessible name. */
  label: string;
  /** Chip labels; give a key where two labels may be the same. */
  items: ReadonlyArray<string | { key: string | number; label: string }>;
}

/** A labelled wrapping list of primary chips, one per item. */
export function ChipList({ label, items }: ChipListProps) {
  return (
    <ChipRow aria-label={label}>
      {items.map((item) =>
        typeof item === 'string' ? (
          <li key={item}>
            <Chip label={item} tone="primary" />
          </li>
        ) : (
          <li key={item.key}>
            <Chip label={item.label} tone="primary" />
          </li>
        ),
      )}
    </ChipRow>
  );
}

interface ExpandToggleProps {
  isExpanded: boolean;
  /** The id of the panel it opens. */
  controls: string;
  /** The label while collapsed, e.g. 'See bio'; expanded it reads Collapse. */
  expandLabel: ReactNode;
  onToggle: () => void;
}

/** The text button under a listing card that shows and hides its details panel. */
function ExpandToggle({ isExpanded, controls, expandLabel, onToggle }: ExpandToggleProps) {
  return (
    <Button
      variant="text"
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? controls : undefined}
      endIcon={isExpanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
      onClick={onToggle}
    >
      {isExpanded ? 'Collapse' : expandLabel}
    </Button>
  );
}

export interface ListingSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled block of a listing card, e.g. 'Description'. */
export function ListingSection({ title, children }: ListingSectionProps) {
  return (
    <Block>
      <ListingBlockTitle>{title}</ListingBlockTitle>
      {children}
    </Block>
  );
}

export interface ChipSectionProps {
  /** The block's title, also the list's accessible name. */
  title: string;
  items: ReadonlyArray<string>;
  /** What an empty list reads. */
  emptyText: string;
}

/** A titled list of chips, or a muted line when it is empty. */
export function ChipSection({ title, items, emptyText }: ChipSectionProps) {
  return (
    <ListingSection title={title}>
      {items.length === 0 ? <MutedText>{emptyText}</MutedText> : <ChipList label={title} items={items} />}
    </ListingSection>
  );
}

export interface ListingCardProps {
  title: string;
  /** A chip beside the title. */
  badge?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Icon buttons in the top right corner. */
  actions?: ReactNode;
  isActive: boolean;
  /** The left edge's colour while active; inactive it is the strong border colour. */
  activeEdge: 'success' | 'primary';
  /** The title block's flex basis, e.g. '240px'. */
  titleBasis: string;
  /** Less padding below 600px. */
  hasNarrowPadding?: boolean;
  /** Always shown, between the header and the details. */
  children: ReactNode;
  /** Shown by the toggle. */
  details: ReactNode;
  /** Space between the details' blocks, in theme steps. */
  detailsGap: number;
  /** The toggle's label while collapsed, e.g. 'See bio'. */
  expandLabel: string;
  /** Buttons before the toggle. */
  footer?: ReactNode;
  defaultExpanded?: boolean;
}

/** The frame PositionCard and TalentCard share: header, body, a details panel behind the toggle, and the footer. */
export function ListingCard({
  title,
  badge,
  subtitle,
  actions,
  isActive,
  activeEdge,
  titleBasis,
  hasNarrowPadding = false,
  children,
  details,
  detailsGap,
  expandLabel,
  footer,
  defaultExpanded = false,
}: ListingCardProps) {
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const titleId = useId();
  return (
    <Root $isActive={isActive} $activeEdge={activeEdge} $hasNarrowPadding={hasNarrowPadding} aria-labelledby={titleId}>
      <CardHeader>
        <TitleBlock $basis={titleBasis}>
          <TitleRow>
            <Title id={titleId}>{title}</Title>
            {badge}
          </TitleRow>
          {subtitle}
        </TitleBlock>
        {actions && <Actions>{actions}</Actions>}
      </CardHeader>
      {children}
      {isExpanded && (
        <Details id={detailsId} $gap={detailsGap}>
          {details}
        </Details>
      )}
      <Footer>
        {footer}
        <ExpandToggle
          isExpanded={isExpanded}
          controls={detailsId}
          expandLabel={expandLabel}
          onToggle={() => setIsExpanded((current) => !current)}
        />
      </Footer>
    </Root>
  );
}

export interface FactGridProps {
  /** A column's narrowest width, e.g. '120px'. */
  columnMin: string;
  facts: ReadonlyArray<{ label: string; value: ReactNode }>;
}

/** Label/value facts in a grid of as many columns as fit. */
export function FactGrid({ columnMin, facts }: FactGridProps) {
  return (
    <Facts $columnMin={columnMin}>
      {facts.map((fact) => (
        <Fact key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}
