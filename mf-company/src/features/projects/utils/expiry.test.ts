import { describe, expect, it } from 'vitest';
import { projectExpiry } from './expiry';

const now = new Date('2030-01-01T12:00:00Z');

describe('projectExpiry', () => {
  it('counts whole days left, rounded up, with the date', () => {
    expect(projectExpiry('2030-01-22T12:00:00Z', now)).toEqual({
      date: '2030-01-22',
      daysLeft: 21,
      isExpired: false,
      text: 'Expires in 21 days',
    });
    expect(projectExpiry('2030-01-03T11:00:00Z', now).text).toBe('Expires in 2 days');
  });

  it('says "1 day" for the last day, down to its last moment', () => {
    expect(projectExpiry('2030-01-02T12:00:00Z', now).text).toBe('Expires in 1 day');
    expect(projectExpiry('2030-01-01T12:00:01Z', now).text).toBe('Expires in 1 day');
  });

  it('says it expired from the expiry moment on', () => {
    expect(projectExpiry('2030-01-01T12:00:00Z', now)).toMatchObject({ isExpired: true, daysLeft: 0, text: 'Expired' });
    expect(projectExpiry('2029-12-01T00:00:00Z', now).text).toBe('Expired');
  });

  it('reads the clock when not told the time', () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3_600_000 - 60_000).toISOString();
    expect(projectExpiry(inTwoDays).text).toBe('Expires in 2 days');
  });
});
