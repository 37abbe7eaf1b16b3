import { formatDate, formatPositionRate } from '@benchlink/design-system';
import { renderPage } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ApplyDialog,
  applicationErrors,
  defaultStartDate,
  type ApplyDialogProps,
  type ApplyDialogTalents,
} from './apply-dialog';

/** A position's name in the dialog: its title and its rate, as the design system writes rates. */
const SENIOR_50_70 = `Senior Front-End Developer · ${formatPositionRate({ min: 50, max: 70 })}`;

const positions = [
  { id: 1, label: 'Senior Front-End Developer', rate: { min: 50, max: 70 } },
  { id: 2, label: 'Junior QA Engineer', rate: {} },
];
const anna = { id: 10, label: 'Anna K. — Senior Front-End Developer', reference: 'Anna K.', hasCv: false };
const ben = { id: 11, label: 'BE-042 — Junior QA Engineer', reference: 'BE-042', hasCv: false };
/** Each position's talents as the API ranks them for it: best fit first. */
const talentsByPosition: Record<number, ApplyDialogTalents> = {
  1: {
    talents: [
      { ...anna, match: { score: 90, reasons: ['4 of 5 required skills', 'rate ranges overlap'] } },
      { ...ben, match: { score: 35, reasons: [] } },
    ],
  },
  2: {
    talents: [
      { ...ben, match: { score: 80, reasons: ['same role'] } },
      { ...anna, match: { score: 20, reasons: [] } },
    ],
  },
};
const annaFor1 = 'Anna K. — Senior Front-End Developer · 90% match';

function renderDialog(props: Partial<ApplyDialogProps> = {}) {
  const onSubmit = vi.fn<ApplyDialogProps['onSubmit']>(async (applications) =>
    applications.map((app) => ({ positionId: app.positionId })),
  );
  const onSent = vi.fn();
  const result = renderPage(
    <ApplyDialog
      isOpen
      onClose={() => undefined}
      positions={positions}
      talentsByPosition={talentsByPosition}
      onSubmit={onSubmit}
      onSent={onSent}
      {...props}
    />,
    { path: '/' },
  );
  return {
    ...result,
    onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit,
    onSent,
    user: userEvent.setup({ pointerEventsCheck: 0 }),
  };
}

const fieldsOf = (label: string) => within(screen.getByRole('group', { name: label }));

describe('applicationErrors', () => {
  it('needs a rate, a start date from today on, and a talent or a CV', () => {
    expect(applicationErrors({ file: null }, '2030-01-10')).toEqual({
      rate: 'is required',
      availableFrom: 'is required',
      talentId: 'Choose a talent or upload a CV',
    });
    expect(applicationErrors({ rate: 5, availableFrom: '2030-01-09', talentId: 3, file: null }, '2030-01-10')).toEqual({
      availableFrom: 'The start date cannot be before today',
    });
    expect(
      applicationErrors(
        {
          rate: 0,
          availableFrom: '2030-01-10',
          file: { name: 'cv.pdf', type: 'application/pdf', size: 3, dataUrl: 'data:,' },
        },
        '2030-01-10',
      ),
    ).toEqual({});
  });

  it('checks the rate with the API body’s own rules and messages', () => {
    expect(applicationErrors({ rate: -1, availableFrom: '2030-01-10', talentId: 3, file: null }, '2030-01-10')).toEqual(
      { rate: 'cannot be negative' },
    );
    expect(
      applicationErrors({ rate: 5.5, availableFrom: '2030-01-10', talentId: 3, file: null }, '2030-01-10'),
    ).toEqual({
      rate: 'must be a whole amount of euros',
    });
  });
});

