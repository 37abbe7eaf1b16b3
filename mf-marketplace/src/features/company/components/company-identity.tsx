import type { Company } from '@benchlink/api/contracts';
import { Chip, ExternalLinkIcon, GlobeIcon, MailIcon } from '@benchlink/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Banner = styled.div`
  height: 128px;
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.info});
  opacity: ${({ theme }) => (theme.isDark ? 0.85 : 1)};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  @media (min-width: 700px) { height: 200px; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  @media (min-width: 700px) { padding: 0 ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)}; }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 88px;
  height: 88px;
  margin-top: -44px;
  overflow: hidden;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.md};
  img { width: 100%; height: 100%; object-fit: cover; background: ${({ theme }) => theme.colors.surface}; }
  @media (min-width: 700px) { width: 112px; height: 112px; margin-top: -56px; font-size: ${({ theme }) => theme.font.size.display}; }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space(3)};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  overflow-wrap: anywhere;
  @media (min-width: 700px) { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Contact = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  svg { flex-shrink: 0; }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover { text-decoration: underline; }
  }
`;

/** Initials shown in place of a missing logo. */
function initials(name: string) {
  return name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Link text of a website: its host, which is what people recognise. */
function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export interface CompanyIdentityProps {
  company: Company;
  /** Extra rows under the contacts, e.g. the own view's status chips. */
  children?: ReactNode;
}

/** Banner across the top, the logo overlapping it, name, type and domain chips and the contact links. */
export function CompanyIdentity({ company, children }: CompanyIdentityProps) {
  return (
    <Root aria-label={company.name}>
      <Banner>{company.banner && <img src={company.banner} alt={`${company.name} banner`} />}</Banner>
      <Body>
        <Heading>
          <Logo>{company.image ? <img src={company.image} alt={`${company.name} logo`} /> : <span aria-hidden="true">{initials(company.name)}</span>}</Logo>
          <Titles>
            <Name>{company.name}</Name>
            <Row>
              <Chip label={company.companyType.name} tone="primary" />
              {company.domain && <Chip label={company.domain.name} tone="info" />}
            </Row>
          </Titles>
        </Heading>
        <Contacts aria-label="Contacts">
          <Contact>
            <MailIcon size={16} aria-hidden="true" />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </Contact>
          {company.website && (
            <Contact>
              <GlobeIcon size={16} aria-hidden="true" />
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                {hostOf(company.website)}
              </a>
            </Contact>
          )}
          {company.linkedIn && (
            <Contact>
              <ExternalLinkIcon size={16} aria-hidden="true" />
              <a href={company.linkedIn} target="_blank" rel="noopener noreferrer">
                LinkedIn
              </a>
            </Contact>
          )}
        </Contacts>
        {children}
      </Body>
    </Root>
  );
}
