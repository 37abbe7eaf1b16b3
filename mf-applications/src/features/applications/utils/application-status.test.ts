import { describe, expect, it } from 'vitest';
import { isCancellable, isDecidable, shownStatus } from './application-status';

describe('application status', () => {
  it('shows a decided application as it is', () => {
    expect(shownStatus('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(shownStatus('ACCEPTED')).toBe('ACCEPTED');
    expect(shownStatus('DENIED')).toBe('DENIED');
  });

  it('shows an application still waiting for its talent or CV as applied, and a withdrawn one not at all', () => {
    expect(shownStatus('AWAITING_CV_OR_TALENT')).toBe('IN_PROGRESS');
    expect(shownStatus('CANCELLED')).toBeUndefined();
  });

  it('lets the sender cancel only undecided applications', () => {
    expect(isCancellable('IN_PROGRESS')).toBe(true);
    expect(isCancellable('AWAITING_CV_OR_TALENT')).toBe(true);
    expect(isCancellable('ACCEPTED')).toBe(false);
    expect(isCancellable('DENIED')).toBe(false);
    expect(isCancellable('CANCELLED')).toBe(false);
  });

  it('lets the owner decide only applications in progress', () => {
    expect(isDecidable('IN_PROGRESS')).toBe(true);
    expect(isDecidable('AWAITING_CV_OR_TALENT')).toBe(false);
    expect(isDecidable('ACCEPTED')).toBe(false);
    expect(isDecidable('DENIED')).toBe(false);
  });
});
