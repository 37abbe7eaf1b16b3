import { focusRing } from '@benchlink/design-system';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

// Apart from the text links: a module of its own is left out of the apps that do not draw one.

/**
 * An in-app link drawn as the design system's button, for a way on that is a navigation, not an action: primary for
 * the page's main way on, secondary beside it; small beside a card's small buttons.
 * @example <ButtonLink to={paths.companyTalents.href()}>Open your bench</ButtonLink>
 */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary'; $size?: 'small' | 'medium' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  transition: background ${({ theme }) => theme.transition};
  ${({ $size = 'medium' }) =>
    $size === 'small'
      ? css`
          min-height: ${({ theme }) => theme.size.controlSmall};
          padding: 0 ${({ theme }) => theme.space(3)};
          font-size: ${({ theme }) => theme.font.size.sm};
        `
      : css`
          min-height: ${({ theme }) => theme.size.control};
          padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
          font-size: ${({ theme }) => theme.font.size.md};
        `}
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
`;
