import { applyServerErrors } from '@benchlink/api-client/core';
import { useSnackbar } from '@benchlink/design-system';
import { useEffect, useEffectEvent, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldNames } from './field-names';
import { focusFirstInvalid } from './focus';

export interface FormSubmitOptions<TFieldValues extends FieldValues, TData, TResult> {
  /** The snackbar's text once saved, e.g. 'Position saved'. */
  successMessage?: string;
  /**
   * Told of the save at once, before the form renders again: for what must happen even if the form goes away with
   * that render (a snackbar whose text depends on the result, when the saved data makes the page show something else).
   */
  onSaved?: (result: TResult, data: TData) => void;
  /**
   * What follows a save (navigate, close): it runs once the form has rendered clean, so the unsaved-changes guard
   * lets the navigation through. It does not run if the form is gone by then.
   */
  onSuccess?: (result: TResult, data: TData) => void;
  /** The values the saved form starts again from, e.g. the record the server returned; the saved values by default. */
  resetTo?: (result: TResult, data: TData) => TFieldValues;
  /**
   * Where a failure's message that belongs to no shown field goes: the snackbar (default), or `inline`, where the
   * form shows `FormSubmit.message` itself (an alert above the fields).
   */
  messages?: 'snackbar' | 'inline';
  /** Also told each such message, with the values that were sent. */
  onMessage?: (message: string, data: TData) => void;
  /** Asks before leaving a page with unsaved changes (the design system's guard); true by default. */
  guardUnsavedChanges?: boolean;
  /** Unsaved changes kept outside the form's fields (picked pictures), for the guard. */
  hasOtherChanges?: boolean;
  /**
   * An error shown outside the form's fields (a refused picture): a submit then saves nothing and focuses the first
   * field in error, as for the fields' own.
   */
  hasOtherErrors?: boolean;
}

export interface FormSubmit {
  /** The `<form>`'s submit: validates, saves, then maps the server's field errors or shows the message. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * The same for a save button outside the form (a page header's primary action). Save buttons stay enabled: pressing
   * one with errors shows them all and focuses the first.
   */
  submit: () => void;
  /** True while the save runs. */
  isPending: boolean;
  /** The last failure's message that belongs to no field (`messages: 'inline'`), cleared when the next save starts. */
  message: string | null;
  /** Whether the form asks before a page with unsaved changes is left. */
  guardUnsavedChanges: boolean;
  /** True while leaving would lose changes: edited and not being saved. */
  hasUnsavedChanges: boolean;
  /** The names of the fields shown, which `Form` hands to its fields. */
  fieldNames: FieldNames;
  /** Takes the `<form>` element `Form` renders (its `ref`): where the first field in error is looked for. */
  bindForm: (element: HTMLFormElement | null) => void;
  /** The `<form>` element once rendered. */
  formElement: HTMLFormElement | null;
}

/**
 * The one way a form saves: runs `save` with the validated values; on success resets the form to the saved values,
 * shows `successMessage` and calls `onSuccess` once the form is clean; on failure puts the server's field messages on
 * the fields shown and the rest in the snackbar (or `message`). Render the form with `<Form form={form} submit={…}>`,
 * which also renders the unsaved-changes guard.
 * @example
 * const submit = useFormSubmit(form, (data) => save.mutateAsync({ id, data }), {
 *   successMessage: 'Project saved',
 *   onSuccess: () => navigate(paths.companyProjects.href()),
 * });
 */
export function useFormSubmit<TFieldValues extends FieldValues, TContext, TData, TResult>(
  form: UseFormReturn<TFieldValues, TContext, TData>,
  save: (data: TData) => Promise<TResult> | TResult,
  options: FormSubmitOptions<TFieldValues, TData, TResult> = {},
): FormSubmit {
  const {
    successMessage,
    resetTo,
    messages = 'snackbar',
    onMessage,
    guardUnsavedChanges = true,
    hasOtherChanges = false,
    hasOtherErrors = false,
  } = options;
  const snackbar = useSnackbar();
  const [fieldNames] = useState(() => new FieldNames());
  const [isPending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ result: TResult; data: TData } | null>(null);
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);
  const { isDirty, submitCount } = form.formState;

  // A refused submit focuses the first field in error once the errors it found are on screen: in the render that
  // counts the submit (react-hook-form shows its errors with the count, after the refusal is told), once per refusal.
  const [refusal, setRefusal] = useState<{ submitCount: number } | null>(null);
  const focusedRefusal = useRef<{ submitCount: number } | null>(null);
  useEffect(() => {
    if (!refusal || submitCount <= refusal.submitCount || focusedRefusal.current === refusal) return;
    focusedRefusal.current = refusal;
    focusFirstInvalid(formElement);
  }, [refusal, submitCount, formElement]);

  // After the render in which the saved form is clean: the guard no longer holds the page.
  const afterSave = useEffectEvent((result: TResult, data: TData) => options.onSuccess?.(result, data));
  useEffect(() => {
    if (saved) afterSave(saved.result, saved.data);
  }, [saved]);

  const fail = (error: unknown, data: TData) => {
    const names = fieldNames.list() as FieldPath<TFieldValues>[];
    const failure = applyServerErrors(error, form.setError, names);
    if (failure === null) return;
    if (messages === 'inline') setMessage(failure);
    else snackbar.showError(failure);
    onMessage?.(failure, data);
  };

  const refuse = () => setRefusal({ submitCount });

  const onSubmit = form.handleSubmit(async (data) => {
    if (hasOtherErrors) {
      refuse();
      return;
    }
    setMessage(null);
    setPending(true);
    let result: TResult;
    try {
      result = await save(data);
    } catch (error) {
      fail(error, data);
      return;
    } finally {
      setPending(false);
    }
    form.reset(resetTo ? resetTo(result, data) : form.getValues());
    if (successMessage) snackbar.showSuccess(successMessage);
    options.onSaved?.(result, data);
    setSaved({ result, data });
  }, refuse);

  return {
    onSubmit,
    submit: () => void onSubmit(),
    isPending,
    message,
    guardUnsavedChanges,
    hasUnsavedChanges: (isDirty || hasOtherChanges) && !isPending,
    fieldNames,
    bindForm,
    formElement,
  };
}
