import { AVAILABILITY_NOT_CONFIRMED_TEXT } from '@benchlink/contracts/availability';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_HIDDEN,
  AVAILABILITY_NOT_CONFIRMED,
  availabilityStatusText,
  availabilityText,
  confirmedWhen,
} from './availability';

describe('availabilityText', () => {
  it('names a date still to come', () => {
    expect(availabilityText('2030-03-01', '2030-02-28')).toBe('Available from 2030-03-01');
  });

  it('reads Available now without a date, and once the date has come', () => {
    expect(availabilityText(undefined, '2030-02-28')).toBe('Available now');
    expect(availabilityText('2030-02-28', '2030-02-28')).toBe('Available now');
    expect(availabilityText('2029-12-01', '2030-02-28')).toBe('Available now');
  });
});

describe('confirmedWhen', () => {
  const now = new Date(2030, 2, 10, 12, 0);

  it('counts calendar days while the confirmation is recent', () => {
    expect(confirmedWhen(new Date(2030, 2, 10, 8, 0).toISOString(), now)).toBe('today');
    expect(confirmedWhen(new Date(2030, 2, 9, 23, 30).toISOString(), now)).toBe('yesterday');
    expect(confirmedWhen(new Date(2030, 2, 7, 9, 0).toISOString(), now)).toBe('3 days ago');
  });

  it('gives the date of an old confirmation, and nothing for an unreadable one', () => {
    expect(confirmedWhen(new Date(2030, 0, 2, 9, 0).toISOString(), now)).toBe('on 2030-01-02');
    expect(confirmedWhen('not a date', now)).toBe('');
  });
});

describe('availabilityStatusText', () => {
  const now = new Date(2030, 2, 10, 12, 0);
  const confirmedAt = new Date(2030, 2, 8, 9, 0).toISOString();

  it('tells the owner how fresh the availability is, in the tone of its urgency', () => {
    expect(availabilityStatusText('CONFIRMED', confirmedAt, now)).toEqual({
      text: 'Availability confirmed 2 days ago',
      tone: 'success',
    });
    expect(availabilityStatusText('UNCONFIRMED', confirmedAt, now)).toEqual({
      text: 'Availability not confirmed',
      tone: 'warning',
    });
    expect(availabilityStatusText('HIDDEN', confirmedAt, now)).toEqual({ text: AVAILABILITY_HIDDEN, tone: 'error' });
  });

  it('uses the words other companies read', () => {
    expect(AVAILABILITY_NOT_CONFIRMED).toBe(AVAILABILITY_NOT_CONFIRMED_TEXT);
  });
});
