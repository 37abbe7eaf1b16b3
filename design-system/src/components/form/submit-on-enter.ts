import type { KeyboardEvent } from 'react';

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'color', 'range']);

/**
 * A form's `onKeyDown`: Enter in a single-line field submits the form even when the browser would not, because the
 * form's save button sits outside it (a page header) or is disabled while errors are known. The submit then
 * validates every field, so Enter shows all the errors instead of doing nothing. A control that handles Enter
 * itself (a picker's search choosing an option) calls `preventDefault` and is left alone.
 * @example <form onSubmit={onSubmit} onKeyDown={submitOnEnter}>
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || NON_TEXT_INPUTS.has(target.type)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
