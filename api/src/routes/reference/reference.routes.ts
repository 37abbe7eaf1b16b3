import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema } from '../../contracts';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import * as reference from './reference.service';

const idParam = validate('param', z.object({ id: idSchema }));

/** Reference data changes only with a deploy: browsers may keep it for an hour. */
const cacheFor = (c: { header: (name: string, value: string) => void }) =>
  c.header('Cache-Control', 'public, max-age=3600');

export const referenceRoutes = new Hono<AppEnv>()
  .get('/skills', (c) => {
    cacheFor(c);
    return c.json(reference.listSkills(c.var.db), 200);
  })
  .get('/skills/:id', idParam, (c) => {
    const skill = reference.getSkill(c.var.db, c.req.valid('param').id);
    if (!skill) throw notFound('Skill not found.');
    return c.json(skill, 200);
  })
  .get('/patterns', (c) => {
    cacheFor(c);
    return c.json(reference.listRoles(c.var.db), 200);
  })
  .get('/seniorities', (c) => {
    cacheFor(c);
    return c.json(reference.listSeniorities(c.var.db), 200);
  })
  .get('/seniorities/:id', idParam, (c) => {
    const seniority = reference.getSeniority(c.var.db, c.req.valid('param').id);
    if (!seniority) throw notFound('Seniority not found.');
    return c.json(seniority, 200);
  })
  .get('/domains', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'domains'), 200);
  })
  .get('/domains/:id', idParam, (c) => {
    const domain = reference.getNamed(c.var.db, 'domains', c.req.valid('param').id);
    if (!domain) throw notFound('Domain not found.');
    return c.json(domain, 200);
  })
  .get('/company-types', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'companyTypes'), 200);
  })
  .get('/company-types/:id', idParam, (c) => {
    const companyType = reference.getNamed(c.var.db, 'companyTypes', c.req.valid('param').id);
    if (!companyType) throw notFound('Company type not found.');
    return c.json(companyType, 200);
  })
  .get('/locations', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'locations'), 200);
  })
  .get('/workmodes', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'workModes'), 200);
  })
  .get('/position-statuses', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'positionStatuses'), 200);
  })
  .get('/currencies', (c) => {
    cacheFor(c);
    return c.json(reference.listNamed(c.var.db, 'currencies'), 200);
  });
