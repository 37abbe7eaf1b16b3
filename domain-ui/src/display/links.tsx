import { focusRing } from '@benchlink/design-system';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/**
 * How a link reads inside text, a table or a card: the primary colour, underlined (colour alone would not tell it
 * from the text around it), with the design system's focus ring. For a download or a button that acts as a link.
 */
export const textLinkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

/**
 * An in-app link (to a project, position, talent or company page), routed without a reload.
 * @example <TextLink to={paths.project.href(project.id)}>{project.name}</TextLink>
 */
export const TextLink = styled(Link)`
  ${textLinkStyles}
`;

const Anchor = styled.a`
  ${textLinkStyles}
`;

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** The link's text; the address itself by default. */
  children?: ReactNode;
}

/**
 * A link out of the app (a company's website or LinkedIn page), opened in a new tab without giving that tab a
 * handle on this one.
 * @example <ExternalLink href={company.website} />
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children ?? href}
    </Anchor>
  );
}

/**
 * An e-mail address as a `mailto:` link.
 * @example <MailLink email={company.email} />
 */
export function MailLink({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}
