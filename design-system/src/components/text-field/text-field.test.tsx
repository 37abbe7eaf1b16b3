import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PasswordField, TextField } from './text-field';

describe('TextField', () => {
  it('ties the label to the input and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField ref={ref} label="Website" helperText="Optional" />);
    const input = screen.getByLabelText('Website');
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('Optional');
  });

  it('marks required fields with an asterisk on label and placeholder', () => {
    renderWithTheme(<TextField label="Name" placeholder="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('placeholder', 'Name *');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('turns red and announces its error', () => {
    renderWithTheme(<TextField label="E-mail" error="must be a valid email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('E-mail must be a valid email');
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail must be a valid email');
    expect(getComputedStyle(input).borderColor).toBe('rgb(200, 30, 30)');
  });

  it('hides the empty error region', () => {
    renderWithTheme(<TextField label="E-mail" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
