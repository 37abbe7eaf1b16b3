import { useCreateFilter, useUpdateFilter } from '@benchlink/api-client';
import {
  FILTER_NAME_MAX,
  filterInputSchema,
  filterUpdateFieldsSchema,
  type Filter,
} from '@benchlink/contracts/filters';
import { type Skill } from '@benchlink/contracts/reference';
import { AddIcon, Button, Chip } from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { Form, FormTextField, useAppForm, useField, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { MutedChipRow } from '../../../components/card-parts';
import { FormButtons } from '../../../lib/form-layout';

const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** What the form edits; ids are `unknown` on input because the contracts coerce them. */
type FilterFormValues = { name: string; skills: unknown[] };
type FilterFormData = { name: string; skills: number[] };

// Create and edit validate with their own contract; both yield a name and skills, which is all the form sends.
const createResolver = zodResolver(filterInputSchema.pick({ name: true, skills: true }));
const updateResolver = zodResolver(filterUpdateFieldsSchema.pick({ name: true, skills: true }).required());

export interface FilterFormProps {
  /** The filter being edited; absent when adding one. */
  filter?: Filter;
  skills: ReadonlyArray<Skill>;
  /** The company's own skills, added by 'Import from company'. */
  companySkills: ReadonlyArray<number>;
  onDone: () => void;
}

/** The filter's skills, with 'Import from company' adding the company's own. */
function FilterSkills({ skills, companySkills }: Pick<FilterFormProps, 'skills' | 'companySkills'>) {
  const { field, message } = useField<number[]>('skills');
  const nodes = useMemo(
    () =>
      skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );
  const missing = companySkills.filter((id) => !field.value.includes(id));
  return (
    <>
      <MutedChipRow>
        <Chip
          label="Import from company"
          tone="primary"
          icon={<AddIcon size={14} />}
          onClick={() => field.onChange([...field.value, ...missing])}
        />
        <span>
          {companySkills.length === 0
            ? 'Your company profile lists no skills yet.'
            : missing.length === 0
              ? 'Every skill of your company is in this filter.'
              : "Adds your company's skills to this filter."}
        </span>
      </MutedChipRow>
      <TreePicker<number>
        multiple
        required
        label="Skills"
        nodes={nodes}
        value={field.value}
        onChange={(next) => field.onChange(next)}
        error={message}
        searchPlaceholder="Search skills"
      />
    </>
  );
}

/** Adds or edits one filter: a name (up to 50 characters) and at least one skill. */
export function FilterForm({ filter, skills, companySkills, onDone }: FilterFormProps) {
  const titleId = useId();
  const create = useCreateFilter();
  const update = useUpdateFilter();
  const form = useAppForm<FilterFormValues, unknown, FilterFormData>({
    resolver: filter ? updateResolver : createResolver,
    defaultValues: { name: filter?.name ?? '', skills: filter?.skills ?? [] },
  });
  const submit = useFormSubmit(
    form,
    (data) =>
      filter ? update.mutateAsync({ id: filter.id, changes: data }) : create.mutateAsync({ ...data, isEnabled: true }),
    { successMessage: filter ? 'Filter saved' : 'Filter added', onSuccess: onDone },
  );

  return (
    // Opened in place on 'Add filter' or a filter's 'Edit': its first field takes the focus.
    <Form form={form} submit={submit} as={Root} isInline aria-labelledby={titleId}>
      <Title id={titleId}>{filter ? `Edit ${filter.name}` : 'New filter'}</Title>
      <FormTextField name="name" label="Name" required maxLength={FILTER_NAME_MAX} autoComplete="off" />
      <FilterSkills skills={skills} companySkills={companySkills} />
      <FormButtons>
        <Button variant="secondary" onClick={onDone} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={submit.isPending}>
          {filter ? 'Save filter' : 'Add filter'}
        </Button>
      </FormButtons>
    </Form>
  );
}
