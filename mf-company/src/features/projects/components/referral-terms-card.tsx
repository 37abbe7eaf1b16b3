import type { ProjectInput } from '@benchlink/contracts/projects';
import {
  formatWholeNumber,
  NO_REFERRAL_LABEL,
  REFERRAL_FIXED_MAX,
  REFERRAL_KIND_LABELS,
  REFERRAL_KINDS,
  REFERRAL_PERCENT_MAX,
  REFERRAL_TERMS_TITLE,
  REFERRAL_VALUE_MIN,
  type ReferralKind,
} from '@benchlink/contracts/referral';
import { Card, RadioList } from '@benchlink/design-system';
import { FormNumberField, useFieldMessage, useRecheck } from '@benchlink/domain-ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldPair, FieldStack } from '../../../lib/form-layout';

export const REFERRAL_TERMS_HELP =
  'What you pay whoever brings the hire. Other companies see it on the project and filter positions by it.';

type Choice = ReferralKind | 'NONE';

const CHOICES: ReadonlyArray<{ value: Choice; label: string }> = [
  { value: 'NONE', label: NO_REFERRAL_LABEL },
  ...REFERRAL_KINDS.map((kind) => ({ value: kind, label: REFERRAL_KIND_LABELS[kind] })),
];

/** The value's field of each kind: its label, unit and bounds. */
const VALUE_FIELDS: Record<ReferralKind, { label: string; unit: string; helperText: string }> = {
  PERCENT: {
    label: 'Percentage',
    unit: '%',
    helperText: `${REFERRAL_VALUE_MIN} to ${REFERRAL_PERCENT_MAX}% of the contract value`,
  },
  FIXED: {
    label: 'Amount',
    unit: '€',
    // Formatted when shown, not while the module is evaluated (the number format loads locale data).
    get helperText() {
      return `${REFERRAL_VALUE_MIN} to ${formatWholeNumber(REFERRAL_FIXED_MAX)} euros, once per hire`;
    },
  },
};

/**
 * 'Referral terms': none, a percentage of the contract value or a fixed amount in euros. The form's `referral` holds
 * null for none; a kind without its value yet is held as `{ kind }`, which the schema refuses with the kind's message.
 */
export function ReferralTermsCard() {
  const { control, setValue, clearErrors } = useFormContext<ProjectInput>();
  const referral = useWatch({ control, name: 'referral' });
  const kindMessage = useFieldMessage('referral.kind');
  const termsMessage = useFieldMessage('referral');
  const recheck = useRecheck<ProjectInput>();
  const kind = referral?.kind;

  const choose = (choice: Choice) => {
    if (choice === 'NONE') {
      setValue('referral', null, { shouldDirty: true });
      clearErrors('referral');
      return;
    }
    // The amount typed so far stays: a bound it now breaks shows at once if the field was already checked.
    setValue('referral', { kind: choice, value: referral?.value } as ProjectInput['referral'], { shouldDirty: true });
    recheck(['referral.value']);
  };

  const valueField = kind ? VALUE_FIELDS[kind] : undefined;
  return (
    <Card title={REFERRAL_TERMS_TITLE}>
      <FieldStack>
        <RadioList<Choice>
          label="Offer"
          helperText={REFERRAL_TERMS_HELP}
          direction="row"
          options={CHOICES}
          value={kind ?? 'NONE'}
          error={kindMessage ?? termsMessage}
          onChange={choose}
        />
        {valueField && (
          // Half the width from 700px, as the duration's fields above: a small number needs no whole line.
          <FieldPair>
            <FormNumberField
              name="referral.value"
              label={valueField.label}
              required
              endAdornment={valueField.unit}
              helperText={valueField.helperText}
              inputMode="numeric"
            />
          </FieldPair>
        )}
      </FieldStack>
    </Card>
  );
}
