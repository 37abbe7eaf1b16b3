import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Paged } from '@benchlink/contracts/common';
import { COMPANY_DESCRIPTION_MAX, COMPANY_NAME_MAX } from '@benchlink/contracts/companies';
import { companies, companyEmailTokens, companySkills } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { createSignedInUser } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyBody, mailTo, send, signInAdmin, userWithCompany } from '../../test/companies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { status: number; message: string[]; field?: string[]; fields?: Record<string, string> };
type CompanyJson = {
  id: number;
  name: string;
  email: string;
  companyType: { id: number; name: string };
  domain?: { id: number; name: string };
  website?: string;
  linkedIn?: string;
  description?: string;
  skills: number[];
  emailVerification?: string;
  approved?: boolean;
};

const companyRow = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)).limit(1))[0];
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)).limit(1))[0];

const linkIn = (text: string) => {
  const match = /(http\S+confirm-email\?token=\S+)/.exec(text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[1]!);
};

describe('POST /api/companies', () => {
  it('creates the company, links the user to it and answers 201 with the own view', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await send(
      t,
      'POST',
      '/api/companies',
      cookie,
      companyBody({ name: '  Blue   Ocean\tLtd ', email: ' Office@BlueOcean.Example.com ' }),
    );
    expect(res.status).toBe(201);
    const company = (await res.json()) as CompanyJson;
    expect(company).toMatchObject({
      name: 'Blue Ocean Ltd',
      email: 'office@blueocean.example.com',
      companyType: { id: 1, name: 'Product and service' },
      domain: { id: 2, name: 'Fintech' },
      website: 'https://acme.example.com',
      linkedIn: 'https://www.linkedin.com/company/acme',
      description: 'We build things.',
      skills: [10, 12],
      emailVerification: 'PENDING',
      approved: false,
    });
    expect((await userRow(user.id))?.companyId).toBe(company.id);
    expect(await t.db.select().from(companySkills).where(eq(companySkills.companyId, company.id))).toHaveLength(2);
  });

  it('accepts a company with only the required fields', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await send(t, 'POST', '/api/companies', cookie, {
      name: 'Minimal Co',
      email: 'minimal@example.com',
      companyTypeId: 3,
    });
    expect(res.status).toBe(201);
    const company = (await res.json()) as CompanyJson;
    expect(company.skills).toEqual([]);
    expect(company).not.toHaveProperty('domain');
    expect(company).not.toHaveProperty('website');
  });

  it('refuses a second company for the same user with 409', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await send(t, 'POST', '/api/companies', cookie, companyBody());
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toEqual(['You already have a company']);
    expect(await companyRow(company.id + 1)).toBeUndefined();
  });

  it('answers 401 when signed out', async () => {
    expect((await send(t, 'POST', '/api/companies', undefined, companyBody())).status).toBe(401);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'is required'],
    ['a blank name', { name: '   ' }, 'name', 'is required'],
    [
      'a name over the limit',
      { name: 'x'.repeat(COMPANY_NAME_MAX + 1) },
      'name',
      `must not exceed ${COMPANY_NAME_MAX} characters`,
    ],
    ['a missing e-mail', { email: undefined }, 'email', 'is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'must be a valid email'],
    ['a missing company type', { companyTypeId: undefined }, 'companyTypeId', 'is required'],
    ['an unknown company type', { companyTypeId: 99 }, 'companyTypeId', 'must be an existing company type'],
    ['an unknown domain', { domainId: 999 }, 'domainId', 'must be an existing domain'],
    ['an invalid website', { website: 'acme dot com' }, 'website', 'must be a valid url'],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }, 'website', 'must be a valid url'],
    ['an invalid LinkedIn', { linkedIn: 'linkedin' }, 'linkedIn', 'must be a valid url'],
    [
      'a description over the limit',
      { description: 'x'.repeat(COMPANY_DESCRIPTION_MAX + 1) },
      'description',
      `must not exceed ${COMPANY_DESCRIPTION_MAX} characters`,
    ],
    ['an unknown skill', { skills: [10, 9999] }, 'skills', 'must be existing assignable skills (not: 9999)'],
    ['a skill that cannot be assigned', { skills: [2, 10] }, 'skills', 'must be existing assignable skills (not: 2)'],
    [
      'a skill of the unlisted soft-skills branch',
      { skills: [40, 10] },
      'skills',
      'must be existing assignable skills (not: 40)',
    ],
  ])('rejects %s', async (_label, overrides, field, message) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await send(t, 'POST', '/api/companies', cookie, companyBody(overrides));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.fields?.[field]).toBe(message);
    expect((await userRow(user.id))?.companyId).toBeNull();
  });

  it('accepts a description of exactly the limit', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await send(
      t,
      'POST',
      '/api/companies',
      cookie,
      companyBody({ description: 'x'.repeat(COMPANY_DESCRIPTION_MAX) }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a name already taken, ignoring case and spacing, with 409 on the name field', async () => {
    await userWithCompany(t, { body: companyBody({ name: 'Taken Name' }) });
    const { cookie } = await createSignedInUser(t);
    const res = await send(t, 'POST', '/api/companies', cookie, companyBody({ name: ' taken   NAME ' }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ name: 'A company with this name already exists' });
  });
});

