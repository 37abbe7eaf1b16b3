import { useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Re-checks fields whose rule depends on the one that changed (an end date on its start date, a repeated password on
 * the password), but only those already checked: left once, in error, or after a submit. A field the user has not
 * reached yet stays quiet until it is left or the form submitted, as every field does.
 * @example const recheck = useRecheck<ProjectInput>(); <FormDateField name="startDate" onChange={() => recheck(['endDate'])} />
 */
export function useRecheck<TFieldValues extends FieldValues = FieldValues>() {
  const { control, trigger, getFieldState } = useFormContext<TFieldValues>();
  const { isSubmitted } = useFormState({ control });
  return (names: ReadonlyArray<FieldPath<TFieldValues>>) => {
    const checked = names.filter((name) => {
      const state = getFieldState(name);
      return isSubmitted || state.isTouched || state.invalid;
    });
    if (checked.length > 0) void trigger(checked);
  };
}
