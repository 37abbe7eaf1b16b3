import { Hono } from 'hono';
import { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import {
  type AuthProviders,
  type User,
  authProvidersSchema,
  demoAccountsSchema,
  emailQuerySchema,
  resendConfirmationQuerySchema,
  loginInputSchema,
  passwordResetTokenQuerySchema,
  registerInputSchema,
  setNewPasswordInputSchema,
  userSchema,
} from '@benchlink/contracts/auth';
import { paths, RETURN_TO_PARAM, safeReturnTo } from '@benchlink/contracts/paths';
import { notFound } from '../../lib/errors';
import { apiTags, jsonResponse, redirectResponse, routeDoc, type RouteDoc } from '../../lib/openapi';
import { buildSignInRedirect, completeSignIn, type OidcChecks } from '../../lib/oidc';
import { clearSessionCookie, clientIp, revokeSession, startSession } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { sameOriginOnly } from '../../middleware/csrf';
import { rateLimit } from '../../middleware/rate-limit';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from '../../lib/rate-limits';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import * as auth from './auth.service';
import { findOrCreateOidcUser } from './oidc.service';
import { listDemoAccounts } from '../../demo/demo-accounts';

const messageSchema = z.object({ message: z.string() });
const resendSchema = messageSchema.extend({ retryAfter: z.number().int() });
const doc = (summary: string, responses: RouteDoc['responses'], errors?: RouteDoc['errors'], description?: string) =>
  routeDoc({ tag: apiTags.auth, summary, responses, errors, description });

/** Mounted at `/api/auth`. */
export function createAuthRoutes() {
  return new Hono<AppEnv>()
    .post(
      '/register',
      doc(
        'Register an account',
        { 201: jsonResponse('The new user; a confirmation e-mail is on its way', userSchema) },
        [409],
        'A password among the 10,000 most common, or containing the username or the e-mail’s local part, is refused ' +
          '(400 on `password`).',
      ),
      rateLimit('signUp'),
      validate('json', registerInputSchema),
      async (c) => {
        const user = await auth.registerUser(c.var.db, c.var.config, c.req.valid('json'));
        c.var.mailer.kick();
        return c.json(user, 201);
      },
    )
    .get(
      '/register/confirm',
      doc('Follow an account confirmation link', {
        302: redirectResponse('/?confirmEmail=true|false (with the sign-up’s returnTo, when it had one)'),
      }),
      async (c) => {
        const token = c.req.query('token') ?? '';
        const outcome = token ? await auth.confirmEmail(c.var.db, token) : 'invalid';
        // A person clicked a link in a mail: answer with the sign-in page and a banner, never raw JSON.
        const query = new URLSearchParams(
          outcome === 'ok' ? { confirmEmail: 'true' } : { confirmEmail: 'false', reason: outcome },
        );
        // Where the sign-in goes on to, when the sign-up started from one (an invitation): a path on this origin only.
        const returnTo = safeReturnTo(c.req.query(RETURN_TO_PARAM));
        if (returnTo) query.set(RETURN_TO_PARAM, returnTo);
        return c.redirect(`${c.var.config.publicUrl}/?${query.toString()}`, 302);
      },
    )
    .get(
      '/register/resend-confirmation',
      doc(
        'Send the confirmation e-mail again',
        { 200: jsonResponse('The same answer whether anything was sent or not', resendSchema) },
        [403],
      ),
      sameOriginOnly(),
      validate('query', resendConfirmationQuerySchema),
      async (c) => {
        const { email, returnTo } = c.req.valid('query');
        const result = await auth.resendConfirmation(c.var.db, c.var.config, email, returnTo);
        c.var.mailer.kick();
        return c.json(result, 200);
      },
    )
    .post(
      '/login',
      doc(
        'Sign in',
        { 200: jsonResponse('The user; the session cookie is set', userSchema) },
        [401, 429],
        'After 5 wrong passwords for one account from one address, each further one makes that pair wait (30 s, doubling ' +
          'up to 15 min), the right password too; 50 wrong passwords for existing accounts from one address make it ' +
          'wait 15 min; 20 wrong passwords for one account within 15 min from all addresses together make each further ' +
          'attempt wait (30 s, doubling up to 15 min) and mail the owner once, except from addresses the account has ' +
          'signed in from. An IPv6 address counts for its /64.',
      ),
      validate('json', loginInputSchema),
      async (c) => {
        const { db } = c.var;
        const input = c.req.valid('json');
        const account = await auth.findSignInAccount(db, input.usernameOrEmail);
        const attempt = { account: account.key, userId: account.user?.id, address: clientIp(c) };
        await assertSignInAllowed(db, attempt);
        let user: User;
        try {
          user = await auth.authenticate(db, input);
        } catch (error) {
          if (error instanceof AppError && error.message === auth.messages.invalidCredentials) {
            const { alertOwner } = await recordSignInFailure(db, attempt);
            if (alertOwner && account.user) {
              await auth.mailFailedSignIns(db, c.var.config, account.user);
              c.var.mailer.kick();
            }
            // The typed identifier only when it names an account: a mistyped password typed into the name field,
            // or a list of guessed names, is nothing the trail should keep.
            await recordAudit(db, {
              ip: attempt.address,
              action: 'sign-in.failed',
              ...(account.user
                ? { detail: { account: input.usernameOrEmail.trim().toLowerCase().slice(0, 100) } }
                : {}),
            });
          }
          throw error;
        }
        await recordSignInSuccess(db, attempt);
        await recordAudit(db, {
          user: { ...user, companyId: user.companyId ?? null },
          ip: attempt.address,
          action: 'sign-in.succeeded',
        });
        // A new session id at every sign-in; the session the browser had before is ended.
        if (c.var.sessionId) await revokeSession(db, c.var.sessionId);
        await startSession(c, db, c.var.config, user.id);
        return c.json(user, 200);
      },
    )
    .post(
      '/logout',
      doc('Sign out', { 200: jsonResponse('Signed out; the session cookie is cleared', messageSchema) }),
      async (c) => {
        if (c.var.sessionId) await revokeSession(c.var.db, c.var.sessionId);
        clearSessionCookie(c, c.var.config);
        return c.json({ message: 'Signed out.' }, 200);
      },
    )
    .get(
      '/password-recovery',
      doc(
        'Mail a password reset link',
        { 200: jsonResponse('Sent when the address is known (the answer does not tell)', messageSchema) },
        [403],
      ),
      sameOriginOnly(),
      validate('query', emailQuerySchema),
      async (c) => {
        const result = await auth.requestPasswordReset(c.var.db, c.var.config, c.req.valid('query').email);
        c.var.mailer.kick();
        return c.json(result, 200);
      },
    )
    .get(
      '/password-reset/check',
      doc(
        'Check a reset link’s token before the new password is typed',
        { 200: jsonResponse('The link can set a password', messageSchema) },
        [400],
      ),
      validate('query', passwordResetTokenQuerySchema),
      async (c) => {
        return c.json(await auth.checkPasswordResetToken(c.var.db, c.req.valid('query').token), 200);
      },
    )
    .post(
      '/set-new-password',
      doc(
        'Set a new password with a reset link’s token',
        { 200: jsonResponse('Changed', messageSchema) },
        undefined,
        'The new password follows the sign-up rules (400 on `newPassword` when too common or containing the ' +
          'username or e-mail).',
      ),
      validate('json', setNewPasswordInputSchema),
      async (c) => {
        const result = await auth.setNewPassword(c.var.db, c.req.valid('json'));
        return c.json(result, 200);
      },
    )
    .get(
      '/providers',
      doc('Which third-party sign-in is offered', { 200: jsonResponse('The providers', authProvidersSchema) }),
      (c) => {
        const oidc = c.var.config.oidc;
        const providers: AuthProviders = oidc ? { oidc: true, oidcLabel: oidc.label } : { oidc: false };
        return c.json(providers, 200);
      },
    )
    .get(
      '/demo-accounts',
      doc('The demo accounts the sign-in page offers', {
        200: jsonResponse('The accounts and their password; an empty list without the demo', demoAccountsSchema),
      }),
      async (c) => c.json(await listDemoAccounts(c.var.db), 200),
    )
    .get(
      '/oauth2/authorize',
      doc('Start third-party sign-in', { 302: redirectResponse('the provider') }, [404]),
      async (c) => {
        const { config, logger } = c.var;
        if (!config.oidc) throw notFound('Third-party sign-in is not configured.');
        let redirect: Awaited<ReturnType<typeof buildSignInRedirect>>;
        try {
          redirect = await buildSignInRedirect(config.oidc, oidcCallbackUrl(config));
        } catch (error) {
          // The provider is unreachable or misconfigured: back to the sign-in page with its banner.
          logger.error('Third-party sign-in unavailable', {
            error: error instanceof Error ? error.message : String(error),
          });
          return c.redirect(`${config.publicUrl}/?oauthError=true`, 302);
        }
        const { url, checks } = redirect;
        setCookie(c, oidcCookieName(config), Buffer.from(JSON.stringify(checks)).toString('base64url'), {
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET, which must carry this cookie.
          sameSite: 'Lax',
          secure: config.publicUrl.startsWith('https://'),
          path: '/',
          maxAge: OIDC_COOKIE_MAX_AGE_SECONDS,
        });
        return c.redirect(url.href, 302);
      },
    )
    .get(
      '/oauth2/success',
      doc('Finish third-party sign-in (the provider redirects here)', {
        302: redirectResponse('the company profile, or the sign-in page on failure'),
      }),
      async (c) => {
        const { config, db, logger } = c.var;
        const checks = readOidcChecks(getCookie(c, oidcCookieName(config)));
        deleteCookie(c, oidcCookieName(config), { path: '/', secure: config.publicUrl.startsWith('https://') });
        try {
          if (!config.oidc) throw new Error('Third-party sign-in is not configured.');
          if (!checks) throw new Error('The sign-in attempt is unknown or has expired.');
          // The URL the provider redirected to, as registered (a proxy may show this server another host).
          const callbackUrl = new URL(`${oidcCallbackUrl(config)}${new URL(c.req.url).search}`);
          const identity = await completeSignIn(config.oidc, callbackUrl, checks);
          const user = await findOrCreateOidcUser(db, identity);
          if (c.var.sessionId) await revokeSession(db, c.var.sessionId);
          await startSession(c, db, config, user.id);
          await auth.recordSignIn(db, user.id);
          return c.redirect(`${config.publicUrl}${paths.companyProfile.href()}`, 302);
        } catch (error) {
          logger.warn('Third-party sign-in failed', { error: error instanceof Error ? error.message : String(error) });
          return c.redirect(`${config.publicUrl}/?oauthError=true`, 302);
        }
      },
    );
}

const OIDC_COOKIE_MAX_AGE_SECONDS = 600;
const oidcCookieName = (config: Config) =>
  config.publicUrl.startsWith('https://') ? '__Host-benchlink_oidc' : 'benchlink_oidc';
const oidcCallbackUrl = (config: Config) => `${config.publicUrl}/api/auth/oauth2/success`;

/**
 * The state, nonce and PKCE verifier of the sign-in in progress. The cookie is not signed: its values are
 * random and only compared with what the provider returns, and only our origin can set it (httpOnly, and
 * `__Host-` over HTTPS).
 */
function readOidcChecks(value: string | undefined): OidcChecks | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<OidcChecks>;
    return typeof parsed.state === 'string' && typeof parsed.nonce === 'string' && typeof parsed.verifier === 'string'
      ? { state: parsed.state, nonce: parsed.nonce, verifier: parsed.verifier }
      : null;
  } catch {
    return null;
  }
}
