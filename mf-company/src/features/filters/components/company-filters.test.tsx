import type { Filter } from '@benchlink/contracts/filters';
import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyFilters } from './company-filters';

const skills = [
  { id: 2, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 51, name: 'JavaScript', parentId: 2, assignable: true },
  { id: 56, name: 'TypeScript', parentId: 2, assignable: true },
];

const company = {
  id: 5,
  name: 'Acme Labs',
  email: 'hello@acme.test',
  companyType: { id: 1, name: 'Service' },
  skills: [56],
  emailVerification: 'PENDING' as const,
  approved: true,
};

const defaultFilter: Filter = {
  id: 1,
  name: 'Default',
  skills: [],
  isEnabled: true,
  isDefault: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const session = testUser({ companyId: 5 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company filters', () => {
  it('shows No Filters Available when there are none', async () => {
    mockApi({
      'GET /api/companies/filters': { body: [] },
      'GET /api/skills': { body: skills },
      'GET /api/companies/5': { body: company },
    });
    renderPage(<CompanyFilters />, { path: '/company/filters', session });
    expect(await screen.findByText('No Filters Available')).toBeInTheDocument();
  });

  it('lets the Default filter only toggle its alerts, with the company skills shown', async () => {
    const api = mockApi({
      'GET /api/companies/filters': { body: [defaultFilter] },
      'GET /api/skills': { body: skills },
      'GET /api/companies/5': { body: company },
      'PUT /api/companies/filters/1': { body: { ...defaultFilter, isEnabled: false } },
    });
    const { user } = renderPage(<CompanyFilters />, { path: '/company/filters', session });
    const card = await screen.findByRole('article', { name: /Default/ });
    expect(within(card).getByText(/stands for your company's skills/)).toBeInTheDocument();
    expect(await within(card).findByText('TypeScript')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('switch', { name: /E-mail alerts/ }));
    expect(await screen.findByText('E-mail alerts off for Default')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/filters/:id')[0]?.body).toEqual({ isEnabled: false });
  });

  it('adds a filter with the skills imported from the company', async () => {
    const api = mockApi({
      'GET /api/companies/filters': { body: [] },
      'GET /api/skills': { body: skills },
      'GET /api/companies/5': { body: company },
      'POST /api/companies/filters': {
        status: 201,
        body: { ...defaultFilter, id: 2, name: 'Stack', skills: [56], isDefault: false },
      },
    });
    const { user } = renderPage(<CompanyFilters />, { path: '/company/filters', session });
    await screen.findByText('No Filters Available');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const form = screen.getByRole('form', { name: 'New filter' });
    expect(within(form).getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'Stack');
    await user.click(within(form).getByRole('button', { name: 'Import from company' }));
    await user.click(within(form).getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByText('Filter added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/filters')[0]?.body).toEqual({
      name: 'Stack',
      skills: [56],
      isEnabled: true,
    });
  });

  it("moves the focus into the form on 'Add filter', shows every error on save, and gives the focus back on Cancel", async () => {
    const api = mockApi({
      'GET /api/companies/filters': { body: [] },
      'GET /api/skills': { body: skills },
      'GET /api/companies/5': { body: company },
    });
    const { user } = renderPage(<CompanyFilters />, { path: '/company/filters', session });
    await screen.findByText('No Filters Available');
    const addFilter = screen.getByRole('button', { name: 'Add filter' });
    await user.click(addFilter);
    const form = screen.getByRole('form', { name: 'New filter' });
    await vi.waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveFocus());
    expect(within(form).queryByText(/is required|Choose at least one skill/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add filter' }));
    expect(await within(form).findByText(/Name is required|Name must/)).toBeInTheDocument();
    expect(within(form).getByText(/Choose at least one skill/)).toBeInTheDocument();
    await vi.waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveFocus());
    expect(api.callsTo('POST /api/companies/filters')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus());
  });
});
