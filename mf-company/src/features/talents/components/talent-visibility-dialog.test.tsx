import { SHARING_GROUP_REQUIRED_MESSAGE } from '@benchlink/contracts/talents';
import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TalentVisibilityDialog } from './talent-visibility-dialog';

const partnerGroups = [
  { id: 1, name: 'Close partners', companies: [{ id: 8, name: 'Beta' }], createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 2, name: 'Nearshore', companies: [{ id: 9, name: 'Gamma' }], createdAt: '2025-01-02T00:00:00.000Z' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(publicity: { public: boolean; partnerGroupIds: number[] }, onClose = vi.fn()) {
  const rendered = renderPage(
    <TalentVisibilityDialog isOpen onClose={onClose} publicity={publicity} partnerGroups={partnerGroups} />,
    {
      path: '/company/talents',
      session: testUser({ companyId: 5 }),
    },
  );
  const dialog = screen.getByRole('dialog', { name: 'Change visibility options' });
  return { ...rendered, dialog, onClose };
}

describe('talent visibility dialog', () => {
  it('opens on its first field, and keeps Save enabled: pressed with neither public nor a group, it says why', async () => {
    const api = mockApi({});
    const { user, dialog } = renderDialog({ public: false, partnerGroupIds: [] });
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toHaveFocus();
    expect(within(dialog).queryByText(SHARING_GROUP_REQUIRED_MESSAGE, { exact: false })).not.toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await within(dialog).findByText(SHARING_GROUP_REQUIRED_MESSAGE, { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Close partners' }));
    await vi.waitFor(() =>
      expect(within(dialog).queryByText(SHARING_GROUP_REQUIRED_MESSAGE, { exact: false })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PUT /api/companies/my-talents/publicity')).toHaveLength(0);
  });

  it('says a group or public sharing is needed when the company has no partner groups yet', async () => {
    mockApi({});
    const { user } = renderPage(
      <TalentVisibilityDialog
        isOpen
        onClose={vi.fn()}
        publicity={{ public: false, partnerGroupIds: [] }}
        partnerGroups={[]}
      />,
      { path: '/company/talents', session: testUser({ companyId: 5 }) },
    );
    expect(screen.getByText('No partner groups yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHARING_GROUP_REQUIRED_MESSAGE)).toBeInTheDocument();
  });

  it('shares the bench privately with the chosen groups', async () => {
    const api = mockApi({
      'PUT /api/companies/my-talents/publicity': { body: { public: false, partnerGroupIds: [2] } },
    });
    const { user, dialog, onClose } = renderDialog({ public: true, partnerGroupIds: [] });
    await user.click(within(dialog).getByRole('switch', { name: 'Public' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nearshore' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Visibility options saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/my-talents/publicity')[0]?.body).toEqual({
      public: false,
      partnerGroupIds: [2],
    });
    expect(onClose).toHaveBeenCalled();
  });
});
