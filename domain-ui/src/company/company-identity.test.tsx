import { renderPage, testCompany } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyIdentity } from './company-identity';

describe('CompanyIdentity', () => {
  it('shows the banner, logo, name, type, domain and contacts', () => {
    const company = testCompany({ image: '/api/companies/5/image?v=2', banner: '/api/companies/5/banner?v=1' });
    renderPage(<CompanyIdentity company={company} />, { path: '/' });
    expect(screen.getByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Labs banner' })).toHaveAttribute('src', company.banner);
    expect(screen.getByRole('img', { name: 'Acme Labs logo' })).toHaveAttribute('src', company.image);
    expect(screen.getByText('Outsourcing')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.test',
    );
    expect(within(contacts).getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test');
    expect(within(contacts).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/acme',
    );
  });

  it('leaves out what the company has not given, and shows the own view’s extra rows', () => {
    renderPage(
      <CompanyIdentity company={testCompany({ domain: undefined, website: undefined, linkedIn: undefined })}>
        <p>Approval status</p>
      </CompanyIdentity>,
      { path: '/' },
    );
    expect(screen.queryByText('Fintech')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByText('Approval status')).toBeInTheDocument();
  });
});
