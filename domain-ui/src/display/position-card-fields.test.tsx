import { PositionCard } from '@benchlink/design-system/listings';
import { renderPage, testPosition } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { positionCardFields } from './position-card-fields';

const names = { locations: [], workModes: ['Hybrid'], requiredSkills: [], optionalSkills: [] };

describe('positionCardFields', () => {
  it('titles an open position by seniority and role, with its rate, hours and an ACTIVE chip', () => {
    renderPage(<PositionCard {...positionCardFields(testPosition())} {...names} />, { path: '/' });
    const card = screen.getByRole('article', { name: 'Senior Front-End Developer' });
    expect(within(card).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(card).getByText('40–60 €/h')).toBeInTheDocument();
    expect(within(card).getByText('40 h/w')).toBeInTheDocument();
  });

  it('shows a closed position as INACTIVE, with its own reason before the status name', () => {
    const closed = testPosition({ isActive: false, statusId: 5, status: 'Other', customCloseReason: 'Budget cut' });
    expect(positionCardFields(closed).closeReason).toBe('Budget cut');
    expect(positionCardFields({ ...closed, customCloseReason: undefined }).closeReason).toBe('Other');
    renderPage(<PositionCard {...positionCardFields(closed)} {...names} />, { path: '/' });
    expect(screen.getByText('INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Budget cut')).toBeInTheDocument();
  });
});