describe('ApplyDialog', () => {
  it('asks for at least one position', async () => {
    const { user, onSubmit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Apply for position' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText('Choose at least one position')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a talent or a CV per checked position, then sends rate and start date', async () => {
    const { user, onSubmit, onSent } = renderDialog({ initialPositionIds: [1] });
    const fields = fieldsOf(SENIOR_50_70);
    expect(fields.getByLabelText(/Rate/)).toHaveValue('50');
    expect(fields.getByLabelText(/Start date/)).toHaveValue(formatDate(new Date()));
    expect(fields.getByLabelText(/Start date/)).toHaveAttribute('min', formatDate(new Date()));

    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await fields.findByText('Choose a talent or upload a CV')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(fields.getByLabelText('Talent'), '10');
    await user.clear(fields.getByLabelText(/Rate/));
    await user.type(fields.getByLabelText(/Rate/), '55');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { positionId: 1, talentId: 10, rate: 55, availableFrom: formatDate(new Date()) },
    ]);
  });

  it("starts each start date on the project's start when that is later than today, else today", async () => {
    expect(defaultStartDate('2030-03-01', '2030-01-10')).toBe('2030-03-01');
    expect(defaultStartDate('2029-12-01', '2030-01-10')).toBe('2030-01-10');
    expect(defaultStartDate(undefined, '2030-01-10')).toBe('2030-01-10');

    const { user, onSubmit } = renderDialog({ initialPositionIds: [1], projectStartDate: '2999-06-01' });
    const fields = fieldsOf(SENIOR_50_70);
    expect(fields.getByLabelText(/Start date/)).toHaveValue('2999-06-01');
    await user.selectOptions(fields.getByLabelText('Talent'), '10');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { positionId: 1, talentId: 10, rate: 50, availableFrom: '2999-06-01' },
    ]);
  });

  it('opens on its first field, also when the form appears once its choices have loaded', async () => {
    let finishLoading = () => undefined as void;
    function LoadingDialog() {
      const [isLoading, setLoading] = useState(true);
      finishLoading = () => setLoading(false);
      return (
        <ApplyDialog
          isOpen
          onClose={() => undefined}
          positions={positions}
          talentsByPosition={talentsByPosition}
          initialPositionIds={[1]}
          isLoading={isLoading}
          onSubmit={vi.fn()}
          onSent={vi.fn()}
        />
      );
    }
    renderPage(<LoadingDialog />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    act(() => finishLoading());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: SENIOR_50_70 })).toHaveFocus());
  });

  it('does not let a talent that already applied be chosen again for that position', () => {
    renderDialog({ initialPositionIds: [1, 2], appliedTalentIds: { 1: [10] } });
    const first = fieldsOf(SENIOR_50_70);
    expect(first.getByRole('option', { name: `${annaFor1} (already applied)` })).toBeDisabled();
    expect(first.getByText('Talents that already applied to this position cannot be chosen.')).toBeInTheDocument();
    const second = fieldsOf('Junior QA Engineer');
    expect(second.getByRole('option', { name: 'Anna K. — Senior Front-End Developer · 20% match' })).toBeEnabled();
  });

  it('reports sent positions and keeps failed ones with the server message', async () => {
    const onSubmit = vi.fn<ApplyDialogProps['onSubmit']>(async () => [
      { positionId: 1 },
      { positionId: 2, error: 'This position is not open for applications' },
    ]);
    const { user, onSent } = renderDialog({ initialPositionIds: [1, 2], onSubmit });
    await user.selectOptions(fieldsOf(SENIOR_50_70).getByLabelText('Talent'), '10');
    await user.selectOptions(fieldsOf('Junior QA Engineer').getByLabelText('Talent'), '11');
    await user.type(fieldsOf('Junior QA Engineer').getByLabelText(/Rate/), '30');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    expect(await screen.findByText('This position is not open for applications')).toBeInTheDocument();
    expect(screen.getByText('Your application was sent for:')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: SENIOR_50_70 })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Junior QA Engineer' })).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('starts afresh every time it opens', async () => {
    function Reopenable() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Apply again
          </button>
          <ApplyDialog
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            positions={positions}
            talentsByPosition={talentsByPosition}
            initialPositionIds={[1]}
            onSubmit={async () => []}
            onSent={() => undefined}
          />
        </>
      );
    }
    const { user } = renderPage(<Reopenable />, { path: '/' });
    await user.click(screen.getByRole('checkbox', { name: 'Junior QA Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findAllByText('Choose a talent or upload a CV')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));

    expect(await screen.findByRole('dialog', { name: 'Apply for position' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: SENIOR_50_70 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Junior QA Engineer' })).not.toBeChecked();
    expect(screen.queryByText('Choose a talent or upload a CV')).not.toBeInTheDocument();
  });

  it('shows the progress of a CV upload while it is sent', async () => {
    let finish: (value: { positionId: number }[]) => void = () => undefined;
    const onSubmit = vi.fn<ApplyDialogProps['onSubmit']>((applications, onProgress) => {
      onProgress(1, 0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { user, container } = renderDialog({ initialPositionIds: [1], onSubmit });
    await user.upload(
      container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText('Uploading CV… 40%')).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0][0]).toMatchObject({ positionId: 1, file: { name: 'cv.pdf' } });
    expect(onSubmit.mock.calls[0]?.[0][0]).not.toHaveProperty('talentId');
    finish([{ positionId: 1 }]);
  });
  it('offers the talents by their reference, best fit first for each checked position, with their score', async () => {
    const { user } = renderDialog({ initialPositionIds: [1, 2] });
    const optionsOf = (label: string) =>
      fieldsOf(label)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf(SENIOR_50_70)).toEqual(['—', annaFor1, 'BE-042 — Junior QA Engineer · 35% match']);
    expect(optionsOf('Junior QA Engineer')).toEqual([
      '—',
      'BE-042 — Junior QA Engineer · 80% match',
      'Anna K. — Senior Front-End Developer · 20% match',
    ]);

    const first = fieldsOf(SENIOR_50_70);
    await user.selectOptions(first.getByLabelText('Talent'), '10');
    expect(first.getByLabelText('Talent')).toHaveAccessibleDescription(
      '90% match: 4 of 5 required skills, rate ranges overlap',
    );
  });

  it('tells the caller which positions are checked, and shows a position’s talents loading until they arrive', async () => {
    const onCheckedPositionsChange = vi.fn();
    const { user } = renderDialog({
      initialPositionIds: [1],
      talentsByPosition: { 1: talentsByPosition[1] },
      onCheckedPositionsChange,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Junior QA Engineer' }));
    expect(onCheckedPositionsChange).toHaveBeenLastCalledWith([1, 2]);
    const talent = fieldsOf('Junior QA Engineer').getByLabelText('Talent');
    expect(talent).toBeDisabled();
    expect(within(talent).getByRole('option', { name: 'Loading talents…' })).toBeInTheDocument();
  });

  it('says why a position’s talents could not be loaded and retries, while a CV can still be sent', async () => {
    const onRetry = vi.fn();
    const { user } = renderDialog({
      initialPositionIds: [1],
      talentsByPosition: { 1: { talents: [], error: 'Network error', onRetry } },
    });
    const fields = fieldsOf(SENIOR_50_70);
    expect(fields.getByRole('alert')).toHaveTextContent('Could not load your talents');
    expect(fields.getByRole('alert')).toHaveTextContent('Network error');
    expect(fields.queryByText('You have no talents yet: upload a CV instead.')).not.toBeInTheDocument();
    await user.click(fields.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    expect(fields.getByRole('button', { name: 'Upload CV' })).toBeInTheDocument();
  });

  it('sends a chosen talent’s stored CV by default, without an upload', async () => {
    const { user, onSubmit, onSent } = renderDialog({
      initialPositionIds: [1],
      talentsByPosition: { 1: { talents: [{ ...anna, hasCv: true }, ben] } },
    });
    const fields = fieldsOf(SENIOR_50_70);
    expect(fields.queryByRole('checkbox', { name: /stored CV/ })).not.toBeInTheDocument();

    await user.selectOptions(fields.getByLabelText('Talent'), '10');
    expect(fields.getByRole('checkbox', { name: "Send Anna K.'s stored CV" })).toBeChecked();
    expect(fields.queryByRole('button', { name: 'Upload CV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { positionId: 1, talentId: 10, rate: 50, availableFrom: formatDate(new Date()), useTalentCv: true },
    ]);
  });

  it('offers the upload again when the stored CV is unchecked, and sends the uploaded file', async () => {
    const { user, onSubmit, container } = renderDialog({
      initialPositionIds: [1],
      talentsByPosition: { 1: { talents: [{ ...anna, hasCv: true }] } },
    });
    const fields = fieldsOf(SENIOR_50_70);
    await user.selectOptions(fields.getByLabelText('Talent'), '10');
    await user.click(fields.getByRole('checkbox', { name: "Send Anna K.'s stored CV" }));
    expect(fields.getByRole('checkbox', { name: "Send Anna K.'s stored CV" })).not.toBeChecked();
    await user.upload(
      container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'new-cv.pdf', { type: 'application/pdf' }),
    );
    expect(await fields.findByText('new-cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [sent] = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(sent).toMatchObject({ talentId: 10, file: { name: 'new-cv.pdf' } });
    expect(sent).not.toHaveProperty('useTalentCv');
  });

  it('keeps a CV picked before a talent with a stored CV is chosen', async () => {
    const { user, onSubmit, container } = renderDialog({
      initialPositionIds: [1],
      talentsByPosition: { 1: { talents: [{ ...anna, hasCv: true }] } },
    });
    const fields = fieldsOf(SENIOR_50_70);
    await user.upload(
      container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.selectOptions(fields.getByLabelText('Talent'), '10');
    expect(fields.getByRole('checkbox', { name: "Send Anna K.'s stored CV" })).not.toBeChecked();
    expect(fields.getByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0][0]).toMatchObject({ talentId: 10, file: { name: 'cv.pdf' } });
    expect(onSubmit.mock.calls[0]?.[0][0]).not.toHaveProperty('useTalentCv');
  });
});
