import { applyServerErrors } from '@benchlink/api-client';
import { FILTER_NAME_MAX, filterInputSchema, filterUpdateFieldsSchema, type Filter, type Skill } from '@benchlink/contracts';
import { AddIcon, Button, Chip, submitOnEnter, TextField, UnsavedChangesGuard, useSnackbar } from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormButtons } from '../../../lib/form-layout';
import { useCreateFilter, useUpdateFilter } from '../api/save-filter';

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

const Import = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
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

/** Adds or edits one filter: a name (up to 50 characters) and at least one skill. */
export function FilterForm({ filter, skills, companySkills, onDone }: FilterFormProps) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const create = useCreateFilter();
  const update = useUpdateFilter();
  const isPending = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FilterFormValues, unknown, FilterFormData>({
    resolver: filter ? updateResolver : createResolver,
    mode: 'onTouched',
    defaultValues: { name: filter?.name ?? '', skills: filter?.skills ?? [] },
  });
  const nodes = useMemo(
    () => skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );
  const hasErrors = Object.keys(errors).length > 0;

  const onError = (error: Error) => {
    const message = applyServerErrors(error, setError, ['name', 'skills']);
    if (message) snackbar.showError(message);
  };
  const onSaved = (values: FilterFormData) => {
    reset(values);
    snackbar.showSuccess(filter ? 'Filter saved' : 'Filter added');
    onDone();
  };
  const onSubmit = handleSubmit((data) => {
    if (filter) update.mutate({ id: filter.id, changes: data }, { onSuccess: () => onSaved(data), onError });
    else create.mutate({ ...data, isEnabled: true }, { onSuccess: () => onSaved(data), onError });
  });

  return (
    <Root aria-labelledby={titleId} noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={submitOnEnter}>
      <UnsavedChangesGuard when={isDirty && !isPending} />
      <Title id={titleId}>{filter ? `Edit ${filter.name}` : 'New filter'}</Title>
      <TextField label="Name" required maxLength={FILTER_NAME_MAX} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => {
          const value = field.value as number[];
          const missing = companySkills.filter((id) => !value.includes(id));
          return (
            <>
              <Import>
                <Chip
                  label="Import from company"
                  tone="primary"
                  icon={<AddIcon size={14} />}
                  onClick={() => field.onChange([...value, ...missing])}
                />
                <span>
                  {companySkills.length === 0
                    ? 'Your company profile lists no skills yet.'
                    : missing.length === 0
                      ? 'Every skill of your company is in this filter.'
                      : "Adds your company's skills to this filter."}
                </span>
              </Import>
              <TreePicker<number>
                multiple
                required
                label="Skills"
                nodes={nodes}
                value={value}
                onChange={(next) => field.onChange(next)}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
                searchPlaceholder="Search skills"
              />
            </>
          );
        }}
      />
      <FormButtons>
        <Button variant="secondary" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={hasErrors} isLoading={isPending}>
          {filter ? 'Save filter' : 'Add filter'}
        </Button>
      </FormButtons>
    </Root>
  );
}
