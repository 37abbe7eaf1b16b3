// The form toolkit every form is built from: `useAppForm` (when errors show), `useFormSubmit` (save, server field
// errors, snackbar, unsaved-changes guard, focus on the first error), `Form`, and the design-system inputs bound to a
// field by name.
export { Form, type FormProps } from './form';
export { useAppForm, type AppFormOptions } from './use-app-form';
export { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit';
export { useRecheck } from './use-recheck';
export { fieldMessage, useField, useFieldMessage, type BoundField } from './use-field';
export {
  FormPasswordField,
  FormSwitch,
  FormTextArea,
  FormTextField,
  type FormPasswordFieldProps,
  type FormSwitchProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from './native-fields';
export {
  FormCheckboxGroup,
  FormDateField,
  FormMonthsPicker,
  FormNumberField,
  FormNumberSelect,
  FormSelect,
  FormYearsField,
  CHOOSE_OPTION_LABEL,
  type FormCheckboxGroupProps,
  type FormDateFieldProps,
  type FormMonthsPickerProps,
  type FormNumberFieldProps,
  type FormNumberSelectProps,
  type FormSelectProps,
  type FormYearsFieldProps,
} from './value-fields';
export {
  FormMultiSelectPicker,
  FormTreePicker,
  type FormMultipleTreePickerProps,
  type FormMultiSelectPickerProps,
  type FormSingleTreePickerProps,
  type FormTreePickerProps,
} from './picker-fields';
export { useLocationTree } from './location-tree';
export { focusFirstInvalid } from './focus';
