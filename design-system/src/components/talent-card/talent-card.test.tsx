import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TalentCard, type TalentCardProps } from './talent-card';

const props: TalentCardProps = {
  role: 'Front-End Developer',
  seniority: 'Senior',
  experience: { years: 5, months: 3 },
  rate: { min: 40, max: 60 },
  workModes: ['Hybrid', 'Remote'],
  locations: ['Sofia', 'Plovdiv'],
  skills: [{ name: 'React', months: 36 }, { name: 'CSS' }],
  isActive: true,
  bio: 'Ships accessible interfaces.',
};

describe('TalentCard', () => {
  it('shows the title, experience, rate, work modes, locations and skills with months', () => {
    renderWithTheme(<TalentCard {...props} />);
    const card = screen.getByRole('article', { name: 'Senior Front-End Developer' });
    expect(within(card).getByText('5 years 3 months')).toBeInTheDocument();
    expect(within(card).getByText('40–60 €/h')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid, Remote')).toBeInTheDocument();
    expect(within(card).getByText('Sofia, Plovdiv')).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React · 36 months', 'CSS']);
    expect(within(card).queryByText('INACTIVE')).not.toBeInTheDocument();
  });

  it('marks an inactive talent, says when no rate is given and names the company', () => {
    renderWithTheme(<TalentCard {...props} rate={{}} locations={[]} isActive={false} companyName="Acme Labs" />);
    expect(screen.getByText('INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Rate not specified')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Acme Labs')).toBeInTheDocument();
  });

  it('reveals the bio with See bio and hides it with Collapse', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TalentCard {...props} />);
    expect(screen.queryByText(props.bio!)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See bio' }));
    expect(screen.getByText(props.bio!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByText(props.bio!)).not.toBeInTheDocument();
  });

  it('renders the actions and footer slots', () => {
    renderWithTheme(
      <TalentCard
        {...props}
        actions={<button type="button">Edit talent</button>}
        footer={<button type="button">Request</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit talent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request' })).toBeInTheDocument();
  });
});
