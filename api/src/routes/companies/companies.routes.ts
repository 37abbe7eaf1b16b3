import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { companyIdParamSchema, companyInputSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import * as companiesService from './companies.service';

const confirmQuery = validate('query', z.object({ token: z.string().max(200).optional() }));

/** Where a verification link lands in the web app, telling the profile page how it went. */
const profileAfterConfirm = (verified: boolean) => `/company/profile?emailVerified=${verified}`;

export const companyRoutes = new Hono<AppEnv>()
  .get('/companies', requireSession, (c) => c.json(companiesService.listApprovedCompanies(c.var.db), 200))
  .post('/companies', requireSession, validate('json', companyInputSchema), (c) => {
    const company = companiesService.createCompany(c.var.db, c.var.config, c.var.user.id, c.req.valid('json'));
    c.var.mailer.kick();
    return c.json(company, 201);
  })
  .put('/companies', requireCompany, validate('json', companyInputSchema), (c) => {
    const company = companiesService.updateCompany(c.var.db, c.var.config, c.var.user.id, c.var.companyId, c.req.valid('json'));
    c.var.mailer.kick();
    return c.json(company, 200);
  })
  .get('/companies/others', requireCompany, (c) => c.json(companiesService.listOtherCompanies(c.var.db, c.var.companyId), 200))
  // Opened from an e-mail, possibly in another browser: the token alone is the proof, no session needed.
  .get('/companies/confirm-email', confirmQuery, (c) => {
    const token = c.req.valid('query').token;
    const verified = token ? companiesService.confirmCompanyEmail(c.var.db, token) : false;
    return c.redirect(profileAfterConfirm(verified), 302);
  })
  .get('/companies/resend-email-confirmation', requireCompany, (c) => {
    const retryAfter = companiesService.resendCompanyEmail(c.var.db, c.var.config, c.var.companyId);
    c.var.mailer.kick();
    return c.json({ retryAfter }, 200);
  })
  .get('/companies/:id{[0-9]+}', requireSession, validate('param', companyIdParamSchema), (c) => {
    const viewer = { companyId: c.var.user.companyId, isAdmin: c.var.user.isAdmin };
    return c.json(companiesService.getCompany(c.var.db, c.req.valid('param').id, viewer), 200);
  });
