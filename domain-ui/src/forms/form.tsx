import { submitOnEnter, UnsavedChangesGuard } from '@benchlink/design-system';
import { useEffect, type ElementType, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldNamesContext } from './field-names';
import { focusFirstField } from './focus';
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
  /**
   * A form opened in place by the user (a new filter, a group being edited): its first field takes the focus when it
   * opens, and the focus goes back where it was (the button that opened it) when it closes from inside.
   */
  isInline?: boolean;
  children: ReactNode;
}

/** An inline form takes the focus as it opens, and gives it back as it closes with the focus inside it. */
function useInlineFocus(element: HTMLFormElement | null, isInline: boolean) {
  useEffect(() => {
    if (!isInline || !element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusFirstField(element);
    return () => {
      // Closed from inside (Cancel, a save): the focus would fall to the page's start otherwise.
      const active = document.activeElement;
      const hadFocus = !active || active === document.body || element.contains(active);
      if (hadFocus && opener?.isConnected) opener.focus();
    };
  }, [element, isInline]);
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
  isInline = false,
  children,
  ...rest
}: FormProps<TFieldValues, TContext, TData>) {
  const { bindForm, formElement, fieldNames, guardUnsavedChanges, hasUnsavedChanges, onSubmit } = submit;
  useInlineFocus(formElement, isInline);
  return (
    <FormProvider {...form}>
      <FieldNamesContext.Provider value={fieldNames}>
        {guardUnsavedChanges && <UnsavedChangesGuard when={hasUnsavedChanges} />}
        <Element
          {...rest}
          ref={bindForm}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
          onKeyDown={enterSubmits ? submitOnEnter : undefined}
        >
          {children}
        </Element>
      </FieldNamesContext.Provider>
    </FormProvider>
  );
}
