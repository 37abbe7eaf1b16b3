import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { MonthsPicker, NumberSelect, Select, parseNumberOption } from './select';
import { YearsField } from './years-field';

const options = [
  { value: 1, label: 'Junior' },
  { value: 2, label: 'Senior' },
];

describe('Select', () => {
  it('drops the empty placeholder when required', () => {
    renderWithTheme(<Select label="Seniority" required options={options} />);
    const select = screen.getByRole('combobox', { name: /Seniority/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Junior', 'Senior']);
    expect(select).toHaveAttribute('aria-required', 'true');
  });

  it('starts optional selects with a dash placeholder meaning no value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<Select label="Seniority" options={options} defaultValue="2" onValueChange={onValueChange} />);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('—');
    await user.selectOptions(screen.getByLabelText('Seniority'), '—');
    expect(onValueChange).toHaveBeenLastCalledWith(undefined);
    await user.selectOptions(screen.getByLabelText('Seniority'), 'Junior');
    expect(onValueChange).toHaveBeenLastCalledWith('1');
  });

  it('shows the asterisk on the label of required selects', () => {
    renderWithTheme(<Select label="Location" required options={options} error="Location is required" />);
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Location is required');
  });
});

describe('parseNumberOption', () => {
  it('parses integers and falls back to the lower bound', () => {
    expect(parseNumberOption('7', 0)).toBe(7);
    expect(parseNumberOption('abc', 3)).toBe(3);
    expect(parseNumberOption('', 3, true)).toBe(3);
    expect(parseNumberOption('', 3)).toBeUndefined();
  });
});

function NumberHarness({ onValue }: { onValue: (value: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <NumberSelect
      label="Minimum years"
      min={1}
      max={5}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberSelect', () => {
  it('offers min..max and returns integers', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<NumberHarness onValue={onValue} />);
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await user.selectOptions(screen.getByLabelText('Minimum years'), '4');
    expect(onValue).toHaveBeenLastCalledWith(4);
  });
});

describe('MonthsPicker and YearsField', () => {
  it('runs months from 0 to 11', () => {
    renderWithTheme(<MonthsPicker required value={0} onChange={() => undefined} />);
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels[0]).toBe('0 months');
    expect(labels[1]).toBe('1 month');
    expect(labels).toHaveLength(12);
    expect(labels[11]).toBe('11 months');
  });

  it('is a free number without a maximum and a pick list with one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderWithTheme(<YearsField value={undefined} onChange={onChange} />);
    await user.type(screen.getByLabelText('Years'), '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    unmount();
    renderWithTheme(<YearsField maxYears={3} required value={1} onChange={onChange} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0 years',
      '1 year',
      '2 years',
      '3 years',
    ]);
  });
});
