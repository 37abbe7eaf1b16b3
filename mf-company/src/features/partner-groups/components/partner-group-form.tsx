import { applyServerErrors } from '@benchlink/api-client';
import {
  PARTNER_GROUP_NAME_MAX,
  partnerGroupInputSchema,
  type CompanySummary,
  type PartnerGroup,
  type PartnerGroupData,
  type PartnerGroupInput,
} from '@benchlink/contracts';
import { Button, submitOnEnter, TextField, UnsavedChangesGuard, useSnackbar } from '@benchlink/design-system';
import { MultiSelectPicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormButtons } from '../../../lib/form-layout';
import { useSavePartnerGroup } from '../api/partner-groups';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

export interface PartnerGroupFormProps {
  /** The group being edited; absent for a new group. */
  group?: PartnerGroup;
  /** Every other company, the picker's choices. */
  companies: ReadonlyArray<CompanySummary>;
  onDone: () => void;
}

/** One group's name and companies; the same schema as the API (name up to 50, at least one company). */
export function PartnerGroupForm({ group, companies, onDone }: PartnerGroupFormProps) {
  const snackbar = useSnackbar();
  const save = useSavePartnerGroup();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PartnerGroupInput, unknown, PartnerGroupData>({
    resolver: zodResolver(partnerGroupInputSchema),
    mode: 'onTouched',
    defaultValues: { name: group?.name ?? '', companyIds: group?.companies.map((company) => company.id) ?? [] },
  });
  const items = useMemo(() => companies.map((company) => ({ id: company.id, label: company.name })), [companies]);
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { id: group?.id, data },
      {
        onSuccess: (saved) => {
          reset({ name: saved.name, companyIds: saved.companies.map((company) => company.id) });
          snackbar.showSuccess(group ? 'Partner group saved' : 'Partner group created');
          onDone();
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, ['name', 'companyIds']);
          if (message) snackbar.showError(message);
        },
      },
    ),
  );

  return (
    <Form noValidate aria-label={group ? `Edit ${group.name}` : 'New partner group'} onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
      <UnsavedChangesGuard when={isDirty && !save.isPending} />
      <TextField
        label="Group name"
        required
        maxLength={PARTNER_GROUP_NAME_MAX}
        error={errors.name?.message}
        autoFocus
        {...register('name')}
      />
      <Controller
        control={control}
        name="companyIds"
        render={({ field }) => (
          <MultiSelectPicker<number>
            label="Companies"
            required
            items={items}
            // The contract coerces ids, so its input type is unknown[]; the picker only ever holds numbers.
            value={field.value as number[]}
            onChange={field.onChange}
            searchPlaceholder="Search companies"
            error={errors.companyIds?.message}
          />
        )}
      />
      <FormButtons>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending} disabled={hasErrors}>
          {group ? 'Save group' : 'Create group'}
        </Button>
      </FormButtons>
    </Form>
  );
}
