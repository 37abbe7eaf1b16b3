import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/focus';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  variant?: 'text' | 'rect' | 'circle';
  className?: string;
}

/** Placeholder shape shown while content loads. */
export function Skeleton({ width = '100%', height, variant = 'text', className }: SkeletonProps) {
  const resolvedHeight = height ?? (variant === 'text' ? '14px' : '48px');
  const radius = variant === 'circle' ? '50%' : variant === 'text' ? '4px' : '8px';
  return <Block aria-hidden="true" className={className} $width={width} $height={resolvedHeight} $radius={radius} />;
}

// Short forms for the shapes below: a line of text, a box (button, field, picture).
const line = (width: string, height = '14px') => <Skeleton width={width} height={height} />;
const box = (width: string, height: string) => <Skeleton variant="rect" width={width} height={height} />;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Column = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  min-width: 0;
`;

/** Items side by side, wrapping; `$apart` pushes the first and the last to the edges. */
const Row = styled.div<{ $apart?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $apart }) => ($apart ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
`;

/** The frame of every placeholder card: the real cards' border, radius and surface; `$edge` their coloured left edge. */
const Frame = styled.div<{ $edge?: boolean; $padding: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme, $padding }) => theme.space($padding)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme, $edge }) => ($edge ? `border-left: 4px solid ${theme.colors.skeleton};` : '')}
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  ${({ theme, $padding }) => ($padding > 4 ? `@media (max-width: 600px) { padding: ${theme.space(4)}; }` : '')}
`;

/** Label-over-value facts in as many columns as fit, as the cards' fact grids. */
const Facts = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

function facts(count: number, min: string) {
  return (
    <Facts $min={min}>
      {Array.from({ length: count }, (_, index) => (
        <Column key={index} $gap={1}>
          {line('60%', '10px')}
          {line('80%')}
        </Column>
      ))}
    </Facts>
  );
}

const ListingFrame = styled(Frame)`
  flex-direction: row;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  > :first-child {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  @media (max-width: 600px) {
    > :first-child {
      display: none;
    }
  }
`;

const Lines = styled(Column)`
  flex: 1;
`;

/** A browse result (the compact listing card): the logo, title and rate, who and where, skills beside the actions. */
function ListingShape() {
  return (
    <ListingFrame data-shape="listing" $edge $padding={2}>
      {box('40px', '40px')}
      <Lines $gap={2}>
        <Row $apart>
          {line('min(55%, 260px)', '18px')}
          {line('64px', '16px')}
        </Row>
        {line('min(70%, 360px)')}
        <Row $apart>
          {box('140px', '24px')}
          <Row>
            {box('72px', '36px')}
            {box('120px', '20px')}
          </Row>
        </Row>
      </Lines>
    </ListingFrame>
  );
}

/** An own project: name and icon actions, four facts, the description, and the positions toggle beside 'Add new position'. */
function ProjectShape() {
  return (
    <Frame data-shape="project" $padding={6}>
      <Row $apart>
        {line('min(50%, 280px)', '22px')}
        <Row>
          {box('32px', '32px')}
          {box('32px', '32px')}
        </Row>
      </Row>
      {facts(4, '140px')}
      {line('85%')}
      <Row $apart>
        {line('150px', '18px')}
        {box('180px', '48px')}
      </Row>
    </Frame>
  );
}

/** A talent of the bench: name and role, the availability strip, five facts, skills, and the card's text buttons. */
function TalentShape() {
  return (
    <Frame data-shape="talent" $edge $padding={5}>
      <Row $apart>
        <Column $gap={2}>
          {line('120px', '18px')}
          {line('180px')}
        </Column>
        {box('32px', '32px')}
      </Row>
      {box('100%', '64px')}
      {facts(5, '120px')}
      <Row>
        {box('120px', '26px')}
        {box('96px', '26px')}
      </Row>
      <Row>
        {line('90px', '18px')}
        {line('70px', '18px')}
      </Row>
    </Frame>
  );
}

/** A generic row: a round picture and three lines. */
function RowShape() {
  return (
    <Frame data-shape="row" $padding={4}>
      <Row>
        <Skeleton variant="circle" width="40px" height="40px" />
        <Lines $gap={2}>
          {line('40%', '16px')}
          {line('85%')}
          {line('65%')}
        </Lines>
      </Row>
    </Frame>
  );
}

/** A table: its header band and rows of cells. */
function TableShape({ rows }: { rows: number }) {
  return (
    <Frame data-shape="table" $padding={0}>
      <TableRows>
        {Array.from({ length: rows + 1 }, (_, index) => (
          <Row key={index}>
            {line('22%', index === 0 ? '10px' : '14px')}
            {line('30%', index === 0 ? '10px' : '14px')}
            {line('16%', index === 0 ? '10px' : '14px')}
            {line('14%', index === 0 ? '10px' : '14px')}
          </Row>
        ))}
      </TableRows>
    </Frame>
  );
}

const TableRows = styled.div`
  display: flex;
  flex-direction: column;
  > * {
    flex-wrap: nowrap;
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > :first-child {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  > :last-child {
    border-bottom: 0;
  }
`;

/** The shapes of the product's lists: browse results, own projects, bench talents, generic rows, a table. */
export const LIST_SHAPES = ['row', 'listing', 'project', 'talent', 'table'] as const;
export type ListShape = (typeof LIST_SHAPES)[number];

const cardShapes = { row: RowShape, listing: ListingShape, project: ProjectShape, talent: TalentShape };

function ShapeRows({ shape, count }: { shape: ListShape; count: number }) {
  if (shape === 'table') return <TableShape rows={count} />;
  const Shape = cardShapes[shape];
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Shape key={index} />
      ))}
    </>
  );
}

export interface SkeletonListProps {
  rows?: number;
  label?: string;
  /** The shape of the list's cards (or a table's rows); a generic row by default. */
  shape?: ListShape;
}

/** Loading placeholder for a list, shaped like its cards. */
export function SkeletonList({ rows = 3, label = 'Loading', shape = 'row' }: SkeletonListProps) {
  return (
    <Column $gap={3} role="status" aria-busy="true" data-skeleton-list={shape}>
      <Hidden>{label}</Hidden>
      <ShapeRows shape={shape} count={rows} />
    </Column>
  );
}

/** The page shapes a loading placeholder can take (the `skeleton` of a page declaration). */
export const PAGE_SKELETONS = ['form', 'profile', 'list', 'browse', 'projects', 'talents', 'table'] as const;
export type PageSkeletonVariant = (typeof PAGE_SKELETONS)[number];

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The sort and result bar over a list: the count, and the sort selects. */
const sortBar = (
  <Frame $padding={2}>
    <Row $apart>
      {line('90px', '16px')}
      <Row>
        {box('120px', '40px')}
        {box('120px', '40px')}
      </Row>
    </Row>
  </Frame>
);

/** The browse pages: the filter panel beside the results (a 'Filters' button above them where it does not fit). */
const BrowseColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 250px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
  > :nth-child(2) {
    display: none;
  }
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
    > :first-child {
      display: none;
    }
    > :nth-child(2) {
      display: block;
    }
  }
`;

const field = (key: number, height = '48px') => (
  <Column key={key} $gap={2}>
    {line('30%')}
    {box('100%', height)}
  </Column>
);

const TwoFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

/**
 * A form page: titled cards of fields (a text area among them, two fields side by side in the next), its buttons in
 * the page header; a signed-out form (sign-in) is one card with its button under the fields.
 */
function FormShape({ isPage }: { isPage: boolean }) {
  if (!isPage) {
    return (
      <Frame $padding={6}>
        {[0, 1].map((key) => field(key))}
        {box('100%', '48px')}
      </Frame>
    );
  }
  return (
    <>
      <Frame $padding={6}>
        {line('160px', '20px')}
        {field(0)}
        {field(1, '150px')}
      </Frame>
      <Frame $padding={6}>
        {line('120px', '20px')}
        <TwoFields>{[0, 1].map((key) => field(key))}</TwoFields>
      </Frame>
    </>
  );
}

// The profile hero's measures (profile-hero.tsx): a 128 px banner (200 px from 700 px), the logo over its lower edge,
// the name beside the logo on wide screens and under it on phones.
const HeroBanner = styled(Skeleton)`
  border-radius: 0;
  height: 128px;
  @media (min-width: 700px) {
    height: 200px;
  }
`;

const HeroBody = styled(Column)`
  padding: ${({ theme }) => `0 ${theme.space(5)} ${theme.space(5)}`};
  @media (min-width: 700px) {
    padding: ${({ theme }) => `0 ${theme.space(8)} ${theme.space(6)}`};
  }
`;

const HeroHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  > :first-child {
    margin-top: -44px;
    width: 88px;
    height: 88px;
    border: 4px solid ${({ theme }) => theme.colors.surface};
    box-sizing: content-box;
  }
  @media (min-width: 700px) {
    flex-direction: row;
    > :first-child {
      margin-top: -56px;
      width: 112px;
      height: 112px;
    }
    > :last-child {
      flex: 1;
      padding-top: ${({ theme }) => theme.space(4)};
    }
  }
`;

/** A company's or a talent's page: the banner with the logo over its edge, the name and tags, facts, then 'About'. */
function ProfileShape() {
  return (
    <>
      <Frame $padding={0}>
        <HeroBanner variant="rect" />
        <HeroBody $gap={4}>
          <HeroHeading>
            {box('88px', '88px')}
            <Column $gap={3}>
              {line('min(60%, 320px)', '26px')}
              <Row>
                {box('140px', '26px')}
                {box('72px', '26px')}
              </Row>
            </Column>
          </HeroHeading>
          {line('min(50%, 300px)')}
          {facts(3, '200px')}
        </HeroBody>
      </Frame>
      <Frame $padding={6}>
        {line('30%', '18px')}
        {line('90%')}
        {line('75%')}
      </Frame>
    </>
  );
}

export interface PageSkeletonProps {
  /** The shape of the page that is loading. */
  variant?: PageSkeletonVariant;
  /** Draws a page header (title and action) above the shape; off for pages without one, such as sign-in. */
  hasHeader?: boolean;
  label?: string;
}

/**
 * Loading placeholder shaped like a whole page (a form, a profile, a list of the page's own cards, the browse
 * pages, a table), so the page does not jump when it arrives.
 */
export function PageSkeleton({ variant = 'list', hasHeader = true, label = 'Loading page' }: PageSkeletonProps) {
  return (
    <Column $gap={5} role="status" aria-busy="true" data-skeleton={variant}>
      <Hidden>{label}</Hidden>
      {hasHeader && (
        <HeaderRow>
          {line('min(40%, 260px)', '28px')}
          {/* A table page (the admin's) has no action in its header; browse has its search box there. */}
          <Row>
            {variant === 'form' && box('150px', '48px')}
            {variant !== 'table' && box(variant === 'browse' ? '230px' : '160px', '48px')}
          </Row>
        </HeaderRow>
      )}
      {variant === 'form' && <FormShape isPage={hasHeader} />}
      {variant === 'profile' && <ProfileShape />}
      {variant === 'list' && <ShapeRows shape="row" count={4} />}
      {variant === 'table' && <TableShape rows={6} />}
      {variant === 'projects' && (
        <>
          {sortBar}
          <ShapeRows shape="project" count={3} />
        </>
      )}
      {variant === 'talents' && (
        <>
          <Row $apart>
            {box('170px', '28px')}
            {box('160px', '36px')}
          </Row>
          {sortBar}
          <ShapeRows shape="talent" count={2} />
        </>
      )}
      {variant === 'browse' && (
        <BrowseColumns>
          <Frame $padding={5}>
            {line('40%', '20px')}
            {[0, 1, 2, 3].map((index) => (
              <Column key={index} $gap={2}>
                {line('45%')}
                {box('100%', '48px')}
              </Column>
            ))}
          </Frame>
          {box('100%', '48px')}
          <Column $gap={3}>
            {sortBar}
            <ShapeRows shape="listing" count={5} />
          </Column>
        </BrowseColumns>
      )}
    </Column>
  );
}
