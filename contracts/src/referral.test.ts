import { describe, expect, it } from 'vitest';
import { browsePositionsQuerySchema } from './applications';
import { projectInputSchema, projectSchema } from './projects';
import { referralDescription, referralLabel, REFERRAL_KIND_MESSAGE, REFERRAL_VALUE_MESSAGES } from './referral';

const project = {
  name: 'Payments platform',
  description: 'A long enough description of the work to be done.',
  duration: { years: 1, months: 0 },
};

/** Each failing field's messages, as the form and the API's error shape show them. */
function messagesOf(input: unknown) {
  const result = projectInputSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('referral terms', () => {
  it('reads them on a card and in words, euros after the amount as rates show them', () => {
    expect(referralLabel({ kind: 'PERCENT', value: 5 })).toBe('Referral: 5%');
    expect(referralLabel({ kind: 'FIXED', value: 1500 })).toBe('Referral: 1,500 €');
    expect(referralLabel({ kind: 'FIXED', value: 100_000 })).toBe('Referral: 100,000 €');
    expect(referralDescription({ kind: 'PERCENT', value: 12 })).toBe('12% of the contract value');
    expect(referralDescription({ kind: 'FIXED', value: 800 })).toBe('800 € fixed bonus');
  });

  it('are optional: none, null and absent all mean none', () => {
    expect(projectInputSchema.parse(project).referral).toBeNull();
    expect(projectInputSchema.parse({ ...project, referral: null }).referral).toBeNull();
  });

  it('accept each kind at its bounds', () => {
    for (const referral of [
      { kind: 'PERCENT', value: 1 },
      { kind: 'PERCENT', value: 50 },
      { kind: 'FIXED', value: 1 },
      { kind: 'FIXED', value: 100_000 },
    ] as const) {
      expect(projectInputSchema.parse({ ...project, referral }).referral).toEqual(referral);
    }
  });

  it('refuse a value outside its kind’s bounds, a fraction or none, with the kind’s message', () => {
    const percent = { 'referral.value': [REFERRAL_VALUE_MESSAGES.PERCENT] };
    const fixed = { 'referral.value': [REFERRAL_VALUE_MESSAGES.FIXED] };
    expect(REFERRAL_VALUE_MESSAGES.PERCENT).toBe('Enter a whole percentage from 1 to 50');
    expect(REFERRAL_VALUE_MESSAGES.FIXED).toBe('Enter a whole amount from 1 to 100,000 euros');
    expect(messagesOf({ ...project, referral: { kind: 'PERCENT', value: 0 } })).toEqual(percent);
    expect(messagesOf({ ...project, referral: { kind: 'PERCENT', value: 51 } })).toEqual(percent);
    expect(messagesOf({ ...project, referral: { kind: 'PERCENT', value: 2.5 } })).toEqual(percent);
    expect(messagesOf({ ...project, referral: { kind: 'PERCENT' } })).toEqual(percent);
    // A percentage's upper bound is not the fixed amount's.
    expect(messagesOf({ ...project, referral: { kind: 'FIXED', value: 51 } })).toEqual({});
    expect(messagesOf({ ...project, referral: { kind: 'FIXED', value: 100_001 } })).toEqual(fixed);
    expect(messagesOf({ ...project, referral: { kind: 'FIXED', value: '100' } })).toEqual(fixed);
  });

  it('refuse an unknown kind', () => {
    expect(messagesOf({ ...project, referral: { kind: 'SHARES', value: 5 } })).toEqual({
      'referral.kind': [REFERRAL_KIND_MESSAGE],
    });
    expect(messagesOf({ ...project, referral: 'PERCENT' })).toEqual({ referral: [REFERRAL_KIND_MESSAGE] });
  });

  it('are returned with the project only when it states them', () => {
    const returned = {
      id: 1,
      companyId: 2,
      companyName: 'Nordlight',
      name: 'Payments platform',
      description: project.description,
      partnerOnly: false,
      datePosted: '2026-01-01T00:00:00.000Z',
      dateUpdated: '2026-01-01T00:00:00.000Z',
      duration: { years: 1, months: 0 },
      expiryDate: '2026-01-22T00:00:00.000Z',
      status: 'ACTIVE',
      canReactivate: false,
      positionCount: 1,
      openPositionCount: 1,
    };
    expect(projectSchema.parse(returned).referral).toBeUndefined();
    expect(projectSchema.parse({ ...returned, referral: { kind: 'FIXED', value: 900 } }).referral).toEqual({
      kind: 'FIXED',
      value: 900,
    });
  });
});

describe('GET /api/positions query: withReferral', () => {
  it('is off unless asked for, and refuses anything but true or false', () => {
    expect(browsePositionsQuerySchema.parse({}).withReferral).toBe(false);
    expect(browsePositionsQuerySchema.parse({ withReferral: 'true' }).withReferral).toBe(true);
    expect(browsePositionsQuerySchema.parse({ withReferral: 'false' }).withReferral).toBe(false);
    const refused = browsePositionsQuerySchema.safeParse({ withReferral: 'yes' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['withReferral'],
      message: 'withReferral must be true or false',
    });
  });
});