/** Where a verification link sends a signed-out opener: the sign-in page, which then opens the profile. */
const SIGNED_OUT_TRUE = '/?companyEmailVerified=true&returnTo=%2Fcompany%2Fprofile';
const SIGNED_OUT_FALSE = '/?companyEmailVerified=false&returnTo=%2Fcompany%2Fprofile';

describe('company e-mail verification', () => {
  it('verifies at once, without mail, when the company uses the creator’s confirmed e-mail', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await send(t, 'POST', '/api/companies', cookie, companyBody({ email: user.email.toUpperCase() }));
    expect(((await res.json()) as CompanyJson).emailVerification).toBe('VERIFIED');
    expect(await mailTo(t, user.email)).toHaveLength(0);
  });

  it('does not trust the creator’s e-mail while it is unconfirmed', async () => {
    const { user, cookie } = await createSignedInUser(t, { emailConfirmedAt: null });
    const res = await send(t, 'POST', '/api/companies', cookie, companyBody({ email: user.email }));
    expect(((await res.json()) as CompanyJson).emailVerification).toBe('PENDING');
    expect(await mailTo(t, user.email)).toHaveLength(1);
  });

  it('mails a single-use link that verifies the company and redirects a signed-in opener to the profile', async () => {
    const body = companyBody();
    const { cookie, company } = await userWithCompany(t, { body });
    const mails = await mailTo(t, body.email as string);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!.text);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(
      (await t.db.select().from(companyEmailTokens)).some((row) => row.tokenHash === link.searchParams.get('token')),
    ).toBe(false);

    const first = await send(t, 'GET', `${link.pathname}${link.search}`, cookie);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/company/profile?emailVerified=true');
    const own = (await (await send(t, 'GET', `/api/companies/${company.id}`, cookie)).json()) as CompanyJson;
    expect(own.emailVerification).toBe('VERIFIED');

    const again = await send(t, 'GET', `${link.pathname}${link.search}`, cookie);
    expect(again.headers.get('location')).toBe('/company/profile?emailVerified=false');
  });

  it('verifies with the token alone, signed out, and says so on the sign-in page that then opens the profile', async () => {
    const body = companyBody();
    const { company } = await userWithCompany(t, { body });
    const link = linkIn((await mailTo(t, body.email as string))[0]!.text);

    const res = await t.app.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(SIGNED_OUT_TRUE);
    expect((await companyRow(company.id))?.emailVerification).toBe('VERIFIED');

    const again = await t.app.request(`${link.pathname}${link.search}`);
    expect(again.headers.get('location')).toBe(SIGNED_OUT_FALSE);
  });

  it('delivers the verification mail right after the company is saved', async () => {
    const body = companyBody();
    await userWithCompany(t, { body });
    await t.mailer.flush();
    expect((await mailTo(t, body.email as string))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown, missing or expired token', async () => {
    for (const url of ['/api/companies/confirm-email?token=nope', '/api/companies/confirm-email']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(SIGNED_OUT_FALSE);
    }
    const body = companyBody();
    const { company } = await userWithCompany(t, { body });
    await t.db
      .update(companyEmailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyEmailTokens.companyId, company.id));
    const link = linkIn((await mailTo(t, body.email as string))[0]!.text);
    const res = await t.app.request(`${link.pathname}${link.search}`);
    expect(res.headers.get('location')).toBe(SIGNED_OUT_FALSE);
    expect((await companyRow(company.id))?.emailVerification).toBe('PENDING');
  });

  it('resends after the 90-second cooldown and refuses earlier with 429 and the seconds left', async () => {
    const body = companyBody();
    const { cookie, company } = await userWithCompany(t, { body });
    const early = await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie);
    expect(early.status).toBe(429);
    const error = (await early.json()) as ErrorBody & { retryAfter: number };
    expect(error.retryAfter).toBeGreaterThan(80);
    expect(error.retryAfter).toBeLessThanOrEqual(90);

    await t.db
      .update(companyEmailTokens)
      .set({ createdAt: new Date(Date.now() - 91_000) })
      .where(eq(companyEmailTokens.companyId, company.id));
    const res = await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ retryAfter: 90 });
    const mails = await mailTo(t, body.email as string);
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    const old = linkIn(mails[0]!.text);
    expect((await t.app.request(`${old.pathname}${old.search}`)).headers.get('location')).toBe(SIGNED_OUT_FALSE);
    const latest = linkIn(mails[1]!.text);
    expect((await t.app.request(`${latest.pathname}${latest.search}`)).headers.get('location')).toBe(SIGNED_OUT_TRUE);
  });

  it('answers 409 to a resend when the e-mail is already verified', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await send(t, 'POST', '/api/companies', cookie, companyBody({ email: user.email }));
    const res = await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie);
    expect(res.status).toBe(409);
  });

  it('answers 403 to a resend from a user without a company', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie)).status).toBe(403);
  });

  it('verifies a changed e-mail again, and a link to the old address no longer verifies', async () => {
    const body = companyBody();
    const { cookie, company } = await userWithCompany(t, { body });
    const oldLink = linkIn((await mailTo(t, body.email as string))[0]!.text);
    // Past the 90-second cooldown of the creation's mail.
    await t.db
      .update(companyEmailTokens)
      .set({ createdAt: new Date(Date.now() - 91_000) })
      .where(eq(companyEmailTokens.companyId, company.id));
    const res = await send(t, 'PUT', '/api/companies', cookie, { ...body, email: 'new-address@acme.example.com' });
    expect(((await res.json()) as CompanyJson).emailVerification).toBe('PENDING');
    expect(await mailTo(t, 'new-address@acme.example.com')).toHaveLength(1);
    expect((await t.app.request(`${oldLink.pathname}${oldLink.search}`)).headers.get('location')).toBe(
      SIGNED_OUT_FALSE,
    );
    expect((await companyRow(company.id))?.emailVerification).toBe('PENDING');
  });

  it('saves an e-mail changed inside the 90-second cooldown but mails nothing; the resend mails it once the cooldown is over', async () => {
    const body = companyBody();
    const { cookie, company } = await userWithCompany(t, { body });
    const first = 'flip-one@acme.example.com';
    const second = 'flip-two@acme.example.com';
    for (const email of [first, second]) {
      const res = await send(t, 'PUT', '/api/companies', cookie, { ...body, email });
      expect(res.status).toBe(200);
      expect((await res.json()) as CompanyJson).toMatchObject({ email, emailVerification: 'PENDING' });
      expect(await companyRow(company.id)).toMatchObject({ email, emailVerification: 'PENDING' });
    }
    expect(await mailTo(t, first)).toHaveLength(0);
    expect(await mailTo(t, second)).toHaveLength(0);
    expect(await mailTo(t, body.email as string)).toHaveLength(1);
    expect((await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie)).status).toBe(429);

    await t.db
      .update(companyEmailTokens)
      .set({ createdAt: new Date(Date.now() - 91_000) })
      .where(eq(companyEmailTokens.companyId, company.id));
    expect((await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie)).status).toBe(200);
    const [mail] = await mailTo(t, second);
    expect(await mailTo(t, second)).toHaveLength(1);
    const link = linkIn(mail!.text);
    expect((await t.app.request(`${link.pathname}${link.search}`)).headers.get('location')).toBe(SIGNED_OUT_TRUE);
    expect(await companyRow(company.id)).toMatchObject({ email: second, emailVerification: 'VERIFIED' });
  });

  it('keeps the verification when the e-mail is unchanged', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const created = (await (
      await send(t, 'POST', '/api/companies', cookie, companyBody({ email: user.email }))
    ).json()) as CompanyJson;
    const res = await send(
      t,
      'PUT',
      '/api/companies',
      cookie,
      companyBody({ name: created.name, email: user.email, description: 'Changed' }),
    );
    expect(((await res.json()) as CompanyJson).emailVerification).toBe('VERIFIED');
  });
});

