import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  accountMessageSchema,
  cancelEmailChangeInputSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  confirmEmailChangeInputSchema,
  emailChangeCancelledSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  updateNameInputSchema,
} from '@benchlink/contracts/account';
import { userSchema } from '@benchlink/contracts/auth';
import { actorOf } from '../../lib/audit';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { clientIp } from '../../lib/sessions';
import { toUser } from '../../lib/users';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { requireSession } from '../../middleware/session';
import * as account from './user.service';

/** Mounted at `/api/user`: the signed-in user and their own account settings. */
export const userRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.user,
      summary: 'The signed-in user',
      description: 'A 401 means nobody is signed in.',
      responses: { 200: jsonResponse('The user', userSchema) },
    }),
    requireSession,
    // `loadSession` read the user with the session on this request.
    (c) => c.json(toUser(c.var.user), 200),
  )
  .put(
    '/',
    routeDoc({
      tag: apiTags.user,
      summary: 'Change the signed-in user’s name',
      description: 'First and last name, with the sign-up rules.',
      responses: { 200: jsonResponse('The user', userSchema) },
    }),
    requireSession,
    validate('json', updateNameInputSchema),
    async (c) => c.json(await account.updateName(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .post(
    '/email',
    routeDoc({
      tag: apiTags.user,
      summary: 'Ask to change the signed-in user’s e-mail',
      description:
        'Needs the current password (`currentPassword`): missing is 400, wrong is 403, and wrong ones count as failed ' +
        'sign-ins of the account (the sign-in waits apply, 429). Mails a link to the new address, valid once for 24 ' +
        'hours, and one that cancels the change to the current address (POST /api/user/email-change-cancellations); ' +
        'the account keeps its address until the first is opened (POST /api/user/email-changes). The account’s own ' +
        'address is 400. An address another account has gets the same answer, but no link goes out: that ' +
        'account’s owner is told of the attempt instead.',
      responses: { 200: jsonResponse('Where the link went', emailChangeRequestedSchema) },
      errors: [403, 429],
    }),
    requireSession,
    rateLimit('accountChange'),
    validate('json', changeEmailInputSchema),
    async (c) => {
      const result = await account.requestEmailChange(
        c.var.db,
        c.var.config,
        c.var.user,
        c.req.valid('json'),
        clientIp(c),
      );
      c.var.mailer.kick();
      return c.json(result, 200);
    },
  )
  .post(
    '/email-changes',
    routeDoc({
      tag: apiTags.user,
      summary: 'Confirm a change of e-mail with the mailed link’s token',
      description:
        'Public: the link may be opened in any browser. The new address becomes the account’s and the old one is told. ' +
        'The account’s reset links stop working and its sessions end, but the one that opened the link when it is ' +
        'the account’s own. An unknown, used or expired link is 400; an address another account took meanwhile is 409.',
      responses: { 200: jsonResponse('The account’s address now', emailChangedSchema) },
      errors: [409],
    }),
    validate('json', confirmEmailChangeInputSchema),
    async (c) => {
      const session = c.var.user && c.var.sessionId ? { userId: c.var.user.id, sessionId: c.var.sessionId } : null;
      const result = await account.confirmEmailChange(
        c.var.db,
        c.var.config,
        c.req.valid('json').token,
        session,
        clientIp(c),
      );
      c.var.mailer.kick();
      return c.json(result, 200);
    },
  )
  .post(
    '/email-change-cancellations',
    routeDoc({
      tag: apiTags.user,
      summary: 'Cancel a pending change of e-mail with the token mailed to the old address',
      description:
        'Public: the link may be opened in any browser. The pending change’s link to the new address stops working; ' +
        'the account keeps its address. An unknown, used or expired link is 400.',
      responses: { 200: jsonResponse('The address the account did not move to', emailChangeCancelledSchema) },
    }),
    validate('json', cancelEmailChangeInputSchema),
    async (c) => c.json(await account.cancelEmailChange(c.var.db, c.req.valid('json').token, clientIp(c)), 200),
  )
  .put(
    '/password',
    routeDoc({
      tag: apiTags.user,
      summary: 'Change the signed-in user’s password',
      description:
        'The current password is required (400 on `currentPassword` when wrong); the new one follows the sign-up rules ' +
        '(400 on `password` when too common or containing the username or e-mail). Every other session of the user is ' +
        'signed out; this one stays.',
      responses: { 200: jsonResponse('Changed', accountMessageSchema) },
    }),
    requireSession,
    rateLimit('accountChange'),
    validate('json', changePasswordInputSchema),
    async (c) => {
      const result = await account.changePassword(c.var.db, c.req.valid('json'), c.var.sessionId, {
        ...actorOf(c),
        user: c.var.user,
      });
      return c.json(result, 200);
    },
  );
