import type { Company } from '@benchlink/api/contracts';
import { callsTo, errorBody, mockApi, testUser } from '@benchlink/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/test-utils';
import { ApproveCompanies } from './approve-companies';

const admin = testUser({ id: 1, username: 'admin', isAdmin: true });
const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
];

const company = (id: number, name: string, overrides: Partial<Company> = {}): Company => ({
  id,
  name,
  email: `hello@${name.toLowerCase().replace(/\s/g, '')}.test`,
  companyType: { id: 2, name: 'Outsourcing' },
  domain: { id: 3, name: 'Fintech' },
  website: 'https://acme.test',
  linkedIn: 'https://www.linkedin.com/company/acme',
  description: 'We build things.\nAnd more things.',
  skills: [11],
  emailVerification: 'VERIFIED',
  approved: false,
  ...overrides,
});

const PAGE = '/admin/approve-companies';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('approve companies', () => {
  it('shows the spec empty text when every company is approved', async () => {
    mockApi({ 'GET /api/admin/get-non-approved': { body: [] }, 'GET /api/skills': { body: skills } });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    expect(await screen.findByText('Could not find any companies that are not approved')).toBeInTheDocument();
  });

  it('shows a card per company with its details', async () => {
    mockApi({ 'GET /api/admin/get-non-approved': { body: [company(4, 'Acme Labs')] }, 'GET /api/skills': { body: skills } });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    const card = await screen.findByRole('region', { name: 'Acme Labs' });
    expect(within(card).getByText('hello@acmelabs.test')).toBeInTheDocument();
    expect(within(card).getByText('Outsourcing')).toBeInTheDocument();
    expect(within(card).getByText('Fintech')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://www.linkedin.com/company/acme' })).toBeInTheDocument();
    expect(await within(card).findByText('React')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View full page' })).toHaveAttribute('href', '/company/4');
    const details = within(card).getByRole('button', { name: 'View details' });
    await userEvent.click(details);
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('removes an approved company from the list at once, after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/get-non-approved': { body: [company(4, 'Acme Labs'), company(6, 'Beta Works')] },
      'GET /api/skills': { body: skills },
      'POST /api/admin/approve/4': { body: company(4, 'Acme Labs', { approved: true }) },
    });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    const card = await screen.findByRole('region', { name: 'Acme Labs' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve company' });
    expect(within(dialog).getByText('Are you sure you want to approve Acme Labs?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acme Labs' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Beta Works' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Labs has been approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/approve/4')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/admin/get-non-approved')).toHaveLength(1);
  });

  it('keeps the company when the approval is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/admin/get-non-approved': { body: [company(4, 'Acme Labs')] }, 'GET /api/skills': { body: skills } });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    await user.click(within(await screen.findByRole('region', { name: 'Acme Labs' })).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/approve/4')).toHaveLength(0);
  });

  it('shows the error alert when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/get-non-approved': { status: 500, body: errorBody(500, 'Internal error') } });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    expect(await screen.findByText('Could not load companies')).toBeInTheDocument();
  });
});
