import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';

const Root = styled.main`
  min-height: 100vh;
`;

/** Frame of the signed-out pages: the auth remote draws its own full-page layout. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return <Root>{children ?? <Outlet />}</Root>;
}
