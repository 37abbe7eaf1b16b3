import { signIn } from '@benchlink/api-client/auth';
import { applyServerErrors } from '@benchlink/api-client/core';
import type { LoginInput, User } from '@benchlink/contracts/auth';
import { UNCONFIRMED_EMAIL_MESSAGE } from '@benchlink/contracts/messages';
import { focusFirstInvalid } from '@benchlink/domain-ui';
import { useEffect, useState, type FormEvent } from 'react';

export type SignInField = keyof LoginInput;
type SignInValues = Record<SignInField, string>;
type SignInErrors = Partial<Record<SignInField, string>>;

const FIELDS: readonly SignInField[] = ['usernameOrEmail', 'password'];

/**
 * The contract's own sign-in rules (`loginInputSchema`, zod/mini), fetched once the form is first used: the sign-in
 * page, every visitor's first page, loads neither zod nor a form library (docs/decisions/007-page-budgets.md).
 */
const loadRules = () => import('../utils/sign-in-rules').then((module) => module.loginInputSchema);

/** Each field's first problem under the contract's rules, and the values as the server takes them (trimmed). */
async function check(values: SignInValues): Promise<{ input?: LoginInput; errors: SignInErrors }> {
  const result = (await loadRules()).safeParse(values);
  if (result.success) return { input: result.data, errors: {} };
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignInField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export interface SignInForm {
  values: SignInValues;
  errors: SignInErrors;
  /** The server's refusal that belongs to no field (wrong password, too many attempts), shown above the fields. */
  message: string | null;
  /** The username or e-mail of the account refused as unconfirmed: where the offered resend goes. */
  unconfirmedLogin: string | null;
  isPending: boolean;
  onChange: (field: SignInField, value: string) => void;
  onBlur: (field: SignInField) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form was entered: its rules are fetched now, so they are in by the time a field is left. */
  onFocus: () => void;
  /** Takes the `<form>` element (its `ref`): where the first field in error is looked for. */
  bindForm: (element: HTMLFormElement | null) => void;
}

/**
 * The sign-in form's state, with the rules of every form (docs/product.md, Shared inputs): no error until a field is
 * left, then its error follows its value; a submit shows every error and focuses the first field in error; the
 * server's field messages land on their fields (the first focused), the rest above the form.
 * @example const form = useSignInForm(onSignedIn);
 */
export function useSignInForm(onSignedIn: (user: User) => void): SignInForm {
  const [values, setValues] = useState<SignInValues>({ usernameOrEmail: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [checked, setChecked] = useState<ReadonlySet<SignInField>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [unconfirmedLogin, setUnconfirmedLogin] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [formElement, bindForm] = useState<HTMLFormElement | null>(null);

  // A refused submit focuses the first field in error once its errors are on screen.
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formElement);
  }, [refusals, formElement]);

  const checkField = async (field: SignInField, next: SignInValues) => {
    const { errors: found } = await check(next);
    setErrors((current) => ({ ...current, [field]: found[field] }));
  };

  const onChange = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked.has(field)) void checkField(field, next);
  };

  const onBlur = (field: SignInField) => {
    setChecked((current) => new Set(current).add(field));
    void checkField(field, values);
  };

  const putOnField = (field: SignInField, error: { message: string }, { shouldFocus }: { shouldFocus: boolean }) => {
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (shouldFocus) formElement?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async () => {
    setChecked(new Set(FIELDS));
    const { input, errors: found } = await check(values);
    setErrors(found);
    if (!input) {
      setRefusals((count) => count + 1);
      return;
    }
    setMessage(null);
    setPending(true);
    try {
      onSignedIn(await signIn(input));
    } catch (error) {
      const refusal = applyServerErrors(error, putOnField, FIELDS);
      setMessage(refusal);
      setUnconfirmedLogin(refusal === UNCONFIRMED_EMAIL_MESSAGE ? input.usernameOrEmail : null);
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    errors,
    message,
    unconfirmedLogin,
    isPending,
    onChange,
    onBlur,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
    onFocus: () => void loadRules(),
    bindForm,
  };
}
