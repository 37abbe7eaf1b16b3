// The sign-in form's rules, the contract's own schema, in a module of their own: the form fetches it when it is first
// used (`useSignInForm`), and a module fetched that way counts as used whole. Named here, the build keeps only this
// schema of the contract's module, and only the parts of zod it uses.
export { loginInputSchema } from '@benchlink/contracts/auth';