describe('PUT /api/companies', () => {
  it('replaces the profile with the full new state', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await send(t, 'PUT', '/api/companies', cookie, {
      name: 'Renamed Co',
      email: 'renamed@example.com',
      companyTypeId: 2,
      website: '',
      linkedIn: '',
      description: '',
      skills: [20],
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as CompanyJson;
    expect(updated).toMatchObject({ id: company.id, name: 'Renamed Co', companyType: { id: 2 }, skills: [20] });
    for (const cleared of ['domain', 'website', 'linkedIn', 'description']) expect(updated).not.toHaveProperty(cleared);
    const row = await companyRow(company.id);
    expect(row).toMatchObject({ website: null, linkedIn: null, description: null, domainId: null });
  });

  it('rejects invalid input field by field', async () => {
    const { cookie } = await userWithCompany(t);
    const res = await send(t, 'PUT', '/api/companies', cookie, companyBody({ name: '', website: 'nope', skills: [1] }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.fields).toMatchObject({ name: 'is required', website: 'must be a valid url' });
  });

  it('refuses the name of another company but allows keeping its own in another case', async () => {
    const other = await userWithCompany(t);
    const { cookie, company } = await userWithCompany(t);
    const taken = await send(
      t,
      'PUT',
      '/api/companies',
      cookie,
      companyBody({ name: other.company.name.toUpperCase() }),
    );
    expect(taken.status).toBe(409);
    const own = await send(t, 'PUT', '/api/companies', cookie, companyBody({ name: company.name.toLowerCase() }));
    expect(own.status).toBe(200);
  });

  it('edits only the caller’s own company', async () => {
    const other = await userWithCompany(t);
    const { cookie } = await userWithCompany(t);
    await send(t, 'PUT', '/api/companies', cookie, companyBody({ name: 'Mine Only', id: other.company.id }));
    expect((await companyRow(other.company.id))?.name).toBe(other.company.name);
  });

  it('answers 403 to a user without a company and 401 when signed out', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await send(t, 'PUT', '/api/companies', cookie, companyBody())).status).toBe(403);
    expect((await send(t, 'PUT', '/api/companies', undefined, companyBody())).status).toBe(401);
  });
});

