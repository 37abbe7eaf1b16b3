import { describe, expect, it } from 'vitest';
import {
  compareNames,
  countWithNoun,
  elapsedYearsMonths,
  formatCount,
  formatDate,
  formatDuration,
  formatRate,
  formatSeconds,
  fromTotalMonths,
  inWordsFromNow,
  pluralize,
  shortenText,
  totalMonths,
} from './formatters';

describe('formatDate', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(formatDate('2024-05-01T10:00:00Z')).toBe('2024-05-01');
    expect(formatDate('2023-12-31')).toBe('2023-12-31');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('pluralize', () => {
  it('uses the plural whenever the count is not 1', () => {
    expect(pluralize(1, 'Position')).toBe('Position');
    expect(pluralize(0, 'Position')).toBe('Positions');
    expect(pluralize(2, 'Position')).toBe('Positions');
  });
  it('handles y and sibilant endings and explicit plurals', () => {
    expect(pluralize(2, 'Company')).toBe('Companies');
    expect(pluralize(2, 'Day')).toBe('Days');
    expect(pluralize(3, 'Match')).toBe('Matches');
    expect(pluralize(2, 'Person', 'People')).toBe('People');
    expect(countWithNoun(3, 'Talent')).toBe('3 Talents');
    expect(countWithNoun(1, 'Talent')).toBe('1 Talent');
  });
});

describe('formatDuration', () => {
  it('shows years and months with plurals', () => {
    expect(formatDuration({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatDuration({ years: 2, months: 3 })).toBe('2 years 3 months');
    expect(formatDuration({ years: 3, months: 0 })).toBe('3 years');
    expect(formatDuration({ years: 0, months: 5 })).toBe('5 months');
    expect(formatDuration({ years: 0, months: 0 })).toBe('0 months');
    expect(formatDuration(undefined)).toBe('0 months');
  });
});

describe('formatSeconds', () => {
  it('shows minutes and seconds', () => {
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(5)).toBe('0:05');
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(-3)).toBe('0:00');
    expect(formatSeconds(600)).toBe('10:00');
  });
});

describe('shortenText', () => {
  it('cuts text over 5 characters to 5 plus an ellipsis', () => {
    expect(shortenText('Benchlink')).toBe('Bench...');
    expect(shortenText('Hello')).toBe('Hello');
    expect(shortenText('Hi')).toBe('Hi');
    expect(shortenText('abcdefgh', 3)).toBe('abc...');
  });
});

describe('formatCount', () => {
  it('shows 15 or more as 15+', () => {
    expect(formatCount(14)).toBe('14');
    expect(formatCount(15)).toBe('15+');
    expect(formatCount(120)).toBe('15+');
    expect(formatCount(0)).toBe('0');
  });
});

describe('experience arithmetic', () => {
  it('computes total months as years x 12 + months', () => {
    expect(totalMonths({ years: 2, months: 3 })).toBe(27);
    expect(totalMonths({ years: 0, months: 11 })).toBe(11);
    expect(totalMonths({})).toBe(0);
    expect(fromTotalMonths(27)).toEqual({ years: 2, months: 3 });
    expect(fromTotalMonths(-4)).toEqual({ years: 0, months: 0 });
  });
  it('converts elapsed time between dates to years and months', () => {
    expect(elapsedYearsMonths('2020-01-15', '2021-03-15')).toEqual({ years: 1, months: 2 });
    expect(elapsedYearsMonths('2024-01-01', '2024-12-31')).toEqual({ years: 0, months: 11 });
  });
  it('reduces the month count when the day of month has not been reached', () => {
    expect(elapsedYearsMonths('2020-01-15', '2021-03-14')).toEqual({ years: 1, months: 1 });
    expect(elapsedYearsMonths('2024-01-31', '2024-02-29')).toEqual({ years: 0, months: 0 });
  });
  it('gives zero for a negative span', () => {
    expect(elapsedYearsMonths('2025-06-01', '2024-01-01')).toEqual({ years: 0, months: 0 });
  });
  it('accepts Date objects', () => {
    expect(elapsedYearsMonths(new Date(2022, 5, 10), new Date(2024, 5, 10))).toEqual({ years: 2, months: 0 });
  });
});

describe('formatRate', () => {
  it('reads every rate in €/h: a range, one end, a single amount', () => {
    expect(formatRate({ min: 40, max: 60 })).toBe('40–60 €/h');
    expect(formatRate({ min: 40, max: null })).toBe('40 €/h');
    expect(formatRate({ max: 60 })).toBe('60 €/h');
    expect(formatRate({ min: 50, max: 50 })).toBe('50 €/h');
    expect(formatRate(45)).toBe('45 €/h');
    expect(formatRate(0)).toBe('0 €/h');
  });

  it('gives nothing without an amount', () => {
    expect(formatRate({})).toBeUndefined();
    expect(formatRate(null)).toBeUndefined();
  });
});

describe('compareNames', () => {
  it('orders names ignoring case and accents, numbers by value', () => {
    expect(['react', 'Vue 10', 'Angular', 'Élixir', 'Vue 9', 'elm'].sort(compareNames)).toEqual([
      'Angular',
      'Élixir',
      'elm',
      'react',
      'Vue 9',
      'Vue 10',
    ]);
  });

  it('treats names that differ only in case or accents as equal', () => {
    expect(compareNames('Resume', 'résumé')).toBe(0);
  });
});

describe('inWordsFromNow', () => {
  it('reads near days as words and the rest as amounts, past or future', () => {
    expect(inWordsFromNow(0, 'day')).toBe('today');
    expect(inWordsFromNow(-1, 'day')).toBe('yesterday');
    expect(inWordsFromNow(-3, 'day')).toBe('3 days ago');
    expect(inWordsFromNow(2, 'day')).toBe('in 2 days');
    expect(inWordsFromNow(-5, 'minute')).toBe('5 minutes ago');
  });
});
