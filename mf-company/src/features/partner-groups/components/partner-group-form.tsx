import { useSavePartnerGroup } from '@benchlink/api-client';
import { type CompanySummary } from '@benchlink/contracts/companies';
import {
  PARTNER_GROUP_NAME_MAX,
  partnerGroupInputSchema,
  type PartnerGroup,
  type PartnerGroupData,
  type PartnerGroupInput,
} from '@benchlink/contracts/partner-groups';
import { Button } from '@benchlink/design-system';
import { Form, FormMultiSelectPicker, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import styled from 'styled-components';
import { FormButtons } from '../../../lib/form-layout';

const Stack = styled.form`
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
  const save = useSavePartnerGroup();
  const form = useAppForm<PartnerGroupInput, unknown, PartnerGroupData>({
    resolver: zodResolver(partnerGroupInputSchema),
    defaultValues: { name: group?.name ?? '', companyIds: group?.companies.map((company) => company.id) ?? [] },
  });
  const submit = useFormSubmit(form, (data) => save.mutateAsync({ id: group?.id, data }), {
    resetTo: (saved) => ({ name: saved.name, companyIds: saved.companies.map((company) => company.id) }),
    successMessage: group ? 'Partner group saved' : 'Partner group created',
    onSuccess: onDone,
  });
  const items = useMemo(() => companies.map((company) => ({ id: company.id, label: company.name })), [companies]);
  return (
    // Opened in place of the list on the user's 'Add' or 'Edit': its first field takes the focus.
    <Form
      form={form}
      submit={submit}
      as={Stack}
      isInline
      aria-label={group ? `Edit ${group.name}` : 'New partner group'}
    >
      <FormTextField name="name" label="Group name" required maxLength={PARTNER_GROUP_NAME_MAX} />
      <FormMultiSelectPicker<number>
        name="companyIds"
        label="Companies"
        required
        items={items}
        searchPlaceholder="Search companies"
      />
      <FormButtons>
        <Button variant="secondary" onClick={onDone} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={submit.isPending}>
          {group ? 'Save group' : 'Create group'}
        </Button>
      </FormButtons>
    </Form>
  );
}
