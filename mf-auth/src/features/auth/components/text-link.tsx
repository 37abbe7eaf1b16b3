import { focusRing } from '@benchlink/design-system';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const linkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** An in-app link in the auth forms' text. */
export const TextLink = styled(Link)`
  ${linkStyles}
  white-space: nowrap;
`;

/** A button that reads as a link inside banner text (e.g. Resend); dimmed while disabled. */
export const LinkButton = styled.button`
  ${linkStyles}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    text-decoration: none;
    cursor: not-allowed;
  }
`;
