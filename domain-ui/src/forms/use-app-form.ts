import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/** What a form says about itself: its rules and values. When errors show is the toolkit's rule, not the form's. */
export type AppFormOptions<TFieldValues extends FieldValues, TContext, TTransformedValues> = Omit<
  UseFormProps<TFieldValues, TContext, TTransformedValues>,
  'mode' | 'reValidateMode' | 'shouldFocusError'
>;

/**
 * The `useForm` of every form, so that all of them show errors alike (docs/product.md, Shared inputs): an untouched
 * form shows none; a field's error appears when the field is left, and follows its value from then on; a submit shows
 * every field's error and focuses the first field in error (`useFormSubmit`, in the order the page shows them).
 * @example const form = useAppForm({ resolver: zodResolver(filterInputSchema), defaultValues: { name: '' } });
 */
export function useAppForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  options: AppFormOptions<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  return useForm<TFieldValues, TContext, TTransformedValues>({
    ...options,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // `useFormSubmit` focuses the first field in error as the page orders them; react-hook-form's own focus follows
    // the order fields registered in and skips pickers, which have no focusable ref.
    shouldFocusError: false,
  });
}
