import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { pagedSchema } from '@benchlink/contracts/common';
import {
  companyIdParamSchema,
  companyInputSchema,
  companyListQuerySchema,
  companySchema,
  companySummarySchema,
  resendCompanyEmailSchema,
} from '@benchlink/contracts/companies';
import { paths, RETURN_TO_PARAM } from '@benchlink/contracts/paths';
import { apiTags, jsonResponse, redirectResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { sameOriginOnly } from '../../middleware/csrf';
import { requireCompany, requireSession } from '../../middleware/session';
import * as companiesService from './companies.service';

const confirmQuery = validate('query', z.object({ token: z.string().max(200).optional() }));
const companyPage = pagedSchema(companySummarySchema);

/**
 * Where a verification link lands in the web app, telling how it went: the company profile for a signed-in opener;
 * otherwise the sign-in page (the profile needs a session), which says so and goes on to the profile after sign-in.
 */
const afterConfirm = (verified: boolean, isSignedIn: boolean) =>
  isSignedIn
    ? `/company/profile?emailVerified=${verified}`
    : paths.home.href({ companyEmailVerified: String(verified), [RETURN_TO_PARAM]: paths.companyProfile.href() });

/** Mounted at `/api/companies`. The fixed paths come before `/:id`, which would otherwise answer them. */
export const companyRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.companies,
      summary: 'Approved companies, a page at a time',
      responses: { 200: jsonResponse('A page of companies', companyPage) },
    }),
    requireSession,
    validate('query', companyListQuerySchema),
    async (c) => c.json(await companiesService.listApprovedCompanies(c.var.db, c.req.valid('query')), 200),
  )
  .post(
    '/',
    routeDoc({
      tag: apiTags.companies,
      summary: "Create the caller's company",
      description:
        'The caller becomes its member; a company e-mail other than the caller’s confirmed one is sent a verification link.',
      responses: { 201: jsonResponse('The new company, with its private fields', companySchema) },
      errors: [409],
    }),
    requireSession,
    validate('json', companyInputSchema),
    async (c) => {
      const company = await companiesService.createCompany(c.var.db, c.var.config, c.var.user.id, c.req.valid('json'));
      c.var.mailer.kick();
      return c.json(company, 201);
    },
  )
  .put(
    '/',
    routeDoc({
      tag: apiTags.companies,
      summary: "Replace the caller's company profile",
      description: 'The body is the full new state; a changed e-mail is verified again.',
      responses: { 200: jsonResponse('The updated company, with its private fields', companySchema) },
      errors: [404, 409],
    }),
    requireCompany,
    validate('json', companyInputSchema),
    async (c) => {
      const company = await companiesService.updateCompany(
        c.var.db,
        c.var.config,
        c.var.user.id,
        c.var.companyId,
        c.req.valid('json'),
      );
      c.var.mailer.kick();
      return c.json(company, 200);
    },
  )
  .get(
    '/others',
    routeDoc({
      tag: apiTags.companies,
      summary: "Every company but the caller's, a page at a time",
      description:
        'Approved companies only: the candidates for partner groups. A caller whose company is not approved yet gets ' +
        'an empty page.',
      responses: { 200: jsonResponse('A page of companies', companyPage) },
    }),
    requireCompany,
    validate('query', companyListQuerySchema),
    async (c) =>
      c.json(await companiesService.listOtherCompanies(c.var.db, c.var.companyId, c.req.valid('query')), 200),
  )
  // Opened from an e-mail, possibly in another browser: the token alone is the proof, no session needed.
  .get(
    '/confirm-email',
    routeDoc({
      tag: apiTags.companies,
      summary: 'Follow a company e-mail verification link',
      responses: {
        302: redirectResponse(
          '/company/profile?emailVerified=true|false when signed in, else /?companyEmailVerified=true|false&returnTo=%2Fcompany%2Fprofile',
        ),
      },
    }),
    confirmQuery,
    async (c) => {
      const token = c.req.valid('query').token;
      const verified = token ? await companiesService.confirmCompanyEmail(c.var.db, token) : false;
      return c.redirect(afterConfirm(verified, c.var.user !== null), 302);
    },
  )
  .get(
    '/resend-email-confirmation',
    routeDoc({
      tag: apiTags.companies,
      summary: 'Send the company verification e-mail again',
      responses: { 200: jsonResponse('Seconds before another resend is allowed', resendCompanyEmailSchema) },
      errors: [404, 409, 429],
    }),
    requireCompany,
    sameOriginOnly(),
    async (c) => {
      const retryAfter = await companiesService.resendCompanyEmail(c.var.db, c.var.config, c.var.companyId);
      c.var.mailer.kick();
      return c.json({ retryAfter }, 200);
    },
  )
  .get(
    '/:id',
    routeDoc({
      tag: apiTags.companies,
      summary: 'One company',
      description:
        'Its own members and the admin also get `emailVerification` and `approved`; an unapproved company is not found by others.',
      responses: { 200: jsonResponse('The company', companySchema) },
      errors: [404],
    }),
    requireSession,
    validate('param', companyIdParamSchema),
    async (c) => {
      const viewer = { companyId: c.var.user.companyId, isAdmin: c.var.user.isAdmin };
      return c.json(await companiesService.getCompany(c.var.db, c.req.valid('param').id, viewer), 200);
    },
  );
