import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useHeadingFocusOnNavigation } from './heading-focus';

const Root = styled.main`
  min-height: 100vh;
`;

/** Frame of the signed-out pages: the auth remote draws its own full-page layout; a new page's heading takes the focus. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const rootRef = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(rootRef);
  return <Root ref={rootRef}>{children ?? <Outlet />}</Root>;
}
