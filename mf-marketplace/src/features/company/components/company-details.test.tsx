import { apiError, mockApi, renderPage, testCompany, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDetails } from './company-details';

const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
  { id: 12, name: 'Go', parentId: 10, assignable: true },
];

const company = testCompany({ id: 4, image: '/api/companies/4/image?v=2', banner: '/api/companies/4/banner?v=1' });

const session = testUser({ companyId: 9 });
const ROUTE = '/company/:companyId';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public company view', () => {
  it('shows banner, logo, details and skills', async () => {
    mockApi({ 'GET /api/companies/4': { body: company }, 'GET /api/skills': { body: skills } });
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Labs banner' })).toHaveAttribute('src', company.banner);
    expect(screen.getByRole('img', { name: 'Acme Labs logo' })).toHaveAttribute('src', company.image);
    expect(screen.getByText('Outsourcing')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test');
    const about = screen.getByRole('heading', { name: 'About the Company' }).closest('section')!;
    expect(within(about).getByText('We build things.')).toBeInTheDocument();
    expect(await within(about).findByText('React')).toBeInTheDocument();
    expect(within(about).getByText('Go')).toBeInTheDocument();
    expect(screen.queryByText('PENDING')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('says when the company does not exist', async () => {
    mockApi({ 'GET /api/companies/404': apiError(404, 'Company not found.') });
    renderPage(<CompanyDetails />, { path: '/company/404', route: ROUTE, session });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    mockApi({ 'GET /api/companies/4': apiError(500, 'Internal error') });
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    expect(await screen.findByText('Failed to load company data')).toBeInTheDocument();
  });
});
