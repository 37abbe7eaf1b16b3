import { renderPage, testBrowsedPosition } from '@benchlink/test-support';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReferenceNames } from '../hooks/use-reference-names';
import { PositionResultCard } from './position-result-card';

const names: ReferenceNames = {
  skill: (id) => ({ 11: 'Kotlin', 12: 'Python', 13: 'Docker' })[id] ?? '…',
  workMode: (id) => ({ 1: 'Office', 3: 'Remote' })[id] ?? '…',
  location: (id) => ({ 1: 'Plovdiv', 10082: 'Germany' })[id] ?? '…',
};

const position = testBrowsedPosition({
  id: 21,
  projectId: 5,
  workMode: [1, 3],
  locations: [1, 10082],
  rate: { min: 40, max: 60 },
  hoursPerWeek: 32,
  requiredSkills: [{ skillId: 11, months: 12 }],
  optionalSkills: [13],
  responsibilities: ['Code review'],
  hiringProcess: 'Two interviews.',
  minYearsExperience: 3,
  description: 'Move the payment services to Kotlin.',
  project: {
    id: 5,
    name: 'Payments',
    datePosted: '2030-01-02',
    startDate: '2030-02-01',
    partnerOnly: true,
    companyId: 8,
  },
  role: { id: 3, name: 'Back-End Developer' },
  company: { id: 8, name: 'Acme Labs', image: 'data:image/png;base64,AAAA' },
});

describe('PositionResultCard', () => {
  it('sets out the position on a few lines, with the company, its logo and the tech stack', () => {
    const { container } = renderPage(<PositionResultCard position={position} names={names} onApply={vi.fn()} />, {
      path: '/',
    });
    const card = screen.getByRole('article', { name: 'Senior Back-End Developer' });
    expect(within(card).getByText('40–60 €/h')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/8');
    expect(within(card).getByText('Starts 2030-02-01')).toBeInTheDocument();
    expect(within(card).getByText('Partners only')).toBeInTheDocument();
    expect(within(card).getByText('32 h/w')).toBeInTheDocument();
    expect(within(card).getByText('Office, Remote')).toBeInTheDocument();
    // A city by its name, a whole country by its own.
    expect(within(card).getByText('Plovdiv, Germany')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Required tech stack' })).getByText('Kotlin · 12 months'),
    ).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Optional tech stack' })).getByText('Docker'),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(card).queryByText(/% match/)).not.toBeInTheDocument();
  });

  it("shows the project's referral terms beside the title, and nothing without them", () => {
    const withTerms = {
      ...position,
      project: { ...position.project, referral: { kind: 'FIXED' as const, value: 1500 } },
    };
    const { unmount } = renderPage(<PositionResultCard position={withTerms} names={names} onApply={vi.fn()} />, {
      path: '/',
    });
    const card = screen.getByRole('article', { name: 'Senior Back-End Developer' });
    expect(within(card).getByText('Referral: 1,500 €')).toBeInTheDocument();
    unmount();
    renderPage(<PositionResultCard position={position} names={names} onApply={vi.fn()} />, { path: '/' });
    expect(screen.queryByText(/Referral:/)).not.toBeInTheDocument();
  });

  it("shows the company's initials without a logo, or when the logo does not load", () => {
    const { container } = renderPage(<PositionResultCard position={position} names={names} onApply={vi.fn()} />, {
      path: '/',
    });
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('leaves the company out on its own page', () => {
    const { container } = renderPage(
      <PositionResultCard position={position} names={names} onApply={vi.fn()} showCompany={false} />,
      { path: '/' },
    );
    expect(screen.queryByRole('link', { name: 'Acme Labs' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens the job details with See job details and closes them with Collapse', async () => {
    const { user } = renderPage(<PositionResultCard position={position} names={names} onApply={vi.fn()} />, {
      path: '/',
    });
    expect(screen.queryByText('Move the payment services to Kotlin.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See job details' }));
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Move the payment services to Kotlin.')).toBeInTheDocument();
    expect(screen.getByText('Code review')).toBeInTheDocument();
    expect(screen.getByText('Two interviews.')).toBeInTheDocument();
    expect(screen.getByText('3+ years')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByText('Move the payment services to Kotlin.')).not.toBeInTheDocument();
  });

  it('applies to the position from Apply', async () => {
    const onApply = vi.fn();
    const { user } = renderPage(<PositionResultCard position={position} names={names} onApply={onApply} />, {
      path: '/',
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(position);
    expect(screen.queryByRole('link', { name: /View Applications/ })).not.toBeInTheDocument();
  });
});
