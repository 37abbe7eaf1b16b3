import { renderPage } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink, MailLink, TextLink } from './links';

describe('links', () => {
  it('routes an in-app link inside the app', async () => {
    const { user, currentUrl } = renderPage(
      [
        { path: '/', element: <TextLink to="/project/5">Payments</TextLink> },
        { path: '/project/5', element: <h1>Project page</h1> },
      ],
      { path: '/' },
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/project/5');
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/project/5');
  });

  it('opens an external link in a new tab, named by its address unless told otherwise', () => {
    renderPage(
      <>
        <ExternalLink href="https://acme.test" />
        <ExternalLink href="https://www.linkedin.com/company/acme">LinkedIn</ExternalLink>
      </>,
      { path: '/' },
    );
    const website = screen.getByRole('link', { name: 'https://acme.test' });
    expect(website).toHaveAttribute('href', 'https://acme.test');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/acme',
    );
  });

  it('links an e-mail address with mailto', () => {
    renderPage(<MailLink email="hello@acme.test" />, { path: '/' });
    expect(screen.getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute('href', 'mailto:hello@acme.test');
  });
});
