import { useSession } from '@benchlink/api-client/core';
import { landingPath, paths } from '@benchlink/contracts/paths';
import { Link } from 'react-router';
import styled from 'styled-components';

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * The product mark, linking to the user's landing page (a visitor's: sign-in). Its accessible name is its visible
 * word, 'Benchlink' (the letter tile is decoration), so speech users can say what they see.
 */
export function Brand() {
  const session = useSession();
  return (
    <Root to={session.user ? landingPath(session) : paths.home.path}>
      <Mark aria-hidden="true">B</Mark>
      Benchlink
    </Root>
  );
}
