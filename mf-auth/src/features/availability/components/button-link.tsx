import { focusRing } from '@benchlink/design-system';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/**
 * An in-app link drawn as the design system's button (the page's way on is a navigation, not an action): primary
 * for the main way on, secondary beside it. Full width on phones.
 */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  transition: background ${({ theme }) => theme.transition};
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${({ theme }) => theme.colors.primary};
          color: ${({ theme }) => theme.colors.onPrimary};
          box-shadow: ${({ theme }) => theme.shadow.sm};
          &:hover {
            background: ${({ theme }) => theme.colors.primaryHover};
          }
        `
      : css`
          background: ${({ theme }) => theme.colors.surface};
          color: ${({ theme }) => theme.colors.text};
          border-color: ${({ theme }) => theme.colors.borderStrong};
          &:hover {
            background: ${({ theme }) => theme.colors.surfaceMuted};
          }
        `}
  ${focusRing}

  @media (max-width: 480px) {
    width: 100%;
  }
`;
