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

export interface SkeletonListProps {
  rows?: number;
  label?: string;
}

/** Loading placeholder for a list of cards. */
export function SkeletonList({ rows = 3, label = 'Loading' }: SkeletonListProps) {
  return (
    <ListRoot role="status" aria-busy="true">
      <Hidden>{label}</Hidden>
      {Array.from({ length: rows }, (_, index) => (
        <CardRow key={index}>
          <Skeleton variant="circle" width="40px" height="40px" />
          <Lines>
            <Skeleton width="40%" height="16px" />
            <Skeleton width="85%" />
            <Skeleton width="65%" />
          </Lines>
        </CardRow>
      ))}
    </ListRoot>
  );
}