describe('GET /api/companies and /api/companies/{id}', () => {
  it('lists approved companies only, by name, with public fields', async () => {
    const zeta = await userWithCompany(t, { approved: true, body: companyBody({ name: 'Zeta Listed' }) });
    await userWithCompany(t, { approved: true, body: companyBody({ name: 'alpha Listed' }) });
    await userWithCompany(t, { body: companyBody({ name: 'Pending Listed' }) });
    const res = await send(t, 'GET', '/api/companies?pageSize=100', zeta.cookie);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Paged<{ id: number; name: string }>;
    const list = page.content;
    expect(list.map((c) => c.name).filter((name) => name.endsWith('Listed'))).toEqual(['alpha Listed', 'Zeta Listed']);
    const approvedIds = (
      await t.db.select({ id: companies.id }).from(companies).where(eq(companies.approved, true))
    ).map((r) => r.id);
    expect(list.map((c) => c.id).sort()).toEqual(approvedIds.sort());
    expect(page.totalElements).toBe(approvedIds.length);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name']);
  });

  it('requires a session to list or read companies', async () => {
    const { company } = await userWithCompany(t, { approved: true });
    expect((await send(t, 'GET', '/api/companies')).status).toBe(401);
    expect((await send(t, 'GET', `/api/companies/${company.id}`)).status).toBe(401);
  });

  it('shows another approved company without its private fields', async () => {
    const other = await userWithCompany(t, { approved: true });
    const { cookie } = await userWithCompany(t);
    const res = await send(t, 'GET', `/api/companies/${other.company.id}`, cookie);
    expect(res.status).toBe(200);
    const company = (await res.json()) as CompanyJson;
    expect(company.name).toBe(other.company.name);
    expect(company).not.toHaveProperty('emailVerification');
    expect(company).not.toHaveProperty('approved');
  });

  it('hides another company’s unapproved profile (404) but shows it to its members and the admin', async () => {
    const pending = await userWithCompany(t);
    const { cookie } = await userWithCompany(t, { approved: true });
    expect((await send(t, 'GET', `/api/companies/${pending.company.id}`, cookie)).status).toBe(404);
    const own = (await (
      await send(t, 'GET', `/api/companies/${pending.company.id}`, pending.cookie)
    ).json()) as CompanyJson;
    expect(own).toMatchObject({ approved: false, emailVerification: 'PENDING' });
    const admin = await signInAdmin(t);
    const seen = (await (
      await send(t, 'GET', `/api/companies/${pending.company.id}`, admin.cookie)
    ).json()) as CompanyJson;
    expect(seen.approved).toBe(false);
  });

  it('answers 404 for an unknown id, and 400 on the id field for one that is not a positive whole number', async () => {
    const { cookie } = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/companies/999999', cookie)).status).toBe(404);
    for (const [id, message] of [
      ['abc', 'must be a number'],
      ['1.5', 'must be a whole number'],
      ['0', 'must be a positive number'],
      ['-3', 'must be a positive number'],
    ]) {
      const res = await send(t, 'GET', `/api/companies/${id}`, cookie);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toMatchObject({
        status: 400,
        message: [message],
        field: ['id'],
        fields: { id: message },
        path: `/api/companies/${id}`,
      });
    }
  });

  it('keeps the fixed paths before the id: others, confirm-email and resend answer as themselves', async () => {
    const { cookie } = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/companies/others', cookie)).status).toBe(200);
    expect((await send(t, 'GET', '/api/companies/confirm-email', cookie)).status).toBe(302);
    expect((await send(t, 'GET', '/api/companies/resend-email-confirmation', cookie)).status).toBe(429);
  });
});

