import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@benchlink/contracts/common';
import { companies } from '../../db/schema/companies';
import { createSignedInUser } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyBody, insertCompanies, mailTo, send, signInAdmin, userWithCompany } from '../../test/companies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const companyRow = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)).limit(1))[0];

type CompanyJson = {
  id: number;
  name: string;
  email: string;
  approved?: boolean;
  emailVerification?: string;
  skills: number[];
};

describe('GET /api/admin/get-non-approved', () => {
  it('lists the companies awaiting approval, oldest first, with their private fields', async () => {
    const older = await userWithCompany(t);
    const newer = await userWithCompany(t);
    const approved = await userWithCompany(t, { approved: true });
    await t.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(companies.id, newer.company.id));
    await t.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 30_000) })
      .where(eq(companies.id, older.company.id));
    const admin = await signInAdmin(t);
    const res = await send(t, 'GET', '/api/admin/get-non-approved?pageSize=100', admin.cookie);
    expect(res.status).toBe(200);
    const list = ((await res.json()) as Paged<CompanyJson>).content;
    const ids = list.map((c) => c.id);
    expect(ids).not.toContain(approved.company.id);
    expect(ids.indexOf(newer.company.id)).toBeLessThan(ids.indexOf(older.company.id));
    expect(list.find((c) => c.id === older.company.id)).toMatchObject({
      approved: false,
      emailVerification: 'PENDING',
      skills: [10, 12],
    });
  });

  it('pages 10 at a time by default, oldest first; equal registration times keep one order across pages', async () => {
    const fresh = await createTestApp();
    try {
      const sameMoment = new Date('2026-01-05T10:00:00Z');
      const inserted = await insertCompanies(fresh, 25, {
        prefix: 'Queued',
        approved: false,
        createdAt: () => sameMoment,
      });
      const admin = await signInAdmin(fresh);
      const pages: Paged<CompanyJson>[] = [];
      for (const offset of [0, 1, 2]) {
        const res = await send(
          fresh,
          'GET',
          `/api/admin/get-non-approved${offset ? `?offset=${offset}` : ''}`,
          admin.cookie,
        );
        pages.push((await res.json()) as Paged<CompanyJson>);
      }
      expect(pages.map((page) => page.content.length)).toEqual([10, 10, 5]);
      expect(pages[0]).toMatchObject({ totalPages: 3, totalElements: 25 });
      expect(pages.flatMap((page) => page.content.map((c) => c.id))).toEqual(inserted.map((row) => row.id));
    } finally {
      await fresh.close();
    }
  });

  it('sorts by name or registration, either way, and refuses other sort keys naming the accepted ones', async () => {
    const fresh = await createTestApp();
    try {
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      await insertCompanies(fresh, 3, { prefix: 'Zeta', approved: false, createdAt: (i) => day(i + 1) });
      await insertCompanies(fresh, 2, { prefix: 'alpha', approved: false, createdAt: (i) => day(i + 10) });
      const admin = await signInAdmin(fresh);
      const names = async (query: string) =>
        (
          (await (
            await send(fresh, 'GET', `/api/admin/get-non-approved?${query}`, admin.cookie)
          ).json()) as Paged<CompanyJson>
        ).content.map((c) => c.name);
      expect(await names('sort=name')).toEqual(['alpha 01', 'alpha 02', 'Zeta 01', 'Zeta 02', 'Zeta 03']);
      expect(await names('sort=createdAt&ascending=false&pageSize=3')).toEqual(['alpha 02', 'alpha 01', 'Zeta 03']);

      const res = await send(fresh, 'GET', '/api/admin/get-non-approved?sort=datePosted', admin.cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: ['sort must be one of: createdAt, name'],
        field: ['sort'],
        fields: { sort: 'sort must be one of: createdAt, name' },
      });
    } finally {
      await fresh.close();
    }
  });

  it('answers 403 to a company user and 401 when signed out', async () => {
    const { cookie } = await userWithCompany(t);
    const res = await send(t, 'GET', '/api/admin/get-non-approved', cookie);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string[] }).message).toEqual(['Only the administrator can do this.']);
    expect((await send(t, 'GET', '/api/admin/get-non-approved')).status).toBe(401);
  });
});

describe('POST /api/admin/approve/{id}', () => {
  it('approves the company, mails it once, and drops it from the pending list', async () => {
    const body = companyBody();
    const { company } = await userWithCompany(t, { body });
    const admin = await signInAdmin(t);
    const res = await send(t, 'POST', `/api/admin/approve/${company.id}`, admin.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CompanyJson).approved).toBe(true);
    expect((await companyRow(company.id))?.approved).toBe(true);

    const approvalMails = async () =>
      (await mailTo(t, body.email as string)).filter((m) => m.subject === 'Your company has been approved');
    expect(await approvalMails()).toHaveLength(1);
    expect((await approvalMails())[0]!.text).toContain(`${t.config.publicUrl}/company/profile`);

    const again = await send(t, 'POST', `/api/admin/approve/${company.id}`, admin.cookie);
    expect(again.status).toBe(200);
    expect(await approvalMails()).toHaveLength(1);

    const pending = (await (
      await send(t, 'GET', '/api/admin/get-non-approved?pageSize=100', admin.cookie)
    ).json()) as Paged<CompanyJson>;
    expect(pending.content.map((c) => c.id)).not.toContain(company.id);
  });

  it('answers 404 for an unknown company and 400 for a non-numeric id', async () => {
    const admin = await signInAdmin(t);
    expect((await send(t, 'POST', '/api/admin/approve/999999', admin.cookie)).status).toBe(404);
    const bad = await send(t, 'POST', '/api/admin/approve/abc', admin.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { id: 'must be a number' } });
  });

  it('answers 403 to anyone but the admin, including the company itself, and changes nothing', async () => {
    const { cookie, company } = await userWithCompany(t);
    const stranger = await createSignedInUser(t);
    expect((await send(t, 'POST', `/api/admin/approve/${company.id}`, cookie)).status).toBe(403);
    expect((await send(t, 'POST', `/api/admin/approve/${company.id}`, stranger.cookie)).status).toBe(403);
    expect((await send(t, 'POST', `/api/admin/approve/${company.id}`)).status).toBe(401);
    expect((await companyRow(company.id))?.approved).toBe(false);
  });
});
