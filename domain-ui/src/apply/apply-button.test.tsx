import { AWAITING_APPROVAL_MESSAGE } from '@benchlink/contracts/messages';
import { mockApi, renderPage, testCompany, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplyButton, applyBlockedReason } from './apply-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = testUser({ companyId: 9 });
const renderButton = (onApply = vi.fn()) => ({
  onApply,
  ...renderPage(<ApplyButton onApply={onApply} />, { path: '/', session }),
});

describe('ApplyButton', () => {
  it('applies for an approved company', async () => {
    mockApi({ 'GET /api/companies/9': { body: testCompany({ id: 9, approved: true }) } });
    const { user, onApply } = renderButton();
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(AWAITING_APPROVAL_MESSAGE)).not.toBeInTheDocument();
  });

  it('tells a company awaiting approval why it cannot apply, before any dialog opens', async () => {
    mockApi({ 'GET /api/companies/9': { body: testCompany({ id: 9, approved: false }) } });
    const { user, onApply } = renderButton();
    expect(await screen.findByText(AWAITING_APPROVAL_MESSAGE)).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(AWAITING_APPROVAL_MESSAGE);
    await user.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('gives a refused company the administrator’s reason, not that it awaits approval', async () => {
    mockApi({
      'GET /api/companies/9': {
        body: testCompany({
          id: 9,
          approved: false,
          refusal: { reason: 'Not an IT service company.', refusedAt: '2030-01-01T00:00:00.000Z' },
        }),
      },
    });
    renderButton();
    const reason = 'Your company was refused: Not an IT service company.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAccessibleDescription(reason);
    expect(screen.queryByText(AWAITING_APPROVAL_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('applyBlockedReason', () => {
  it('is null for an approved company', () => {
    expect(applyBlockedReason({ approved: true })).toBeNull();
  });
});
