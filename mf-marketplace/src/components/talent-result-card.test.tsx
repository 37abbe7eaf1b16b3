import type { Talent } from '@benchlink/contracts/talents';
import { renderPage, testTalent } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferenceNames } from '../hooks/use-reference-names';
import { TalentResultCard } from './talent-result-card';

const names: ReferenceNames = {
  skill: (id) => ({ 12: 'React', 13: 'TypeScript' })[id] ?? '…',
  workMode: (id) => ({ 3: 'Remote' })[id] ?? '…',
  location: (id) => ({ 2: 'Sofia' })[id] ?? '…',
};

const talent = (overrides: Partial<Talent> = {}) =>
  testTalent({
    id: 31,
    companyId: 8,
    companyName: 'Acme Labs',
    description: 'Ships React apps.',
    workModes: [3],
    locations: [2],
    experience: {
      patternId: 2,
      seniorityId: 4,
      totalTime: { years: 5, months: 2 },
      skills: [
        { skillId: 12, months: 40 },
        { skillId: 13, months: 1 },
      ],
    },
    rate: { min: 45, max: 55 },
    availabilityConfirmedAt: '2030-01-01T00:00:00Z',
    availabilityStatus: 'CONFIRMED',
    ...overrides,
  });

describe('TalentResultCard', () => {
  it('sets out the talent with its company, experience, places, rate and skills', () => {
    renderPage(<TalentResultCard talent={talent()} names={names} />, { path: '/' });
    const card = screen.getByRole('article', { name: 'Senior Front-End Developer' });
    expect(within(card).getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/8');
    expect(within(card).getByText('5 years 2 months')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('Sofia')).toBeInTheDocument();
    expect(within(card).getByText('45–55 €/h')).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React · 40 months', 'TypeScript · 1 month']);
    expect(within(card).queryByText('Availability not confirmed')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Available from/)).not.toBeInTheDocument();
    expect(within(card).queryByText('INACTIVE')).not.toBeInTheDocument();
  });

  it('warns that the availability is not confirmed, and says from when the talent is free', () => {
    renderPage(
      <TalentResultCard
        talent={talent({ availabilityStatus: 'UNCONFIRMED', availableFrom: '2030-03-01' })}
        names={names}
      />,
      { path: '/' },
    );
    expect(screen.getByText('Availability not confirmed')).toBeInTheDocument();
    expect(screen.getByText('Available from 2030-03-01')).toBeInTheDocument();
  });

  it('marks an inactive talent and says when there are no skills and no bio', async () => {
    const { user } = renderPage(
      <TalentResultCard
        talent={talent({
          active: false,
          description: '',
          experience: { patternId: 2, seniorityId: 4, totalTime: { years: 1, months: 0 }, skills: [] },
        })}
        names={names}
      />,
      { path: '/' },
    );
    expect(screen.getByText('INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('No skills selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See bio' }));
    expect(screen.getByText('No bio yet')).toBeInTheDocument();
  });

  it('shows the bio with See bio, and leaves the company out on its own page', async () => {
    const { user } = renderPage(<TalentResultCard talent={talent()} names={names} showCompany={false} />, {
      path: '/',
    });
    expect(screen.queryByRole('link', { name: 'Acme Labs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See bio' }));
    expect(screen.getByText('Ships React apps.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse' })).toBeInTheDocument();
  });
});
