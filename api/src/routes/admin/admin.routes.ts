import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { companyIdParamSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireAdmin } from '../../middleware/session';
import * as adminService from './admin.service';

export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/get-non-approved', requireAdmin, (c) => c.json(adminService.listNonApprovedCompanies(c.var.db), 200))
  .post('/admin/approve/:id', requireAdmin, validate('param', companyIdParamSchema), (c) => {
    const company = adminService.approveCompany(c.var.db, c.var.config, c.req.valid('param').id);
    c.var.mailer.kick();
    return c.json(company, 200);
  });
