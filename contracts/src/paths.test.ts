import { describe, expect, it } from 'vitest';
import { landingPath, safeReturnTo } from './paths';

describe('safeReturnTo', () => {
  it('accepts a path on this origin, with its query', () => {
    expect(safeReturnTo('/company/1')).toBe('/company/1');
    expect(safeReturnTo('/company/profile?emailVerified=true')).toBe('/company/profile?emailVerified=true');
  });

  it.each([
    null,
    undefined,
    '',
    'company/1',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });
});

describe('landingPath', () => {
  it('lands the administrator on the approval queue and everyone else on the profile', () => {
    expect(landingPath({ isAdmin: true })).toBe('/admin/approve-companies');
    expect(landingPath({ isAdmin: false })).toBe('/company/profile');
  });
});
