import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { companyIdParamSchema, companyImageKinds, companyImageUploadQuerySchema, REQUIRED_MESSAGE } from '../../contracts';
import { badRequest, forbidden } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import * as images from './images.service';

const kindParam = validate('param', z.object({ kind: z.enum(companyImageKinds) }));
const servedParam = validate('param', companyIdParamSchema.extend({ kind: z.enum(companyImageKinds) }));
const uploadQuery = validate('query', companyImageUploadQuerySchema);
const versionQuery = validate('query', z.object({ v: z.string().max(20).optional() }));

/** The spec's upload endpoints name the company in the query; only its own members may change its pictures. */
function assertOwnCompany(requested: number, own: number) {
  if (requested !== own) throw forbidden('You can only change your own company’s images.');
}

/** Reads the multipart field `file` of the spec's single-picture upload. */
async function uploadedFile(c: Context) {
  const body = await c.req.parseBody();
  return images.checkImage(await images.fileBytes(body.file, 'file'), 'file');
}

/** Immutable while the URL's version is current; a stale version gets the current picture, revalidated. */
const cacheControl = (requested: string | undefined, version: number | null) =>
  requested !== undefined && requested === String(version) ? 'private, max-age=31536000, immutable' : 'private, no-cache';

export const imageRoutes = new Hono<AppEnv>()
  .post('/companies/images/set', requireCompany, async (c) => {
    const body = await c.req.parseBody();
    if (body.image === undefined && body.banner === undefined) throw badRequest(`${REQUIRED_MESSAGE}: choose an image or a banner`, 'image');
    // Check both before storing either, so a bad banner does not leave a half-applied change.
    const logo = body.image === undefined ? undefined : await images.checkImage(await images.fileBytes(body.image, 'image'), 'image');
    const banner = body.banner === undefined ? undefined : await images.checkImage(await images.fileBytes(body.banner, 'banner'), 'banner');
    const { db, storage, companyId } = c.var;
    if (logo) await images.storeCompanyImage(db, storage, companyId, 'image', logo);
    if (banner) await images.storeCompanyImage(db, storage, companyId, 'banner', banner);
    return c.json(images.ownCompany(db, companyId), 200);
  })
  .delete('/companies/images/:kind{image|banner}', requireCompany, kindParam, async (c) => {
    await images.deleteCompanyImage(c.var.db, c.var.storage, c.var.companyId, c.req.valid('param').kind);
    return c.body(null, 204);
  })
  .get('/companies/:id{[0-9]+}/:kind{image|banner}', requireSession, servedParam, versionQuery, async (c) => {
    const { id, kind } = c.req.valid('param');
    const image = await images.readCompanyImage(c.var.db, c.var.storage, id, kind);
    c.header('Content-Type', image.type);
    c.header('Cache-Control', cacheControl(c.req.valid('query').v, image.version));
    c.header('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own must not run anything, even if a check were ever bypassed.
    if (image.type === 'image/svg+xml') c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200);
  })
  .post('/upload-image', requireCompany, uploadQuery, async (c) => {
    assertOwnCompany(c.req.valid('query').company_id, c.var.companyId);
    const url = await images.storeCompanyImage(c.var.db, c.var.storage, c.var.companyId, 'image', await uploadedFile(c));
    return c.text(url, 201);
  })
  .post('/upload-banner', requireCompany, uploadQuery, async (c) => {
    assertOwnCompany(c.req.valid('query').company_id, c.var.companyId);
    const url = await images.storeCompanyImage(c.var.db, c.var.storage, c.var.companyId, 'banner', await uploadedFile(c));
    return c.text(url, 201);
  })
  .get('/get-image/:id', requireSession, validate('param', companyIdParamSchema), (c) =>
    c.text(images.currentImageUrl(c.var.db, c.req.valid('param').id, 'image'), 200),
  )
  .get('/get-banner/:id', requireSession, validate('param', companyIdParamSchema), (c) =>
    c.text(images.currentImageUrl(c.var.db, c.req.valid('param').id, 'banner'), 200),
  );
