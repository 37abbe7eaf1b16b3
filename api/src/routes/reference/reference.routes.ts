import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { idSchema } from '@benchlink/contracts/common';
import { locationSchema, namedSchema, roleSchema, senioritySchema, skillSchema } from '@benchlink/contracts/reference';
import type { AppEnv } from '../../app-env';
import { completeAnswer } from '../../lib/answers';
import { notFound } from '../../lib/errors';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type CachedList, namedTables, referenceData, type ReferenceData } from './reference.service';

const skills = (data: ReferenceData) => data.skills();
const roles = (data: ReferenceData) => data.roles();
const seniorities = (data: ReferenceData) => data.seniorities();

const idParam = validate('param', z.object({ id: idSchema }));

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
function matchesETag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Reference data changes only with a deploy: browsers may keep a list for an hour, then revalidate it with its ETag
 * and get a bodyless 304 while it is unchanged. `Vary`: a browser that accepts gzip gets the list compressed.
 */
const listHeaders = new WeakMap<
  CachedList<unknown>,
  { notModified: Record<string, string>; json: Record<string, string> }
>();
function headersOf(list: CachedList<unknown>) {
  let headers = listHeaders.get(list);
  if (!headers) {
    const notModified = { etag: list.etag, 'cache-control': 'public, max-age=3600', vary: 'Accept-Encoding' };
    headers = { notModified, json: { 'content-type': 'application/json', ...notModified } };
    listHeaders.set(list, headers);
  }
  return headers;
}

/** Answers 304 when the request already holds the list. The lists are served from memory (see `referenceData`). */
const revalidatedBy =
  (list: (data: ReferenceData) => Promise<CachedList<unknown>>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cached = await list(referenceData(c.get('db')));
    if (matchesETag(c.req.header('If-None-Match'), cached.etag))
      return completeAnswer(c, null, 304, headersOf(cached).notModified);
    await next();
  };

/**
 * Sends a list's JSON as serialised once, headers and all (the most asked-for answers after health), typed as
 * `c.json(list.items, 200)` is for the typed client.
 */
const sendList = <T>(c: Context<AppEnv>, list: CachedList<T>) =>
  completeAnswer(c, list.json, 200, headersOf(list).json) as Response & TypedResponse<JSONParsed<T[]>, 200, 'json'>;

const listDoc = (what: string, schema: z.ZodType) =>
  routeDoc({
    tag: apiTags.reference,
    summary: `Every ${what}`,
    responses: { 200: jsonResponse(`Every ${what}`, z.array(schema)) },
  });
const itemDoc = (what: string, schema: z.ZodType) =>
  routeDoc({
    tag: apiTags.reference,
    summary: `One ${what}`,
    responses: { 200: jsonResponse(`The ${what}`, schema) },
    errors: [404],
  });

/** Mounted at `/api/skills`. */
export const skillRoutes = new Hono<AppEnv>()
  .get('/', listDoc('skill (flat; `parentId` makes the tree)', skillSchema), revalidatedBy(skills), async (c) =>
    sendList(c, await skills(referenceData(c.get('db')))),
  )
  .get('/:id', itemDoc('skill', skillSchema), idParam, async (c) => {
    const skill = (await skills(referenceData(c.get('db')))).byId.get(c.req.valid('param').id);
    if (!skill) throw notFound('Skill not found.');
    return c.json(skill, 200);
  });

/** Mounted at `/api/patterns`: the roles, under the product's name. */
export const roleRoutes = new Hono<AppEnv>().get(
  '/',
  listDoc('role, with its suggested skills', roleSchema),
  revalidatedBy(roles),
  async (c) => sendList(c, await roles(referenceData(c.get('db')))),
);

/** Mounted at `/api/seniorities`. */
export const seniorityRoutes = new Hono<AppEnv>()
  .get('/', listDoc('seniority', senioritySchema), revalidatedBy(seniorities), async (c) =>
    sendList(c, await seniorities(referenceData(c.get('db')))),
  )
  .get('/:id', itemDoc('seniority', senioritySchema), idParam, async (c) => {
    const seniority = (await seniorities(referenceData(c.get('db')))).byId.get(c.req.valid('param').id);
    if (!seniority) throw notFound('Seniority not found.');
    return c.json(seniority, 200);
  });

/** Mounted at `/api/locations`: the countries, then their cities (`parentId` names a city's country). */
const locations = (data: ReferenceData) => data.locations();
export const locationRoutes = new Hono<AppEnv>().get(
  '/',
  listDoc('location: a country, or a city with its country as `parentId`', locationSchema),
  revalidatedBy(locations),
  async (c) => sendList(c, await locations(referenceData(c.get('db')))),
);

type NamedTable = keyof typeof namedTables;
const named = (table: NamedTable) => (data: ReferenceData) => data.named(table);

/** A list of `{ id, name }` items (work modes, currencies, …). */
const namedListRoutes = (table: NamedTable, what: string) =>
  new Hono<AppEnv>().get('/', listDoc(what, namedSchema), revalidatedBy(named(table)), async (c) =>
    sendList(c, await named(table)(referenceData(c.get('db')))),
  );

/** A list of `{ id, name }` items that can also be read one by one. */
const namedListWithItemRoutes = (table: NamedTable, what: string, notFoundMessage: string) =>
  namedListRoutes(table, what).get('/:id', itemDoc(what, namedSchema), idParam, async (c) => {
    const item = (await named(table)(referenceData(c.get('db')))).byId.get(c.req.valid('param').id);
    if (!item) throw notFound(notFoundMessage);
    return c.json(item, 200);
  });

/** Mounted at `/api/domains`, `/api/company-types`, `/api/locations`, `/api/workmodes`, `/api/position-statuses`, `/api/currencies`. */
export const domainRoutes = namedListWithItemRoutes('domains', 'business domain', 'Domain not found.');
export const companyTypeRoutes = namedListWithItemRoutes('companyTypes', 'company type', 'Company type not found.');

export const workModeRoutes = namedListRoutes('workModes', 'work mode');
export const positionStatusRoutes = namedListRoutes('positionStatuses', 'position status');
export const currencyRoutes = namedListRoutes('currencies', 'currency');
