import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Chip } from '../chip/chip';
import { formatPositionRate } from '../../formatters/formatters';
import { PositionCard, type PositionCardProps } from './position-card';

const props: PositionCardProps = {
  role: 'Front-End Developer',
  seniority: 'Senior',
  rate: { min: 40, max: 60 },
  hoursPerWeek: 40,
  locations: ['Sofia'],
  workModes: ['Hybrid', 'Remote'],
  requiredSkills: [{ name: 'React', months: 24 }, 'TypeScript'],
  optionalSkills: ['GraphQL'],
  isActive: true,
  status: <Chip label="ACTIVE" tone="success" />,
  description: 'Build the customer portal with a small team.',
  responsibilities: ['Design and implement new features'],
  hiringProcess: 'One technical interview',
  minYearsExperience: 3,
};

describe('formatPositionRate', () => {
  it('shows a range, a single end, or that no rate is given', () => {
    expect(formatPositionRate({ min: 40, max: 60 })).toBe('40–60 €/h');
    expect(formatPositionRate({ min: 40 })).toBe('40 €/h');
    expect(formatPositionRate({ min: 50, max: 50 })).toBe('50 €/h');
    expect(formatPositionRate({})).toBe('Rate not specified');
  });
});

describe('PositionCard', () => {
  it('shows the title, facts, tech stack and the status chip it is given', () => {
    renderWithTheme(<PositionCard {...props} />);
    const card = screen.getByRole('article', { name: 'Senior Front-End Developer' });
    expect(within(card).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(card).getByText('40–60 €/h')).toBeInTheDocument();
    expect(within(card).getByText('40 h/w')).toBeInTheDocument();
    expect(within(card).getByText('Sofia')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid, Remote')).toBeInTheDocument();
    const required = within(card).getByRole('list', { name: 'Required tech stack' });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React · 24 months', 'TypeScript']);
    expect(within(card).getByRole('list', { name: 'Optional tech stack' })).toHaveTextContent('GraphQL');
  });

  it('shows the close reason of a closed position', () => {
    renderWithTheme(
      <PositionCard
        {...props}
        rate={{}}
        isActive={false}
        status={<Chip label="INACTIVE" />}
        closeReason="Budget cut"
      />,
    );
    expect(screen.getByText('INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Budget cut')).toBeInTheDocument();
    expect(screen.getByText('Rate not specified')).toBeInTheDocument();
  });

  it('reveals the job details with See job details and hides them with Collapse', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PositionCard {...props} />);
    expect(screen.queryByText(props.description)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See job details' }));
    expect(screen.getByText(props.description)).toBeInTheDocument();
    expect(screen.getByText('Design and implement new features')).toBeInTheDocument();
    expect(screen.getByText('One technical interview')).toBeInTheDocument();
    expect(screen.getByText('3+ years')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByText(props.description)).not.toBeInTheDocument();
  });

  it('renders the actions and footer slots', () => {
    renderWithTheme(
      <PositionCard
        {...props}
        actions={<button type="button">Edit</button>}
        footer={<button type="button">Apply</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
