import type { PartialTalent } from '@benchlink/contracts/talents';
import { formatPositionRate } from '@benchlink/design-system';
import { mockApi, renderPage, testPosition, testUser } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplyToProject } from './apply-to-project';

/** The positions' names in the dialog: their title and their rate, as the design system writes rates. */
const SENIOR_50_70 = `Senior Front-End Developer · ${formatPositionRate({ min: 50, max: 70 })}`;
const SENIOR_30_40 = `Senior Front-End Developer · ${formatPositionRate({ min: 30, max: 40 })}`;

const open = testPosition({ id: 21, projectId: 5, rate: { min: 50, max: 70 } });
const other = testPosition({ id: 23, projectId: 5, rate: { min: 30, max: 40 } });
const closed = testPosition({ id: 22, projectId: 5, isActive: false, statusId: 2, status: 'Closed' });

const anna: PartialTalent = { id: 31, reference: 'Anna K.', patternId: 2, seniorityId: 4, active: true, hasCv: true };
const ben: PartialTalent = { id: 32, reference: 'BE-042', patternId: 2, seniorityId: 4, active: false, hasCv: false };

/** The caller's talents as the API ranks them for each position: Anna fits 21 best, Ben fits 23 best. */
const rankings: Record<string, PartialTalent[]> = {
  '21': [
    { ...anna, match: { score: 90, reasons: ['4 of 5 required skills'] } },
    { ...ben, match: { score: 40, reasons: [] } },
  ],
  '23': [
    { ...ben, match: { score: 75, reasons: [] } },
    { ...anna, match: { score: 10, reasons: [] } },
  ],
};

function mockApplyData(positions = [open, closed, other]) {
  return mockApi({
    'GET /api/projects/5/positions': { body: positions },
    'GET /api/companies/my-talents/partial': (call) => ({ body: rankings[call.query.get('positionId') ?? ''] ?? [] }),
    'GET /api/companies/my-applications': { body: [] },
    'GET /api/patterns': { body: [{ id: 2, name: 'Front-End Developer', parentId: null, suggestedSkills: [] }] },
    'GET /api/seniorities': { body: [{ id: 4, label: 'Senior', level: 4 }] },
    'POST /api/companies/apply': (call) => ({
      status: 201,
      body: {
        id: 1,
        ...(call.body as { positionId: number; talentId: number; rate: number; availableFrom: string }),
        applicationStatus: 'IN_PROGRESS',
        applicationDateTime: '2030-01-01T00:00:00Z',
        lastUpdateDateTime: '2030-01-01T00:00:00Z',
        hasCv: true,
      },
    }),
  });
}

const renderApply = (onClose = vi.fn()) =>
  renderPage(<ApplyToProject projectId={5} positionId={21} isOpen onClose={onClose} />, {
    path: '/',
    session: testUser({ companyId: 9 }),
  });

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyToProject', () => {
  it('offers the project’s open positions and the caller’s talents, sends, confirms and closes', async () => {
    const api = mockApplyData();
    const onClose = vi.fn();
    const { user } = renderApply(onClose);

    const fields = within(await screen.findByRole('group', { name: SENIOR_50_70 }));
    expect(screen.queryByRole('checkbox', { name: /Closed/ })).not.toBeInTheDocument();
    await waitFor(() => expect(fields.getByLabelText('Talent')).toBeEnabled());
    await user.selectOptions(fields.getByLabelText('Talent'), '32');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /api/companies/apply')[0]?.body).toMatchObject({ positionId: 21, talentId: 32, rate: 50 });
  });

  it('labels the talents by reference, ranked for each checked position with their score, inactive ones too', async () => {
    const api = mockApplyData();
    const { user } = renderApply();

    const first = within(await screen.findByRole('group', { name: SENIOR_50_70 }));
    await waitFor(() =>
      expect(optionTexts(first.getByLabelText('Talent'))).toEqual([
        '—',
        'Anna K. — Senior Front-End Developer · 90% match',
        'BE-042 — Senior Front-End Developer · 40% match',
      ]),
    );
    expect(api.callsTo('GET /api/companies/my-talents/partial').map((call) => call.query.get('positionId'))).toEqual([
      '21',
    ]);

    await user.click(screen.getByRole('checkbox', { name: SENIOR_30_40 }));
    const second = within(screen.getByRole('group', { name: SENIOR_30_40 }));
    await waitFor(() =>
      expect(optionTexts(second.getByLabelText('Talent'))).toEqual([
        '—',
        'BE-042 — Senior Front-End Developer · 75% match',
        'Anna K. — Senior Front-End Developer · 10% match',
      ]),
    );
    expect(api.callsTo('GET /api/companies/my-talents/partial').map((call) => call.query.get('positionId'))).toEqual([
      '21',
      '23',
    ]);
  });

  it('sends the talent’s stored CV when its box stays checked', async () => {
    const api = mockApplyData();
    const { user } = renderApply();

    const fields = within(await screen.findByRole('group', { name: SENIOR_50_70 }));
    await waitFor(() => expect(fields.getByLabelText('Talent')).toBeEnabled());
    await user.selectOptions(fields.getByLabelText('Talent'), '31');
    expect(fields.getByRole('checkbox', { name: "Send Anna K.'s stored CV" })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/apply')[0]?.body).toMatchObject({
      positionId: 21,
      talentId: 31,
      useTalentCv: true,
    });
  });

  it("starts the start date on the project's start date when that is still ahead", async () => {
    mockApplyData([testPosition({ ...open, project: { ...open.project, id: 5, startDate: '2999-02-01' } })]);
    renderApply();
    const fields = within(await screen.findByRole('group', { name: SENIOR_50_70 }));
    expect(fields.getByLabelText(/Start date/)).toHaveValue('2999-02-01');
  });

  it('loads nothing while closed', () => {
    const api = mockApplyData();
    renderPage(<ApplyToProject projectId={5} positionId={21} isOpen={false} onClose={() => undefined} />, {
      path: '/',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