describe('GET /api/companies/others', () => {
  it('lists every other approved company, without the caller’s and without unapproved ones', async () => {
    const mine = await userWithCompany(t, { approved: true });
    const approved = await userWithCompany(t, { approved: true });
    const pending = await userWithCompany(t);
    const res = await send(t, 'GET', '/api/companies/others?pageSize=100', mine.cookie);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as Paged<{ id: number }>).content.map((c) => c.id);
    expect(ids).toContain(approved.company.id);
    expect(ids).not.toContain(pending.company.id);
    expect(ids).not.toContain(mine.company.id);
  });

  it('answers a caller awaiting approval an empty page: it has nobody to add as a partner yet', async () => {
    await userWithCompany(t, { approved: true });
    const pending = await userWithCompany(t);
    const res = await send(t, 'GET', '/api/companies/others?pageSize=100', pending.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ content: [], totalPages: 0, totalElements: 0 });
  });

  it('answers 403 without a company and 401 signed out', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await send(t, 'GET', '/api/companies/others', cookie)).status).toBe(403);
    expect((await send(t, 'GET', '/api/companies/others')).status).toBe(401);
  });
});

describe('POST /api/companies when two requests want the same name', () => {
  it('creates one company and answers the other 409 with the name message', async () => {
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    const [a, b] = await Promise.all([
      send(t, 'POST', '/api/companies', first.cookie, companyBody({ name: 'Twin Peaks Consulting' })),
      send(t, 'POST', '/api/companies', second.cookie, companyBody({ name: 'twin peaks consulting' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(((await loser.json()) as ErrorBody).fields).toEqual({ name: 'A company with this name already exists' });
    expect(
      (await t.db.select().from(companies)).filter((row) => row.name.toLowerCase() === 'twin peaks consulting'),
    ).toHaveLength(1);
  });

  it('answers 409, not 500, when the name is taken after the check and before the insert', async () => {
    // Another writer (a second server process on the same database) inserts the name right before this request's
    // insert: only the unique index can catch that. A trigger plays that writer, inside the request's own statement.
    const dropRival = await addRivalCompanyTrigger('Photo Finish Ltd');
    try {
      const { cookie, user } = await createSignedInUser(t);
      const body = companyBody({ name: 'PHOTO FINISH LTD' });
      const res = await send(t, 'POST', '/api/companies', cookie, body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).fields).toEqual({ name: 'A company with this name already exists' });
      expect((await userRow(user.id))?.companyId).toBeNull();
      expect(await mailTo(t, body.email as string)).toHaveLength(0);
    } finally {
      await dropRival();
    }
  });
});

/**
 * Makes every insert of a company named `name` (in any case) first insert a rival company of that name; answers
 * the function that removes the trigger again. Each engine writes triggers its own way.
 */
async function addRivalCompanyTrigger(name: string): Promise<() => Promise<void>> {
  const { sqlite, pool } = t.engine;
  const lowerName = name.toLowerCase();
  if (sqlite) {
    // On the app's own (single) connection; SQLite's triggers do not fire again for the rival's insert.
    sqlite.exec(`
      CREATE TEMP TRIGGER rival_company BEFORE INSERT ON companies WHEN lower(NEW.name) = '${lowerName}'
      BEGIN
        INSERT INTO companies (name, email, company_type_id) VALUES ('${name}', 'rival@example.com', 1);
      END;
    `);
    return async () => {
      sqlite.exec('DROP TRIGGER rival_company');
    };
  }
  // PostgreSQL fires the trigger for the rival's insert too: only the outermost insert plays the rival.
  await pool!.query(`
    CREATE FUNCTION rival_company() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF pg_trigger_depth() = 1 THEN
        INSERT INTO companies (name, email, company_type_id) VALUES ('${name}', 'rival@example.com', 1);
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER rival_company BEFORE INSERT ON companies
      FOR EACH ROW WHEN (lower(NEW.name) = '${lowerName}') EXECUTE FUNCTION rival_company();
  `);
  return async () => {
    await pool!.query('DROP TRIGGER rival_company ON companies; DROP FUNCTION rival_company();');
  };
}
