import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ProfileHero } from './profile-hero';

describe('ProfileHero', () => {
  it('shows the banner, logo, title, tags and contact links', () => {
    renderWithTheme(
      <ProfileHero
        title="Acme Labs"
        bannerUrl="/banner.png"
        logoUrl="/logo.png"
        tags={[{ label: 'Outsourcing', tone: 'primary' }, { label: 'Fintech' }]}
        email="hello@acme.test"
        website="https://acme.test/about"
        links={[{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/acme' }]}
      >
        <p>Extra row</p>
      </ProfileHero>,
    );
    const region = screen.getByRole('region', { name: 'Acme Labs' });
    expect(within(region).getByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Labs banner' })).toHaveAttribute('src', '/banner.png');
    expect(screen.getByRole('img', { name: 'Acme Labs logo' })).toHaveAttribute('src', '/logo.png');
    expect(screen.getByText('Outsourcing')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.test',
    );
    expect(within(contacts).getByRole('link', { name: 'acme.test' })).toHaveAttribute(
      'href',
      'https://acme.test/about',
    );
    const linkedIn = within(contacts).getByRole('link', { name: 'LinkedIn' });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Extra row')).toBeInTheDocument();
  });

  it('falls back to the gradient and the initials without images, and leaves out missing contacts', () => {
    renderWithTheme(<ProfileHero title="Blue ocean systems" website="not a url" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('BO')).toHaveAttribute('aria-hidden', 'true');
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(within(contacts).getAllByRole('link')).toHaveLength(1);
    expect(within(contacts).getByRole('link', { name: 'not a url' })).toHaveAttribute('href', 'not a url');
  });

  it('leaves its heading out when the page already names the profile', () => {
    renderWithTheme(<ProfileHero title="Acme Software" hideTitle />);
    expect(screen.queryByRole('heading', { name: 'Acme Software' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Acme Software' })).toBeInTheDocument();
  });
});
