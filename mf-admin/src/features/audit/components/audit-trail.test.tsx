import type { AuditEntry } from '@benchlink/contracts/audit';
import { mockApi, renderPage, testUser, type RecordedCall } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditTrail } from './audit-trail';

const admin = testUser({ id: 1, username: 'admin', isAdmin: true });
const PAGE = '/admin/audit';

const refusal: AuditEntry = {
  id: 3,
  at: '2026-12-07T10:15:00.000Z',
  action: 'authorization.refused',
  userId: 7,
  username: 'mallory',
  companyId: 4,
  companyName: 'Acme Labs',
  ip: '203.0.113.5',
  detail: { method: 'GET', path: '/api/admin/audit' },
  count: 4,
};
const approval: AuditEntry = {
  id: 2,
  at: '2026-12-07T09:00:00.000Z',
  action: 'company.approved',
  userId: 1,
  username: 'admin',
  target: { type: 'company', id: 4, name: 'Acme Labs' },
  count: 1,
};

const paged = (content: AuditEntry[]) => ({
  content,
  totalPages: content.length ? 1 : 0,
  totalElements: content.length,
});
/** The filters of each request to the trail, as the API reads them. */
const filtersOf = (call: RecordedCall) =>
  Object.fromEntries(['action', 'company', 'from', 'before', 'offset'].map((name) => [name, call.query.get(name)]));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('audit trail', () => {
  it('names people and companies, and shows how often a refusal repeated', async () => {
    mockApi({ 'GET /api/admin/audit': { body: paged([refusal, approval]) } });
    renderPage(<AuditTrail />, { path: PAGE, session: admin });
    const table = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Refused (403), 4 times')).toBeInTheDocument();
    expect(within(first!).getByText('mallory (Acme Labs)')).toBeInTheDocument();
    expect(within(second!).getByText('Company approved')).toBeInTheDocument();
    expect(within(second!).getByText('company Acme Labs')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('#4');
  });

  it('filters by action, company and days through labelled controls, kept in the address, from the first page', async () => {
    const api = mockApi({
      'GET /api/admin/audit': (call) => ({ body: paged(call.query.get('company') === 'zzz' ? [] : [refusal]) }),
    });
    const { user, currentUrl } = renderPage(<AuditTrail />, { path: `${PAGE}?page=2`, session: admin });
    const filters = await screen.findByRole('search', { name: 'Filter the audit trail' });
    expect(filtersOf(api.callsTo('GET /api/admin/audit')[0]!)).toMatchObject({ offset: '1', action: null });

    await user.selectOptions(within(filters).getByLabelText('Action'), 'Refused (403)');
    await waitFor(() =>
      expect(filtersOf(api.callsTo('GET /api/admin/audit').at(-1)!)).toMatchObject({
        action: 'authorization.refused',
        offset: '0',
      }),
    );
    await user.type(within(filters).getByLabelText('Company'), 'Acme');
    await user.type(within(filters).getByLabelText('From'), '2026-12-01');
    await user.type(within(filters).getByLabelText('To'), '2026-12-07');
    await waitFor(() =>
      expect(filtersOf(api.callsTo('GET /api/admin/audit').at(-1)!)).toMatchObject({
        action: 'authorization.refused',
        company: 'Acme',
        // The reader's own days: from the start of the first to the end of the last.
        from: new Date(2026, 11, 1).toISOString(),
        before: new Date(2026, 11, 8).toISOString(),
      }),
    );
    expect(currentUrl()).toBe(`${PAGE}?action=authorization.refused&company=Acme&from=2026-12-01&to=2026-12-07`);

    await user.clear(within(filters).getByLabelText('Company'));
    await user.type(within(filters).getByLabelText('Company'), 'zzz');
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByLabelText('Action'), 'All actions');
    await waitFor(() => expect(filtersOf(api.callsTo('GET /api/admin/audit').at(-1)!)).toMatchObject({ action: null }));
  });
});
