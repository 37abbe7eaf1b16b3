import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Chip, ExternalLinkIcon, GlobeIcon, MailIcon, type ChipTone } from '@benchlink/design-system';

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
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  @media (min-width: 700px) {
    height: 200px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  @media (min-width: 700px) {
    padding: 0 ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  }
`;

// Phones stack the logo over the titles; wider screens keep the titles beside the logo, however long the name, so
// a name that wraps does not drop under the logo and leave a gap beside it.
const Heading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 700px) {
    flex-direction: row;
  }
`;

// Positioned above the banner: in the dark theme the banner's opacity makes it a stacking context that would
// otherwise paint over the top of the logo where the two overlap.
const Logo = styled.div`
  position: relative;
  z-index: 1;
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
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  @media (min-width: 700px) {
    width: 112px;
    height: 112px;
    margin-top: -56px;
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  max-width: 100%;
  @media (min-width: 700px) {
    padding-top: ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  overflow-wrap: anywhere;
  @media (min-width: 700px) {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
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
  svg {
    flex-shrink: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      text-decoration: underline;
    }
  }
`;

/** Initials shown in place of a missing logo: the first letters of the first two words. */
function initialsOf(name: string) {
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

/** One chip under the title. */
export interface ProfileHeroTag {
  label: string;
  tone?: ChipTone;
}

/** An external link in the contacts row, e.g. a social profile. */
export interface ProfileHeroLink {
  label: string;
  href: string;
}

export interface ProfileHeroProps {
  /** The heading; also names the region and the banner and logo images. */
  title: string;
  /** Banner image URL; without one the banner shows the theme gradient. */
  bannerUrl?: string | null;
  /** Logo image URL; without one the logo shows the title's initials. */
  logoUrl?: string | null;
  tags?: ProfileHeroTag[];
  /** Shown as a mailto link. */
  email?: string | null;
  /** Shown as a link labelled with its host. */
  website?: string | null;
  /** Further external links, opened in a new tab. */
  links?: ProfileHeroLink[];
  /** Extra rows under the contacts, e.g. status chips or actions. */
  children?: ReactNode;
  /** Leaves the title heading out, when the page's own heading already names the profile. */
  hideTitle?: boolean;
}

/** Profile header: a banner across the top, the logo overlapping it, the title, tag chips and contact links. */
export function ProfileHero({
  title,
  bannerUrl,
  logoUrl,
  tags = [],
  email,
  website,
  links = [],
  children,
  hideTitle = false,
}: ProfileHeroProps) {
  return (
    <Root aria-label={title}>
      <Banner>{bannerUrl && <img src={bannerUrl} alt={`${title} banner`} />}</Banner>
      <Body>
        <Heading>
          <Logo>
            {logoUrl ? (
              <img src={logoUrl} alt={`${title} logo`} />
            ) : (
              <span aria-hidden="true">{initialsOf(title)}</span>
            )}
          </Logo>
          <Titles>
            {!hideTitle && <Title>{title}</Title>}
            <Row>
              {tags.map((tag) => (
                <Chip key={tag.label} label={tag.label} tone={tag.tone} />
              ))}
            </Row>
          </Titles>
        </Heading>
        <Contacts aria-label="Contacts">
          {email && (
            <Contact>
              <MailIcon size={16} aria-hidden="true" />
              <a href={`mailto:${email}`}>{email}</a>
            </Contact>
          )}
          {website && (
            <Contact>
              <GlobeIcon size={16} aria-hidden="true" />
              <a href={website} target="_blank" rel="noopener noreferrer">
                {hostOf(website)}
              </a>
            </Contact>
          )}
          {links.map((link) => (
            <Contact key={link.href}>
              <ExternalLinkIcon size={16} aria-hidden="true" />
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </Contact>
          ))}
        </Contacts>
        {children}
      </Body>
    </Root>
  );
}
