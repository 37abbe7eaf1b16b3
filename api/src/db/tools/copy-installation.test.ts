// Moving an installation from its SQLite file and data folder to PostgreSQL and a bucket (`npm run db:copy`), checked
// through the API: what a signed-in user saw before the move, they see after it. Runs in the `api-postgres` project.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createS3Storage } from '../../storage/s3-storage';
import { originOf, send, userWithCompany } from '../../test/companies';
import { createTestDatabase } from '../../test/postgres';
import { createGroup, createPosition, createProject } from '../../test/projects';
import { startS3Server, type TestS3 } from '../../test/s3';
import { talentBody } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';
import { copyDatabase, copyFiles } from './copy-installation';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What a signed-in company reads about itself and others; the same answers before and after the move. */
const pagesOf = (companyId: number) => [
  '/api/user',
  '/api/companies',
  `/api/companies/${companyId}/projects`,
  '/api/positions',
  '/api/companies/talents',
  '/api/companies/partners',
];

describe.skipIf(!inject('postgres'))('npm run db:copy', () => {
  let source: TestApp;
  let target: TestApp | undefined;
  let s3: TestS3;
  let database: { url: string; drop: () => Promise<void> };
  let cookie: string;
  let partnerCookie: string;
  let logo: string;
  let pages: string[];
  const lines: string[] = [];
  const answersBefore = new Map<string, unknown>();

  beforeAll(async () => {
    source = await createTestApp({ databaseUrl: undefined });
    const owner = await userWithCompany(source, { approved: true });
    const partner = await userWithCompany(source, { approved: true });
    cookie = owner.cookie;
    partnerCookie = partner.cookie;
    pages = pagesOf(owner.company.id);
    const project = await createProject(source, cookie);
    await createPosition(source, cookie, project.id);
    expect((await send(source, 'POST', '/api/companies/talents', cookie, talentBody())).status).toBe(201);
    await createGroup(source, cookie, 'Trusted partners', [partner.company.id]);
    const form = new FormData();
    form.append('image', new File([new Uint8Array(PNG)], 'logo.png', { type: 'image/png' }));
    const uploaded = await source.app.request('/api/companies/images/set', {
      method: 'POST',
      headers: { Origin: originOf(source), Cookie: cookie },
      body: form,
    });
    logo = ((await uploaded.json()) as { image: string }).image;
    // Read now: one process runs one engine at a time (db/dialect.ts), and the copy opens PostgreSQL.
    for (const page of pages) {
      const answer = await send(source, 'GET', page, cookie);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status} before the copy`);
      answersBefore.set(page, await answer.json());
    }

    s3 = await startS3Server();
    for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value);
    database = (await createTestDatabase({ empty: true }))!;
  });
  afterAll(async () => {
    await target?.close();
    await source?.close();
    await database?.drop();
    await s3?.close();
    vi.unstubAllEnvs();
  });

  it('copies every table with its ids and every uploaded file, and reports matching counts', async () => {
    const tables = await copyDatabase(source.config.databaseFile, database.url, (line) => lines.push(line));
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) expect(table.target, table.name).toBe(table.source);
    const rowsOf = (name: string) => tables.find((table) => table.name === name)?.source;
    expect(rowsOf('companies')).toBe(2);
    expect(rowsOf('positions')).toBe(1);
    expect(rowsOf('skills')).toBeGreaterThan(100);

    const files = await copyFiles(path.join(source.dataDir, 'storage'), createS3Storage(s3.storageUrl), (line) =>
      lines.push(line),
    );
    expect(files).toBe(1);
    expect(lines).toContain('  files: 1');
  });

  it('serves the same answers from PostgreSQL and the bucket, to the same session', async () => {
    target = await createTestApp({ databaseUrl: database.url, storageUrl: s3.storageUrl });
    for (const page of pages) {
      const after = await send(target, 'GET', page, cookie);
      expect(after.status, page).toBe(200);
      expect(await after.json(), page).toEqual(answersBefore.get(page));
    }
    // The keyword-search indexes were rebuilt from the copied rows.
    for (const search of ['/api/positions?q=payments', '/api/companies/talents?q=payments']) {
      const found = await send(target, 'GET', search, partnerCookie);
      expect(((await found.json()) as { totalElements: number }).totalElements, search).toBe(1);
    }
    const image = await send(target, 'GET', logo, cookie);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('gives new rows ids after the copied ones', async () => {
    const copied = answersBefore.get(pages[2]!) as { content: Array<{ id: number }> };
    const created = await createProject(target!, cookie, { name: 'After the move' });
    expect(created.id).toBe(Math.max(...copied.content.map((project) => project.id)) + 1);
  });

  it('refuses to copy into a database that holds data, and changes nothing there', async () => {
    await expect(copyDatabase(source.config.databaseFile, database.url, () => {})).rejects.toThrow(
      /^The target database already holds data \(in .*companies.*\): copy into an empty database\.$/,
    );
    const projects = (await (await send(target!, 'GET', pages[2]!, cookie)).json()) as { totalElements: number };
    expect(projects.totalElements).toBe(2);
  });
});
