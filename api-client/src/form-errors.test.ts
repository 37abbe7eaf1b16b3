import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

const failure = (fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Request failed') =>
  new ApiError(400, message, {
    timestamp: '',
    status: 400,
    error: 'Bad Request',
    message: Object.values(fields).length ? Object.values(fields) : [message],
    field: Object.keys(fields),
    fields,
    path: '/api/x',
  });

describe('applyServerErrors', () => {
  it('puts every field message on its field, focusing the first, and leaves nothing else to show', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(
      failure({ username: 'Username is already taken', email: 'Email is already registered' }),
      setError,
      ['username', 'email'],
    );
    expect(rest).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'Username is already taken' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Email is already registered' }, { shouldFocus: false }],
    ]);
  });

  it('returns the main message when a field message has no field in the form', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(failure({ name: 'is required', token: 'This link has expired.' }), setError, [
      'name',
    ]);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(rest).toBe('is required');
  });

  it('returns the message of a failure without field messages', () => {
    expect(applyServerErrors(failure({}, 'Invalid username/email or password.'), vi.fn(), ['password'])).toBe(
      'Invalid username/email or password.',
    );
    expect(applyServerErrors(new Error('Failed to fetch'), vi.fn(), [])).toBe('Failed to fetch');
    expect(applyServerErrors('boom', vi.fn(), [])).toBe('Unknown error');
  });
});
