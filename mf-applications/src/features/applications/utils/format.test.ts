import { describe, expect, it } from 'vitest';
import { cvHref, experience, formatRate, roleTitle } from './format';

describe('formatting', () => {
  it('titles a role with its seniority first', () => {
    expect(roleTitle('Senior', 'Backend Developer')).toBe('Senior Backend Developer');
  });

  it('shows experience in years and months', () => {
    expect(experience(54)).toBe('4 years 6 months');
    expect(experience(12)).toBe('1 year');
    expect(experience(0)).toBe('0 months');
  });

  it('shows a rate, a range or either end of one in euros per hour', () => {
    expect(formatRate(45)).toBe('45 €/h');
    expect(formatRate({ min: 40, max: 60 })).toBe('40–60 €/h');
    expect(formatRate({ max: 60 })).toBe('60 €/h');
    expect(formatRate({})).toBeUndefined();
  });

  it('downloads a CV from the API on the same origin', () => {
    expect(cvHref(12)).toBe('/api/companies/applications/12/cv');
  });
});
