import { AWAITING_APPROVAL_PARTNERS_MESSAGE } from '@benchlink/contracts/messages';
import { PARTNER_GROUP_NAME_TAKEN_MESSAGE } from '@benchlink/contracts/partner-groups';
import { apiError, mockApi, renderPage, testCompany, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_GROUP_MESSAGE, PartnerGroups } from './partner-groups';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = testUser({ companyId: 5 });
const group = {
  id: 4,
  name: 'Trusted partners',
  companies: [{ id: 8, name: 'Northwind' }],
  createdAt: '2030-01-01T00:00:00.000Z',
};
/** The caller's own company, as its members read it. */
const ownCompany = (approved: boolean) => ({ body: testCompany({ id: 5, name: 'Acme', approved }) });
const others = {
  body: {
    content: [
      { id: 8, name: 'Northwind' },
      { id: 9, name: 'Blue Harbor' },
    ],
    totalPages: 1,
    totalElements: 2,
  },
};

describe('partner groups', () => {
  it('shows the 409 of a taken name on the name field', async () => {
    const api = mockApi({
      'GET /api/companies/5': ownCompany(true),
      'GET /api/companies/partners': { body: [group] },
      'GET /api/companies/others': others,
      'POST /api/companies/partners': apiError(409, PARTNER_GROUP_NAME_TAKEN_MESSAGE, {
        fields: { name: PARTNER_GROUP_NAME_TAKEN_MESSAGE },
      }),
    });
    const { user } = renderPage(<PartnerGroups />, { path: '/company/partners', session });
    await screen.findByRole('heading', { name: 'Trusted partners' });
    await user.click(screen.getByRole('button', { name: 'Add partner group' }));
    // The form opens in place, with the focus in its first field.
    await vi.waitFor(() => expect(screen.getByLabelText(/^Group name/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^Group name/), 'Trusted partners');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Choose at least one company')).toBeInTheDocument();
    // The first field in error takes the focus: the companies' picker, at its search.
    await vi.waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search Companies' })).toHaveFocus());
    await user.click(screen.getByRole('checkbox', { name: 'Blue Harbor' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(PARTNER_GROUP_NAME_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Group name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/companies/partners')[0]?.body).toEqual({ name: 'Trusted partners', companyIds: [9] });
  });

  it('edits one group at a time and warns before deleting one', async () => {
    const api = mockApi({
      'GET /api/companies/5': ownCompany(true),
      'GET /api/companies/partners': { body: [group] },
      'GET /api/companies/others': others,
      'DELETE /api/companies/partners': { status: 204 },
    });
    const { user } = renderPage(<PartnerGroups />, { path: '/company/partners', session });
    await user.click(await screen.findByRole('button', { name: 'Edit Trusted partners' }));
    expect(await screen.findByLabelText(/^Group name/)).toHaveValue('Trusted partners');
    expect(screen.getByRole('button', { name: 'Add partner group' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Trusted partners' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent(DELETE_GROUP_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/companies/partners')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/companies/partners')[0]?.query.get('partnerGroupId')).toBe('4');
  });

  it('tells a company awaiting approval why it cannot add partners, and offers no picker', async () => {
    const api = mockApi({
      'GET /api/companies/5': ownCompany(false),
      'GET /api/companies/partners': { body: [group] },
      'GET /api/companies/others': { body: { content: [], totalPages: 0, totalElements: 0 } },
      'DELETE /api/companies/partners': { status: 204 },
    });
    const { user } = renderPage(<PartnerGroups />, { path: '/company/partners', session });
    expect(await screen.findByText(AWAITING_APPROVAL_PARTNERS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add partner group' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Trusted partners' })).toBeDisabled();
    expect(screen.queryByLabelText(/^Group name/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/companies/others')).toHaveLength(0);
    // Deleting a group stays possible.
    await user.click(screen.getByRole('button', { name: 'Delete Trusted partners' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/companies/partners')).toHaveLength(1));
  });
});
