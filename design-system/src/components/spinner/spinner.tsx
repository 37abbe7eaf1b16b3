import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/focus';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.7s linear infinite;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; pass null for a spinner inside a labelled control. */
  label?: string | null;
  className?: string;
}

/** Inline loading indicator. */
export function Spinner({ size = 24, label = 'Loading', className }: SpinnerProps) {
  if (label === null) return <Ring $size={size} aria-hidden="true" className={className} />;
  return (
    <Inline role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <Hidden>{label}</Hidden>
    </Inline>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.spinner};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

const OverlayLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export interface FullScreenSpinnerProps {
  label?: string;
}

/** Covers the viewport while something essential (the user session) loads. */
export function FullScreenSpinner({ label = 'Loading' }: FullScreenSpinnerProps) {
  return (
    <Overlay role="status" aria-live="polite">
      <Ring $size={44} aria-hidden="true" />
      <OverlayLabel>{label}</OverlayLabel>
    </Overlay>
  );
}
