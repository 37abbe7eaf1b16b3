import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NumberField, parseWholeNumber } from './number-field';

describe('parseWholeNumber', () => {
  it('parses whole numbers and treats empty as no value', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('')).toBeUndefined();
  });
  it('rejects non-numbers, decimals and negatives unless allowed', () => {
    expect(parseWholeNumber('abc')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('1e3')).toBeNull();
    expect(parseWholeNumber('-3')).toBeNull();
    expect(parseWholeNumber('-3', { allowNegative: true })).toBe(-3);
  });
});

function Harness({
  allowNegative,
  onValue,
}: {
  allowNegative?: boolean;
  onValue: (value: number | undefined) => void;
}) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <NumberField
      label="Hours per week"
      value={value}
      allowNegative={allowNegative}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('accepts digits only', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Hours per week');
    await user.type(input, '4a0.-');
    expect(input).toHaveValue('40');
    expect(onValue).toHaveBeenLastCalledWith(40);
  });

  it('rejects negatives unless allowed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await user.type(screen.getByLabelText('Hours per week'), '-5');
    expect(screen.getByLabelText('Hours per week')).toHaveValue('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('accepts negatives when allowed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness allowNegative onValue={onValue} />);
    await user.type(screen.getByLabelText('Hours per week'), '-5');
    expect(screen.getByLabelText('Hours per week')).toHaveValue('-5');
    expect(onValue).toHaveBeenLastCalledWith(-5);
  });

  it('gives no value when emptied', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Hours per week');
    await user.type(input, '12');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it('shows an error in red and announces it', () => {
    renderWithTheme(
      <NumberField label="Rate" value={undefined} onChange={() => undefined} error="must be greater than 0" />,
    );
    expect(screen.getByLabelText('Rate')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Rate must be greater than 0');
    expect(screen.getByLabelText('Rate')).toHaveAccessibleDescription('Rate must be greater than 0');
  });
});
