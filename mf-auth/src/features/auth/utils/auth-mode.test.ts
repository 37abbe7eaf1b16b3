import { describe, expect, it } from 'vitest';
import { resolveAuthMode, resolveSignInBanners } from './auth-mode';

const mode = (query: string, fallback?: Parameters<typeof resolveAuthMode>[1]) =>
  resolveAuthMode(new URLSearchParams(query), fallback);

describe('resolveAuthMode', () => {
  it('follows the action query', () => {
    expect(mode('')).toBe('signIn');
    expect(mode('action=signup')).toBe('signUp');
    expect(mode('action=forgottenPassword')).toBe('forgottenPassword');
    expect(mode('action=forgottenPassword&token=abc')).toBe('setNewPassword');
  });

  it('uses the page default without an action', () => {
    expect(mode('', 'signUp')).toBe('signUp');
    expect(mode('action=unknown', 'signUp')).toBe('signUp');
  });

  it('asks an expired session to sign in again, even on /signup', () => {
    expect(mode('sessionExpired=true', 'signUp')).toBe('signIn');
  });
});

describe('resolveSignInBanners', () => {
  it('reads every flag', () => {
    const kinds = resolveSignInBanners(
      new URLSearchParams(
        'confirmEmail=true&sessionExpired=true&passwordChanged=true&recoveryEmailSent=true&verifyEmail=a%40b.co',
      ),
    ).map((banner) => banner.kind);
    expect(kinds).toEqual(['emailConfirmed', 'verifyEmail', 'passwordChanged', 'recoveryEmailSent', 'sessionExpired']);
  });

  it('tells an expired confirmation link from an invalid one', () => {
    expect(resolveSignInBanners(new URLSearchParams('confirmEmail=false&reason=expired'))).toEqual([
      { kind: 'confirmationFailed', reason: 'expired' },
    ]);
    expect(resolveSignInBanners(new URLSearchParams('confirmEmail=false'))).toEqual([
      { kind: 'confirmationFailed', reason: 'invalid' },
    ]);
  });

  it('says how a company e-mail verification link went, first', () => {
    expect(resolveSignInBanners(new URLSearchParams('sessionExpired=true&companyEmailVerified=true'))).toEqual([
      { kind: 'companyEmailVerified', isVerified: true },
      { kind: 'sessionExpired' },
    ]);
    expect(resolveSignInBanners(new URLSearchParams('companyEmailVerified=false'))).toEqual([
      { kind: 'companyEmailVerified', isVerified: false },
    ]);
    expect(resolveSignInBanners(new URLSearchParams('companyEmailVerified=yes'))).toEqual([]);
  });

  it('ignores flags that are not true', () => {
    expect(resolveSignInBanners(new URLSearchParams('sessionExpired=false&passwordChanged=1'))).toEqual([]);
  });
});
