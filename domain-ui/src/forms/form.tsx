import { submitOnEnter, UnsavedChangesGuard } from '@benchlink/design-system';
import type { ElementType, FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldNamesContext } from './field-names';
import type { FormSubmit } from './use-form-submit';

export interface FormProps<TFieldValues extends FieldValues, TContext, TData> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onKeyDown' | 'noValidate'
> {
  form: UseFormReturn<TFieldValues, TContext, TData>;
  /** From `useFormSubmit(form, …)`. */
  submit: FormSubmit;
  /** The form element to render, e.g. a styled `form` that lays out its sections; a plain `form` by default. */
  as?: ElementType;
  /**
   * Enter in a single-line field submits (and shows every error), even with the save button outside the form or
   * disabled; true by default (the design system's `submitOnEnter`).
   */
  submitOnEnter?: boolean;
  children: ReactNode;
}

/**
 * A form of the toolkit: gives its fields (`FormTextField`, `FormSelect`, … bound by `name`) the form, submits through
 * `useFormSubmit`, validates with the form's own rules only (`noValidate`), and asks before a page with unsaved
 * changes is left.
 * @example
 * <Form form={form} submit={submit} aria-label="Sign in">
 *   <FormTextField name="usernameOrEmail" label="Username or e-mail" required />
 * </Form>
 */
export function Form<TFieldValues extends FieldValues, TContext, TData>({
  form,
  submit,
  as: Element = 'form',
  submitOnEnter: enterSubmits = true,
  children,
  ...rest
}: FormProps<TFieldValues, TContext, TData>) {
  return (
    <FormProvider {...form}>
      <FieldNamesContext.Provider value={submit.fieldNames}>
        {submit.guardUnsavedChanges && <UnsavedChangesGuard when={submit.hasUnsavedChanges} />}
        <Element
          {...rest}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit.onSubmit(event)}
          onKeyDown={enterSubmits ? submitOnEnter : undefined}
        >
          {children}
        </Element>
      </FieldNamesContext.Provider>
    </FormProvider>
  );
}
