import { Hono } from 'hono';
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import {
  COMPANY_IMAGE_TYPES,
  companyIdParamSchema,
  companyImageKinds,
  companyImageUploadQuerySchema,
  companySchema,
  type CompanyImageKind,
} from '@benchlink/contracts/companies';
import { REQUIRED_MESSAGE } from '@benchlink/contracts/messages';
import { badRequest, notFound } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { apiTags, fileUpload, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { requireCompany, requireSession } from '../../middleware/session';
import * as images from './images.service';

const kindParam = validate('param', z.object({ kind: z.enum(companyImageKinds) }));
const servedParam = validate('param', companyIdParamSchema.extend({ kind: z.enum(companyImageKinds) }));
const uploadQuery = validate('query', companyImageUploadQuerySchema);
const versionQuery = validate('query', z.object({ v: z.string().max(20).optional() }));

/**
 * The product's upload endpoints name the company in the query; only its own members may change its pictures. Any
 * other id answers as an unknown company does (404, one message): no existence oracle.
 */
function assertOwnCompany(requested: number, own: number) {
  if (requested !== own) throw notFound('Company not found.');
}

/** Reads the multipart field `file` of the product's single-picture upload. */
async function uploadedFile(c: Context) {
  const body = await readMultipart(c.req);
  return images.checkImage(await images.fileBytes(body.file, 'file'), 'file');
}

/** Immutable while the URL's version is current; a stale version gets the current picture, revalidated. */
const cacheControl = (requested: string | undefined, version: number | null) =>
  requested !== undefined && requested === String(version)
    ? 'private, max-age=31536000, immutable'
    : 'private, no-cache';

const imageUrlText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' as const } } },
});
const pictureBytes = {
  description: 'The picture, with its stored type',
  content: Object.fromEntries(
    COMPANY_IMAGE_TYPES.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]),
  ),
};

const factory = createFactory<AppEnv>();

/** `/upload-image` and `/upload-banner`: the same upload of the multipart field `file`, for one kind of picture. */
const uploadOne = (kind: CompanyImageKind, noun: string) =>
  factory.createHandlers(
    routeDoc({
      tag: apiTags.images,
      summary: `Upload the company ${noun} (multipart field \`file\`)`,
      requestBody: fileUpload(['file'], ['file']),
      responses: { 201: imageUrlText(`The new ${noun} URL`) },
      errors: [404, 413, 415],
    }),
    requireCompany,
    rateLimit('imageUpload'),
    uploadQuery,
    async (c) => {
      assertOwnCompany(c.req.valid('query').company_id, c.var.companyId);
      const file = await uploadedFile(c);
      const url = await images.storeCompanyImage(c.var.db, c.var.storage, c.var.companyId, kind, file);
      return c.text(url, 201);
    },
  );

/** `/get-image/:id` and `/get-banner/:id`: a company's current URL of one kind of picture. */
const currentUrlOf = (kind: CompanyImageKind, noun: string) =>
  factory.createHandlers(
    routeDoc({
      tag: apiTags.images,
      summary: `A company's current ${noun} URL ('' when none)`,
      responses: { 200: imageUrlText(`The ${noun} URL`) },
      errors: [404],
    }),
    requireSession,
    validate('param', companyIdParamSchema),
    async (c) => c.text(await images.currentImageUrl(c.var.db, c.var.user, c.req.valid('param').id, kind), 200),
  );

/** Mounted at `/api/companies`, beside `companyRoutes`: the pictures of a company profile. */
export const companyImageRoutes = new Hono<AppEnv>()
  .post(
    '/images/set',
    routeDoc({
      tag: apiTags.images,
      summary: "Set the caller's company logo and/or banner",
      description: 'Both files are checked before either is stored, so a bad banner leaves the logo unchanged too.',
      requestBody: fileUpload(['image', 'banner'], []),
      responses: { 200: jsonResponse('The company with its new picture URLs', companySchema) },
      errors: [404, 413, 415],
    }),
    requireCompany,
    rateLimit('imageUpload'),
    async (c) => {
      const body = await readMultipart(c.req);
      if (body.image === undefined && body.banner === undefined)
        throw badRequest(`${REQUIRED_MESSAGE}: choose an image or a banner`, 'image');
      // Check both before storing either, so a bad banner does not leave a half-applied change.
      const logo =
        body.image === undefined
          ? undefined
          : await images.checkImage(await images.fileBytes(body.image, 'image'), 'image');
      const banner =
        body.banner === undefined
          ? undefined
          : await images.checkImage(await images.fileBytes(body.banner, 'banner'), 'banner');
      const { db, storage, companyId } = c.var;
      if (logo) await images.storeCompanyImage(db, storage, companyId, 'image', logo);
      if (banner) await images.storeCompanyImage(db, storage, companyId, 'banner', banner);
      return c.json(await images.ownCompany(db, companyId), 200);
    },
  )
  .delete(
    '/images/:kind',
    routeDoc({
      tag: apiTags.images,
      summary: "Remove the caller's company logo or banner",
      responses: { 204: { description: 'Removed' } },
      errors: [404],
    }),
    requireCompany,
    kindParam,
    async (c) => {
      await images.deleteCompanyImage(c.var.db, c.var.storage, c.var.companyId, c.req.valid('param').kind);
      return c.body(null, 204);
    },
  )
  .get(
    '/:id/:kind',
    routeDoc({
      tag: apiTags.images,
      summary: "A company's logo or banner",
      description: 'Cached for a year when `v` is the current version (the URLs in company answers carry it).',
      responses: { 200: pictureBytes },
      errors: [404],
    }),
    requireSession,
    servedParam,
    versionQuery,
    async (c) => {
      const { id, kind } = c.req.valid('param');
      const image = await images.readCompanyImage(c.var.db, c.var.storage, c.var.user, id, kind);
      c.header('Content-Type', image.type);
      c.header('Cache-Control', cacheControl(c.req.valid('query').v, image.version));
      c.header('X-Content-Type-Options', 'nosniff');
      // An SVG opened on its own must not run anything, even if a check were ever bypassed.
      if (image.type === 'image/svg+xml')
        c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
    },
  );

/** The product's single-picture endpoints, each its own top-level path: mounted at `/api`. */
export const imageRoutes = new Hono<AppEnv>()
  .post('/upload-image', ...uploadOne('image', 'logo'))
  .post('/upload-banner', ...uploadOne('banner', 'banner'))
  .get('/get-image/:id', ...currentUrlOf('image', 'logo'))
  .get('/get-banner/:id', ...currentUrlOf('banner', 'banner'));
