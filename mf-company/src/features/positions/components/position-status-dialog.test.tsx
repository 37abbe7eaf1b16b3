import { CLOSE_REASON_REQUIRED_MESSAGE } from '@benchlink/contracts/positions';
import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { position, positionStatuses } from '../test/fixtures';
import { PositionStatusDialog } from './position-status-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Position Status dialog', () => {
  it("keeps Confirm enabled, asks for a close reason for 'Other' when pressed without one, then sends it", async () => {
    const api = mockApi({
      'GET /api/position-statuses': { body: positionStatuses },
      'PUT /api/positions/:id/status': {
        body: position({ statusId: 5, status: 'Other', isActive: false, customCloseReason: 'Budget cut' }),
      },
    });
    const onClose = vi.fn();
    const { user } = renderPage(<PositionStatusDialog position={position()} onClose={onClose} />, {
      path: '/company/projects',
      session: testUser({ companyId: 5 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Position Status' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(await within(dialog).findByRole('radio', { name: 'Opened' })).toBeChecked();
    // It opens on the chosen status, although the statuses arrived after it opened.
    await vi.waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Opened' })).toHaveFocus());
    expect(confirm).toBeEnabled();
    expect(within(dialog).queryByLabelText(/Close Reason/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).queryByText(CLOSE_REASON_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    await user.click(confirm);
    expect(await within(dialog).findByText(CLOSE_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Close Reason/)).toHaveFocus();
    expect(api.callsTo('PUT /api/positions/:id/status')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Close Reason/), 'Budget cut');
    expect(within(dialog).queryByText(CLOSE_REASON_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    await user.click(confirm);

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.callsTo('PUT /api/positions/:id/status');
    expect(call?.params.id).toBe('7');
    expect(call?.query.get('statusId')).toBe('5');
    expect(call?.query.get('customCloseReason')).toBe('Budget cut');
  });

  it('closes a position with another status without a reason', async () => {
    const api = mockApi({
      'GET /api/position-statuses': { body: positionStatuses },
      'PUT /api/positions/:id/status': { body: position({ statusId: 4, status: 'Canceled', isActive: false }) },
    });
    const { user } = renderPage(<PositionStatusDialog position={position()} onClose={() => undefined} />, {
      path: '/company/projects',
      session: testUser({ companyId: 5 }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Canceled' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/positions/:id/status')).toHaveLength(1));
    const [call] = api.callsTo('PUT /api/positions/:id/status');
    expect(call?.query.get('statusId')).toBe('4');
    expect(call?.query.has('customCloseReason')).toBe(false);
  });
});
