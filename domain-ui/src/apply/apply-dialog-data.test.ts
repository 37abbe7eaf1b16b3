import { describe, expect, it } from 'vitest';
import type { PartialTalent } from '@benchlink/contracts/talents';
import { appliedTalentsByPosition, toApplyTalentChoice } from './apply-dialog-data';

describe('appliedTalentsByPosition', () => {
  it('blocks talents with an application in progress or accepted, not denied ones or CV-only ones', () => {
    expect(
      appliedTalentsByPosition([
        { positionId: 1, talentId: 5, applicationStatus: 'IN_PROGRESS' },
        { positionId: 1, talentId: 6, applicationStatus: 'DENIED' },
        { positionId: 2, talentId: 5, applicationStatus: 'ACCEPTED' },
        { positionId: 3, applicationStatus: 'IN_PROGRESS' },
      ]),
    ).toEqual({ 1: [5], 2: [5] });
  });
});

describe('toApplyTalentChoice', () => {
  const names = {
    roles: new Map([[2, 'React Developer']]),
    seniorities: new Map([[4, 'Senior']]),
  };
  const talent: PartialTalent = {
    id: 7,
    reference: 'Anna K.',
    patternId: 2,
    seniorityId: 4,
    active: false,
    hasCv: true,
    match: { score: 90, reasons: ['4 of 5 required skills'] },
  };

  it("labels a talent by the company's reference and its title, keeping its fit, CV and activity", () => {
    expect(toApplyTalentChoice(talent, names)).toEqual({
      id: 7,
      label: 'Anna K. — Senior React Developer',
      reference: 'Anna K.',
      active: false,
      hasCv: true,
      match: { score: 90, reasons: ['4 of 5 required skills'] },
    });
  });

  it('falls back to the reference alone while the role and seniority names are unknown', () => {
    expect(toApplyTalentChoice(talent, { roles: new Map(), seniorities: new Map() }).label).toBe('Anna K.');
  });
});
