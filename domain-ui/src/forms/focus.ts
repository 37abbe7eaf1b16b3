/** A field's own control: what takes the focus when the field does. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
/** What takes the keyboard's focus inside a field: its control, or the tab stop of a group or tree. */
const FOCUSABLE = `${FIELD}, button:not([disabled]), [tabindex="0"]`;

/**
 * Focuses the first field in error within `form`, in the order the page shows them: an input marked invalid, or the
 * first control of an invalid group (checkboxes, a tree of choices). False when none is in error (yet).
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  for (const invalid of form?.querySelectorAll('[aria-invalid="true"]') ?? []) {
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** Focuses the first field of `form`: an inline form takes the focus when it opens. */
export function focusFirstField(form: HTMLElement) {
  form.querySelector<HTMLElement>(FIELD)?.focus();
}
