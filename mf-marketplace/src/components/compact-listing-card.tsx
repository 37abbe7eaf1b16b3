import { Button, Chip, ChevronDownIcon, ChevronUpIcon, pluralize, visuallyHidden } from '@benchlink/design-system';
import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

// The browse lists' card. The design system's listing cards set out their facts in a grid with a titled block per
// list, about twice this height; browsing compares many listings at once, so this one puts the same facts on a few
// short lines (title, score and rate; who, where and when; facts and skills beside the actions), about 115 px
// collapsed at 1280 px, and keeps the rest behind its details toggle.

const Root = styled.article<{ $edge: 'success' | 'primary' | 'muted'; $hasLogo: boolean }>`
  display: grid;
  grid-template-columns: ${({ $hasLogo }) => ($hasLogo ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  column-gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $edge }) =>
      $edge === 'success'
        ? theme.colors.success
        : $edge === 'primary'
          ? theme.colors.primary
          : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** Phones give the width to the text: the company's name is in the line under the title anyway. */
const LogoSlot = styled.div`
  @media (max-width: 600px) {
    display: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const TitleRow = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A skill as the cards label it, with its months when there are any.
 * @example skillLabel('React', 24) // 'React · 24 months'
 */
export const skillLabel = (name: string, months?: number) =>
  months ? `${name} · ${months} ${pluralize(months, 'month')}` : name;

// A dot before every item; the line is pulled left by the dot's width and clipped there, so that the first item of
// each line, wrapped or not, shows none. The clip leaves room above and below for the links' focus ring.
const DOT_WIDTH = '16px';
export const dotted = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: -3px 0 -3px -${DOT_WIDTH};
  padding: 3px 0;
  clip-path: inset(0 -4px 0 ${DOT_WIDTH});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

export const dot = css`
  content: '·';
  display: inline-block;
  width: ${DOT_WIDTH};
  text-align: center;
  color: ${({ theme }) => theme.colors.textDisabled};
`;

/** A line of small muted facts, separated by dots. */
export const MetaLine = styled.div`
  ${dotted}
  > *::before {
    ${dot}
  }
`;

/** Facts and chips side by side, wrapping onto a second line only when they do not fit. */
export const SummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface CompactFact {
  /** Read by screen readers only, before the value: on screen the values speak for themselves ('40 h/w'). */
  label?: string;
  value: ReactNode;
}

/** Facts on one wrapping line, e.g. '40 h/w · Remote · Plovdiv'. */
export function CompactFacts({ facts }: { facts: ReadonlyArray<CompactFact> }) {
  return (
    <MetaLine>
      {facts.map((fact, index) => (
        <span key={fact.label ?? index}>
          {fact.label && <Hidden>{`${fact.label}: `}</Hidden>}
          {fact.value}
        </span>
      ))}
    </MetaLine>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
  }
`;

const SmallChip = styled(Chip)`
  height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const ChipLines = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export interface CompactChipGroup {
  /** The list's accessible name, e.g. 'Required tech stack'. */
  label: string;
  items: ReadonlyArray<string>;
  tone: 'primary' | 'neutral';
}

/** Skill chips of one or more lists on one wrapping line, each list named for screen readers. */
export function CompactChips({ groups }: { groups: ReadonlyArray<CompactChipGroup> }) {
  const shown = groups.filter((group) => group.items.length > 0);
  if (shown.length === 0) return null;
  return (
    <ChipLines>
      {shown.map((group) => (
        <Chips key={group.label} aria-label={group.label}>
          {/* Names not loaded yet all read '…': the index keeps the keys apart. */}
          {group.items.map((item, index) => (
            <li key={`${index}-${item}`}>
              <SmallChip label={item} tone={group.tone} />
            </li>
          ))}
        </Chips>
      ))}
    </ChipLines>
  );
}

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h4 {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A titled block of the details panel, e.g. 'Description'. */
export function DetailsBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Block>
      <h4>{title}</h4>
      {children}
    </Block>
  );
}

// The facts, chips and reasons share their last line with the buttons, wrapping under them only when the card is
// narrow: on a desktop a collapsed card is three short lines.
const BottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Summary = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  > * {
    max-width: 100%;
  }
`;

export interface CompactListingCardProps {
  title: string;
  /** Chips beside the title (INACTIVE). */
  badges?: ReactNode;
  /** The top right corner: the match score and the rate. */
  aside?: ReactNode;
  /** A small picture left of the title, e.g. the company's logo. */
  logo?: ReactNode;
  /** The line under the title: who, where, when. */
  meta?: ReactNode;
  /** Everything else that stays in view: facts and skills (`SummaryRow`), the match reasons. */
  children?: ReactNode;
  /** What the toggle shows. */
  details: ReactNode;
  /** The toggle's label while collapsed (See job details, See bio); expanded it reads Collapse. */
  expandLabel: string;
  /** Buttons and links before the toggle. */
  footer?: ReactNode;
  /** The left edge: an open position's green, a talent's primary, or grey for what is not active. */
  edge: 'success' | 'primary' | 'muted';
}

/** A listing in a browse list, on a few short lines; its details open below with the toggle. */
export function CompactListingCard({
  title,
  badges,
  aside,
  logo,
  meta,
  children,
  details,
  expandLabel,
  footer,
  edge,
}: CompactListingCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  return (
    <Root aria-labelledby={titleId} $edge={edge} $hasLogo={Boolean(logo)}>
      {logo && <LogoSlot>{logo}</LogoSlot>}
      <Body>
        <Head>
          <TopRow>
            <TitleRow>
              <Title id={titleId}>{title}</Title>
              {badges}
            </TitleRow>
            {aside && <Aside>{aside}</Aside>}
          </TopRow>
          {meta}
        </Head>
        <BottomRow>
          {children && <Summary>{children}</Summary>}
          <Footer>
            {footer}
            <Button
              variant="text"
              size="small"
              aria-expanded={isExpanded}
              aria-controls={isExpanded ? detailsId : undefined}
              endIcon={isExpanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
              onClick={() => setIsExpanded((current) => !current)}
            >
              {isExpanded ? 'Collapse' : expandLabel}
            </Button>
          </Footer>
        </BottomRow>
        {isExpanded && <Details id={detailsId}>{details}</Details>}
      </Body>
    </Root>
  );
}
