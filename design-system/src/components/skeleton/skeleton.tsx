import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
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

const ListRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const CardRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

/** Placeholder cards of a list: an avatar circle and three lines each. */
function CardRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <CardRow key={index}>
          <Skeleton variant="circle" width="40px" height="40px" />
          <Lines>
            <Skeleton width="40%" height="16px" />
            <Skeleton width="85%" />
            <Skeleton width="65%" />
          </Lines>
        </CardRow>
      ))}
    </>
  );
}

export interface SkeletonListProps {
  rows?: number;
  label?: string;
}

/** Loading placeholder for a list of cards. */
export function SkeletonList({ rows = 3, label = 'Loading' }: SkeletonListProps) {
  return (
    <ListRoot role="status" aria-busy="true">
      <Hidden>{label}</Hidden>
      <CardRows count={rows} />
    </ListRoot>
  );
}

/** The page shapes a loading placeholder can take. */
export const PAGE_SKELETONS = ['form', 'profile', 'list'] as const;
export type PageSkeletonVariant = (typeof PAGE_SKELETONS)[number];

const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const FieldBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const HeroPanel = styled(Panel)`
  padding: 0;
  gap: 0;
`;

const HeroBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

const LogoSkeleton = styled(Skeleton)`
  margin-top: -48px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  box-sizing: content-box;
`;

function FormShape({ fields }: { fields: number }) {
  return (
    <Panel>
      {Array.from({ length: fields }, (_, index) => (
        <FieldBlock key={index}>
          <Skeleton width="30%" height="14px" />
          <Skeleton variant="rect" height="40px" />
        </FieldBlock>
      ))}
      <Skeleton variant="rect" width="100%" height="44px" />
    </Panel>
  );
}

function ProfileShape() {
  return (
    <>
      <HeroPanel>
        <Skeleton variant="rect" height="140px" />
        <HeroBody>
          <LogoSkeleton variant="rect" width="88px" height="88px" />
          <Skeleton width="min(60%, 360px)" height="24px" />
          <Skeleton width="min(40%, 240px)" />
          <Skeleton width="min(50%, 300px)" />
        </HeroBody>
      </HeroPanel>
      <Panel>
        <Skeleton width="30%" height="18px" />
        <Skeleton width="90%" />
        <Skeleton width="75%" />
      </Panel>
    </>
  );
}

export interface PageSkeletonProps {
  /** The shape of the page that is loading. */
  variant?: PageSkeletonVariant;
  /** Draws a page header (title and button) above the shape; off for pages without one, such as sign-in. */
  hasHeader?: boolean;
  label?: string;
}

/** Loading placeholder shaped like a whole page (a form, a profile or a list), so the page does not jump when it arrives. */
export function PageSkeleton({ variant = 'list', hasHeader = true, label = 'Loading page' }: PageSkeletonProps) {
  return (
    <PageRoot role="status" aria-busy="true" data-skeleton={variant}>
      <Hidden>{label}</Hidden>
      {hasHeader && (
        <HeaderRow>
          <Skeleton width="min(40%, 260px)" height="28px" />
          <Skeleton variant="rect" width="120px" height="40px" />
        </HeaderRow>
      )}
      {variant === 'form' && <FormShape fields={hasHeader ? 4 : 2} />}
      {variant === 'profile' && <ProfileShape />}
      {variant === 'list' && (
        <ListRoot aria-hidden="true">
          <CardRows count={4} />
        </ListRoot>
      )}
    </PageRoot>
  );
}
