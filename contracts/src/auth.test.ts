import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { emailQuerySchema, loginInputSchema, registerInputSchema, setNewPasswordInputSchema } from './auth';

/** Each failing field's messages, as the forms and the API's error shape show them. */
function messagesOf(schema: z.ZodMiniType, input: unknown) {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

// zod/mini has no default texts: a check without its own message would show 'Invalid input' in the browser.
describe('auth contracts (zod/mini)', () => {
  it('names each missing field as required', () => {
    expect(messagesOf(loginInputSchema, {})).toEqual({ usernameOrEmail: ['is required'], password: ['is required'] });
    expect(messagesOf(emailQuerySchema, { email: '  ' })).toEqual({ email: ['is required', 'must be a valid email'] });
  });

  it('gives every bound its own message', () => {
    expect(messagesOf(loginInputSchema, { usernameOrEmail: 'a'.repeat(321), password: 'p'.repeat(101) })).toEqual({
      usernameOrEmail: ['must not exceed 320 characters'],
      password: ['must not exceed 100 characters'],
    });
    expect(
      messagesOf(setNewPasswordInputSchema, { token: 't'.repeat(201), newPassword: 'short', repeatPassword: 'short' }),
    ).toEqual({
      token: ['must not exceed 200 characters'],
      newPassword: ['must be at least 6 characters'],
    });
  });

  it('trims names, lower-cases the e-mail and checks the repeated password', () => {
    const valid = {
      username: ' alice ',
      firstName: 'Alice',
      lastName: 'Smith',
      email: ' Alice@Example.COM ',
      password: 'secret1',
      repeatedPassword: 'secret1',
    };
    expect(z.parse(registerInputSchema, valid)).toMatchObject({ username: 'alice', email: 'alice@example.com' });
    expect(messagesOf(registerInputSchema, { ...valid, repeatedPassword: 'secret2' })).toEqual({
      repeatedPassword: ['passwords do not match'],
    });
    expect(messagesOf(registerInputSchema, { ...valid, username: 'al' })).toEqual({
      username: ['must be at least 3 characters'],
    });
  });
});
