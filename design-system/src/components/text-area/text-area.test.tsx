import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextArea, textAreaCounter } from './text-area';

describe('textAreaCounter', () => {
  it('asks for the minimum when empty and for the rest while under it', () => {
    expect(textAreaCounter(0, { minLength: 10 })).toEqual({ text: 'Enter at least 10 characters', isError: true });
    expect(textAreaCounter(3, { minLength: 10 })).toEqual({ text: 'Enter 7 more characters', isError: true });
    expect(textAreaCounter(10, { minLength: 10 })).toBeNull();
  });
  it('counts down to the maximum and reports the excess', () => {
    expect(textAreaCounter(0, { maxLength: 3000 })).toEqual({ text: '3000 characters left', isError: false });
    expect(textAreaCounter(2990, { maxLength: 3000 })).toEqual({ text: '10 characters left', isError: false });
    expect(textAreaCounter(3000, { maxLength: 3000 })).toEqual({ text: '0 characters left', isError: false });
    expect(textAreaCounter(3004, { maxLength: 3000 })).toEqual({
      text: 'Character limit exceeded by 4 characters',
      isError: true,
    });
  });
  it('shows the minimum message before the maximum one', () => {
    expect(textAreaCounter(2, { minLength: 5, maxLength: 10 })?.text).toBe('Enter 3 more characters');
    expect(textAreaCounter(6, { minLength: 5, maxLength: 10 })?.text).toBe('4 characters left');
  });
});

function Controlled({
  minLength,
  maxLength,
  initial = '',
}: {
  minLength?: number;
  maxLength?: number;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Bio"
      minLength={minLength}
      maxLength={maxLength}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('shows the minimum counter untouched without an error, and as one once the field is left', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled minLength={5} />);
    const area = screen.getByLabelText('Bio');
    expect(screen.getByText('Enter at least 5 characters')).toBeInTheDocument();
    expect(area).not.toHaveAttribute('aria-invalid');
    await user.type(area, 'ab');
    expect(screen.getByText('Enter 3 more characters')).toBeInTheDocument();
    expect(area).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await user.type(area, 'cde');
    expect(screen.queryByText(/more characters/)).not.toBeInTheDocument();
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('lets the user type past the maximum and reports the excess', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled maxLength={5} initial="abc" />);
    expect(screen.getByText('2 characters left')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bio'), 'defg');
    expect(screen.getByLabelText('Bio')).toHaveValue('abcdefg');
    expect(screen.getByText('Character limit exceeded by 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts uncontrolled input (react-hook-form register)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextArea label="Notes" maxLength={10} defaultValue="1234" />);
    expect(screen.getByText('6 characters left')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes'), '56');
    expect(screen.getByText('4 characters left')).toBeInTheDocument();
  });

  it('follows values written into the element without events (react-hook-form reset)', () => {
    const { rerender } = renderWithTheme(<TextArea label="Notes" maxLength={10} />);
    (screen.getByLabelText('Notes') as HTMLTextAreaElement).value = 'abcdef';
    rerender(<TextArea label="Notes" maxLength={10} />);
    expect(screen.getByText('4 characters left')).toBeInTheDocument();
  });

  it('marks a short untouched field invalid once the form gives it an error (a save)', () => {
    renderWithTheme(<TextArea label="Notes" minLength={5} error="Notes must be at least 5 characters" />);
    expect(screen.getByLabelText('Notes')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ties the counter and the error to the field', () => {
    renderWithTheme(<TextArea label="Description" maxLength={10} error="Description is required" defaultValue="" />);
    const area = screen.getByLabelText('Description');
    expect(area).toHaveAccessibleDescription(/Description is required/);
    expect(area).toHaveAccessibleDescription(/10 characters left/);
  });
});
