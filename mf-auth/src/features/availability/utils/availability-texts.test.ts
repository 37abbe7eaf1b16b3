import { describe, expect, it } from 'vitest';
import { confirmedText } from './availability-texts';

describe('availability texts', () => {
  it('name the confirmed talent by its reference, with one full stop after it', () => {
    expect(confirmedText('BE-042')).toBe(
      'Availability confirmed for BE-042. Other companies see this talent as available for the next 14 days.',
    );
    expect(confirmedText('Anna K.')).toBe(
      'Availability confirmed for Anna K. Other companies see this talent as available for the next 14 days.',
    );
  });
});
