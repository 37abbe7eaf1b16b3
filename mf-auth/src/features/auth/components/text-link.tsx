import { TextLink as InAppLink, textLinkStyles } from '@benchlink/domain-ui';
import styled from 'styled-components';

/** An in-app link in the auth forms' text ('Back to sign in'), kept on one line. */
export const TextLink = styled(InAppLink)`
  white-space: nowrap;
`;

/** A button that reads as a link inside banner text (e.g. Resend); dimmed while disabled. */
export const LinkButton = styled.button`
  ${textLinkStyles}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    text-decoration: none;
    cursor: not-allowed;
  }
`;
