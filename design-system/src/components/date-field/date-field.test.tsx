import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DateField } from './date-field';

describe('DateField', () => {
  it('returns the chosen date and no value when emptied', () => {
    const onChange = vi.fn();
    renderWithTheme(<DateField label="Start date" value="2024-05-01" onChange={onChange} />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveValue('2024-05-01');
    fireEvent.change(input, { target: { value: '2024-06-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-06-02');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('supports minimum and maximum dates', () => {
    renderWithTheme(
      <DateField
        label="Start date"
        value={undefined}
        onChange={() => undefined}
        minDate={new Date(2024, 0, 10)}
        maxDate="2024-12-31"
      />,
    );
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('min', '2024-01-10');
    expect(input).toHaveAttribute('max', '2024-12-31');
    expect(input).toHaveValue('');
  });

  it('shows its error', () => {
    renderWithTheme(
      <DateField
        label="End date"
        value={undefined}
        onChange={() => undefined}
        error="end date cannot be before start date"
      />,
    );
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('end date cannot be before start date');
  });
});
