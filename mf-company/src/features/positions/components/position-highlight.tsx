import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** How long a position just created stays lit on its project page. */
export const HIGHLIGHT_MS = 4000;

const Root = styled.div<{ $isLit: boolean }>`
  border-radius: ${({ theme }) => theme.radius.lg};
  scroll-margin: ${({ theme }) => theme.space(6)};
  box-shadow: ${({ theme, $isLit }) =>
    $isLit ? `0 0 0 3px ${theme.colors.primary}, 0 0 0 8px ${theme.colors.focusRing}` : 'none'};
  transition: box-shadow 600ms ease-out;
`;

export interface PositionHighlightProps {
  /** The position's title, e.g. 'Senior Java Developer'. */
  title: string;
  children: ReactNode;
}

/**
 * A position just created, on its project's page: scrolled into view and lit for a few seconds. Reading moves to it
 * (focus, named 'New position: …'), so a screen reader or a keyboard carries on from there.
 */
export function PositionHighlight({ title, children }: PositionHighlightProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isLit, setIsLit] = useState(true);
  useEffect(() => {
    const element = ref.current;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element?.scrollIntoView?.({ block: 'center', behavior: isReduced ? 'auto' : 'smooth' });
    element?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setIsLit(false), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Root
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={`New position: ${title}`}
      data-highlighted={isLit || undefined}
      $isLit={isLit}
    >
      {children}
    </Root>
  );
}
