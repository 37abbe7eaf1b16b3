import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Company, type CompanyImageKind } from '@benchlink/contracts/companies';
import { REQUIRED_MESSAGE } from '@benchlink/contracts/messages';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import {
  canSeePrivate,
  type CompanyRow,
  findCompany,
  getOwnCompanyRow,
  imageUrl,
  toCompany,
} from '../../lib/companies';
import type { Viewer } from '../../lib/users';
import type { CheckedImage } from './image-check';

/** The columns of one picture kind, so logo and banner share the code (the old backend mixed them up). */
function columnsOf(row: CompanyRow, kind: CompanyImageKind) {
  return kind === 'image'
    ? { key: row.imageKey, type: row.imageType, version: row.imageVersion }
    : { key: row.bannerKey, type: row.bannerType, version: row.bannerVersion };
}

const setColumns = (kind: CompanyImageKind, key: string | null, type: string | null, version: number | null) =>
  kind === 'image'
    ? { imageKey: key, imageType: type, imageVersion: version }
    : { bannerKey: key, bannerType: type, bannerVersion: version };

/** A multipart field's bytes: a missing field or a plain text value is not a file. */
export async function fileBytes(value: unknown, field: string): Promise<Uint8Array> {
  if (!(value instanceof Blob)) throw badRequest(value === undefined ? REQUIRED_MESSAGE : 'must be a file', field);
  return new Uint8Array(await value.arrayBuffer());
}

/** Checks an upload before anything is stored; an SVG comes back sanitised. */
export { checkImage } from './image-check';

/**
 * Stores a checked picture under a new versioned key and points the company at it; the previous file is
 * removed afterwards, so a failure leaves at worst an orphan file, never a row pointing at nothing.
 */
export async function storeCompanyImage(
  db: Db,
  storage: Storage,
  companyId: number,
  kind: CompanyImageKind,
  image: CheckedImage,
) {
  const expected = (columnsOf(await getOwnCompanyRow(db, companyId), kind).version ?? 0) + 1;
  // The random part keeps two racing uploads from writing the same (immutably cached) key.
  const key = `companies/${companyId}/${kind}-${expected}-${randomBytes(4).toString('hex')}`;
  await storage.put(key, image.bytes);
  let stored: { previousKey: string | null; version: number };
  try {
    // Read again with the write: an upload that finished meanwhile has its file removed and its version counted.
    stored = await db.transaction(async (tx) => {
      const previous = columnsOf(await getOwnCompanyRow(tx, companyId), kind);
      const version = (previous.version ?? 0) + 1;
      await tx
        .update(companies)
        .set({ ...setColumns(kind, key, image.type, version), updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      return { previousKey: previous.key, version };
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (stored.previousKey && stored.previousKey !== key) await storage.delete(stored.previousKey);
  return imageUrl(companyId, kind, stored.version);
}

/** Removes a picture; 404 when the company has none. The version is kept so a later upload gets a fresh URL. */
export async function deleteCompanyImage(db: Db, storage: Storage, companyId: number, kind: CompanyImageKind) {
  const key = await db.transaction(async (tx) => {
    const current = columnsOf(await getOwnCompanyRow(tx, companyId), kind);
    if (!current.key) throw notFound(kind === 'image' ? 'The company has no logo.' : 'The company has no banner.');
    await tx
      .update(companies)
      .set({ ...setColumns(kind, null, null, current.version), updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    return current.key;
  });
  await storage.delete(key);
}

export async function ownCompany(db: Db, companyId: number): Promise<Company> {
  return toCompany(db, await getOwnCompanyRow(db, companyId), true);
}

/** A company `viewer` may see: approved, or its own (the admin sees all); 404 otherwise, as for a missing one. */
async function findVisibleCompany(db: Db, viewer: Viewer, companyId: number) {
  const row = await findCompany(db, companyId);
  return row && (row.approved || canSeePrivate(viewer, row.id)) ? row : undefined;
}

/** The current URL of a company's picture, or '' when it has none. */
export async function currentImageUrl(
  db: Db,
  viewer: Viewer,
  companyId: number,
  kind: CompanyImageKind,
): Promise<string> {
  const row = await findVisibleCompany(db, viewer, companyId);
  if (!row) throw notFound('Company not found.');
  const current = columnsOf(row, kind);
  return current.key && current.version ? imageUrl(companyId, kind, current.version) : '';
}

/** The stored picture with its type and version, or 404. */
export async function readCompanyImage(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  companyId: number,
  kind: CompanyImageKind,
) {
  const row = await findVisibleCompany(db, viewer, companyId);
  const current = row ? columnsOf(row, kind) : undefined;
  if (!current?.key || !current.type) throw notFound('Image not found.');
  const bytes = await storage.get(current.key);
  if (!bytes) throw notFound('Image not found.');
  return { bytes, type: current.type, version: current.version };
}
