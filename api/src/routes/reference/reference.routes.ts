import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { idSchema, namedSchema, roleSchema, senioritySchema, skillSchema } from '../../contracts';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/errors';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import * as reference from './reference.service';

const idParam = validate('param', z.object({ id: idSchema }));

/** Reference data changes only with a deploy: browsers may keep a list for an hour. */
const cachedForAnHour: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=3600');
};

const listDoc = (what: string, schema: z.ZodType) =>
  routeDoc({ tag: apiTags.reference, summary: `Every ${what}`, responses: { 200: jsonResponse(`Every ${what}`, z.array(schema)) } });
const itemDoc = (what: string, schema: z.ZodType) =>
  routeDoc({ tag: apiTags.reference, summary: `One ${what}`, responses: { 200: jsonResponse(`The ${what}`, schema) }, errors: [404] });

/** Mounted at `/api/skills`. */
export const skillRoutes = new Hono<AppEnv>()
  .get('/', listDoc('skill (flat; `parentId` makes the tree)', skillSchema), cachedForAnHour, (c) => c.json(reference.listSkills(c.var.db), 200))
  .get('/:id', itemDoc('skill', skillSchema), idParam, (c) => {
    const skill = reference.getSkill(c.var.db, c.req.valid('param').id);
    if (!skill) throw notFound('Skill not found.');
    return c.json(skill, 200);
  });

/** Mounted at `/api/patterns`: the roles, under the spec's name. */
export const roleRoutes = new Hono<AppEnv>().get('/', listDoc('role, with its suggested skills', roleSchema), cachedForAnHour, (c) =>
  c.json(reference.listRoles(c.var.db), 200),
);

/** Mounted at `/api/seniorities`. */
export const seniorityRoutes = new Hono<AppEnv>()
  .get('/', listDoc('seniority', senioritySchema), cachedForAnHour, (c) => c.json(reference.listSeniorities(c.var.db), 200))
  .get('/:id', itemDoc('seniority', senioritySchema), idParam, (c) => {
    const seniority = reference.getSeniority(c.var.db, c.req.valid('param').id);
    if (!seniority) throw notFound('Seniority not found.');
    return c.json(seniority, 200);
  });

type NamedTable = keyof typeof reference.namedTables;

/** A list of `{ id, name }` items (work modes, locations, …). */
const namedListRoutes = (table: NamedTable, what: string) =>
  new Hono<AppEnv>().get('/', listDoc(what, namedSchema), cachedForAnHour, (c) => c.json(reference.listNamed(c.var.db, table), 200));

/** A list of `{ id, name }` items that can also be read one by one. */
const namedListWithItemRoutes = (table: NamedTable, what: string, notFoundMessage: string) =>
  namedListRoutes(table, what).get('/:id', itemDoc(what, namedSchema), idParam, (c) => {
    const item = reference.getNamed(c.var.db, table, c.req.valid('param').id);
    if (!item) throw notFound(notFoundMessage);
    return c.json(item, 200);
  });

/** Mounted at `/api/domains`, `/api/company-types`, `/api/locations`, `/api/workmodes`, `/api/position-statuses`, `/api/currencies`. */
export const domainRoutes = namedListWithItemRoutes('domains', 'business domain', 'Domain not found.');
export const companyTypeRoutes = namedListWithItemRoutes('companyTypes', 'company type', 'Company type not found.');
export const locationRoutes = namedListRoutes('locations', 'location');
export const workModeRoutes = namedListRoutes('workModes', 'work mode');
export const positionStatusRoutes = namedListRoutes('positionStatuses', 'position status');
export const currencyRoutes = namedListRoutes('currencies', 'currency');
