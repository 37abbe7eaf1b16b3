import { renderPage } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { positionActivity, StatusChip, STATUS_LABELS, STATUS_TONES } from './status';

describe('the status palette', () => {
  it('gives every state of every kind a label and a tone', () => {
    for (const kind of Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]) {
      expect(Object.keys(STATUS_TONES[kind]).sort()).toEqual(Object.keys(STATUS_LABELS[kind]).sort());
    }
  });

  it('colours a state by what it means, whichever app shows it', () => {
    expect(STATUS_TONES.application).toEqual({ IN_PROGRESS: 'info', ACCEPTED: 'success', DENIED: 'error' });
    expect(STATUS_TONES.position).toEqual({ ACTIVE: 'success', INACTIVE: 'neutral' });
    expect(STATUS_TONES.project).toEqual(STATUS_TONES.position);
    // Waiting for an admin or for the click in the e-mail reads the same everywhere.
    expect(STATUS_TONES.approval.PENDING).toBe('warning');
    expect(STATUS_TONES.emailVerification.PENDING).toBe('warning');
  });

  it('reads a position as ACTIVE or INACTIVE', () => {
    expect(positionActivity(true)).toBe('ACTIVE');
    expect(positionActivity(false)).toBe('INACTIVE');
  });
});

describe('StatusChip', () => {
  it('shows the contracts’ label of a state', () => {
    renderPage(
      <>
        <StatusChip kind="application" status="IN_PROGRESS" />
        <StatusChip kind="approval" status="PENDING" />
        <StatusChip kind="emailVerification" status="VERIFIED" />
        <StatusChip kind="position" status="INACTIVE" />
        <StatusChip kind="project" status="INACTIVE" />
      </>,
      { path: '/' },
    );
    for (const label of ['Applied', 'Pending', 'E-mail verified', 'INACTIVE', 'Inactive'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });
});
