import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@benchlink/contracts/common';
import type { Company } from '@benchlink/contracts/companies';
import type { NotificationPage } from '@benchlink/contracts/notifications';
import { companyBody, mailTo, send, signInAdmin, userWithCompany } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

const refuse = (id: number, body: unknown, cookie = admin.cookie) =>
  send(t, 'POST', `/api/admin/refuse/${id}`, cookie, body);
const pendingIds = async () =>
  (
    (await (await send(t, 'GET', '/api/admin/get-non-approved?pageSize=100', admin.cookie)).json()) as Paged<Company>
  ).content.map((company) => company.id);
const decided = async () =>
  ((await (await send(t, 'GET', '/api/admin/decided-companies?pageSize=100', admin.cookie)).json()) as Paged<Company>)
    .content;
const ownProfile = async (member: { cookie: string; company: { id: number } }) =>
  (await (await send(t, 'GET', `/api/companies/${member.company.id}`, member.cookie)).json()) as Company;

describe('POST /api/admin/refuse/{id}', () => {
  it('refuses a pending company with a reason: out of the queue, told by mail and notification, shown on its profile', async () => {
    const pending = await userWithCompany(t);
    const res = await refuse(pending.company.id, { reason: '  Not an IT service company.  ' });
    expect(res.status).toBe(200);
    const refused = (await res.json()) as Company;
    expect(refused.approved).toBe(false);
    expect(refused.refusal).toEqual({ reason: 'Not an IT service company.', refusedAt: expect.any(String) });
    expect(await pendingIds()).not.toContain(pending.company.id);
    expect((await ownProfile(pending)).refusal?.reason).toBe('Not an IT service company.');

    const profile = await ownProfile(pending);
    const [mail, ...more] = (await mailTo(t, profile.email)).filter((row) => /not approved/.test(row.subject));
    expect(more).toEqual([]);
    expect(mail!.text).toContain("The administrator's reason: Not an IT service company.");
    const bell = (await (await send(t, 'GET', '/api/notifications', pending.cookie)).json()) as NotificationPage;
    expect(bell.content.map((item) => [item.type, item.link])).toEqual([['COMPANY_REFUSED', '/company/profile']]);
    expect(bell.content[0]!.body).toContain('Not an IT service company.');

    // Refusing again changes nothing and tells nobody.
    expect((await refuse(pending.company.id, { reason: 'Another reason' })).status).toBe(200);
    expect((await ownProfile(pending)).refusal?.reason).toBe('Not an IT service company.');
    expect((await mailTo(t, profile.email)).filter((row) => /not approved/.test(row.subject))).toHaveLength(1);
  });

  it('puts the company back in the queue when its profile is saved again, without the refusal', async () => {
    const pending = await userWithCompany(t);
    await refuse(pending.company.id, { reason: 'Describe your services, please.' });
    const saved = await send(
      t,
      'PUT',
      '/api/companies',
      pending.cookie,
      companyBody({ name: (await ownProfile(pending)).name, description: 'We build payment systems for banks.' }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).not.toHaveProperty('refusal');
    expect(await pendingIds()).toContain(pending.company.id);
    // The admin may approve it now; the history shows the latest decision.
    expect((await send(t, 'POST', `/api/admin/approve/${pending.company.id}`, admin.cookie)).status).toBe(200);
    const entry = (await decided()).find((company) => company.id === pending.company.id);
    expect(entry).toMatchObject({ approved: true, decidedAt: expect.any(String) });
    expect(entry).not.toHaveProperty('refusal');
  });

  it('needs a reason of at most 300 characters, a known company, and one waiting for approval', async () => {
    const pending = await userWithCompany(t);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(301) }]) {
      const res = await refuse(pending.company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toEqual(['reason']);
    }
    expect(await pendingIds()).toContain(pending.company.id);
    expect((await refuse(999_999, { reason: 'Unknown' })).status).toBe(404);
    const approved = await userWithCompany(t, { approved: true });
    const res = await refuse(approved.company.id, { reason: 'Too late' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toEqual(['Only a company waiting for approval can be refused.']);
  });

  it('is the administrator’s alone', async () => {
    const pending = await userWithCompany(t);
    const member = await userWithCompany(t, { approved: true });
    expect((await refuse(pending.company.id, { reason: 'No' }, member.cookie)).status).toBe(403);
    expect((await send(t, 'POST', `/api/admin/refuse/${pending.company.id}`, undefined, { reason: 'No' })).status).toBe(
      401,
    );
    expect(await pendingIds()).toContain(pending.company.id);
  });
});

describe('the administrator, told when a company waits for approval', () => {
  const awaitingNotices = async () =>
    (
      (await (await send(t, 'GET', '/api/notifications?pageSize=50', admin.cookie)).json()) as NotificationPage
    ).content.filter((notification) => notification.type === 'COMPANY_AWAITING_APPROVAL');
  const mailsAbout = async (companyName: string) =>
    (await mailTo(t, 'admin@benchlink.example.com')).filter((mail) => mail.text.includes(companyName));

  it('gets a notification and a mail with a link to the companies awaiting approval when a company is created', async () => {
    const pending = await userWithCompany(t);
    const notices = (await awaitingNotices()).filter((notice) => notice.body.includes(pending.company.name));
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Company awaiting approval',
        body: `${pending.company.name} is waiting for your approval.`,
        link: '/admin/approve-companies',
        read: false,
      }),
    ]);
    const [mail, ...others] = await mailsAbout(pending.company.name);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('A company is awaiting approval');
    expect(mail!.text).toContain(`${t.config.publicUrl}/admin/approve-companies`);
    // Nobody else hears of it.
    const member = await send(t, 'GET', '/api/notifications', pending.cookie);
    expect(((await member.json()) as NotificationPage).content).toEqual([]);
  });

  it('is told again when a refused company is saved back into the queue, and not on other saves', async () => {
    const pending = await userWithCompany(t);
    const { name } = await ownProfile(pending);
    const save = () => send(t, 'PUT', '/api/companies', pending.cookie, companyBody({ name }));
    expect((await save()).status).toBe(200);
    expect((await refuse(pending.company.id, { reason: 'Tell us more.' })).status).toBe(200);
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    expect((await awaitingNotices()).filter((notice) => notice.body.includes(name))).toHaveLength(2);
    expect(await mailsAbout(name)).toHaveLength(2);
  });
});

describe('GET /api/admin/decided-companies', () => {
  it('lists approved and refused companies, latest decision first, and no pending one', async () => {
    const first = await userWithCompany(t);
    const second = await userWithCompany(t);
    const waiting = await userWithCompany(t);
    expect((await send(t, 'POST', `/api/admin/approve/${first.company.id}`, admin.cookie)).status).toBe(200);
    expect((await refuse(second.company.id, { reason: 'Duplicate of another account' })).status).toBe(200);
    const list = await decided();
    const ids = list.map((company) => company.id);
    expect(ids).not.toContain(waiting.company.id);
    expect(ids.indexOf(second.company.id)).toBeLessThan(ids.indexOf(first.company.id));
    expect(list.find((company) => company.id === second.company.id)?.refusal?.reason).toBe(
      'Duplicate of another account',
    );
  });
});
