import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Application } from '@benchlink/contracts/applications';
import type { AuditEntry } from '@benchlink/contracts/audit';
import type { Paged } from '@benchlink/contracts/common';
import type { Talent } from '@benchlink/contracts/talents';
import { auditLog } from '../../db/schema/security';
import { createAccount, DEFAULT_PASSWORD } from '../../test/auth';
import { companyBody, send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject, projectBody } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/test-app';

// Its own database: the trail holds this file's events only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADDRESS = '203.0.113.44';
const today = () => new Date().toISOString().slice(0, 10);

const trail = async (cookie: string, query = '?pageSize=100') => {
  const res = await send(t, 'GET', `/api/admin/audit${query}`, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Paged<AuditEntry>;
};
/** The events of one action, newest first. */
const eventsOf = async (cookie: string, action: AuditEntry['action']) =>
  (await trail(cookie)).content.filter((entry) => entry.action === action);

async function talentOf(cookie: string) {
  const res = await send(t, 'POST', '/api/companies/talents', cookie, {
    workModes: [3],
    experience: {
      patternId: 2,
      seniorityId: 3,
      totalTime: { years: 2, months: 0 },
      skills: [{ skillId: 10, months: 12 }],
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Talent;
}

describe('GET /api/admin/audit', () => {
  it('is the admin’s: 401 signed out, 403 for a company user', async () => {
    const member = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/admin/audit')).status).toBe(401);
    expect((await send(t, 'GET', '/api/admin/audit', member.cookie)).status).toBe(403);
    expect((await send(t, 'GET', '/api/admin/audit', (await signInAdmin(t)).cookie)).status).toBe(200);
  });

  it('pages the trail newest first', async () => {
    const admin = await signInAdmin(t);
    const member = await userWithCompany(t);
    // Three refusals (of three paths: repeats of one path would be counted on one row) make a few pages of events.
    for (const path of ['/api/admin/get-non-approved', '/api/admin/decided-companies', '/api/admin/audit'])
      expect((await send(t, 'GET', path, member.cookie)).status).toBe(403);
    const all = await trail(admin.cookie);
    expect(all.totalElements).toBeGreaterThanOrEqual(3);
    const ids = all.content.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = all.content.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = await trail(admin.cookie, '?pageSize=2');
    const second = await trail(admin.cookie, '?pageSize=2&offset=1');
    expect(first).toMatchObject({ totalElements: all.totalElements, totalPages: Math.ceil(all.totalElements / 2) });
    expect([...first.content, ...second.content].map((entry) => entry.id)).toEqual(ids.slice(0, 4));
    expect((await send(t, 'GET', '/api/admin/audit?pageSize=101', admin.cookie)).status).toBe(400);
  });

  it('records sign-ins that succeeded and failed, with the address, and never the password', async () => {
    const admin = await signInAdmin(t);
    const account = await createAccount(t);
    const login = (password: string) =>
      t.app.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl },
          body: JSON.stringify({ usernameOrEmail: account.username, password }),
        },
        { incoming: { socket: { remoteAddress: ADDRESS } } },
      );
    expect((await login('Secret-Wrong-Guess-1')).status).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).status).toBe(200);

    const [failed] = await eventsOf(admin.cookie, 'sign-in.failed');
    expect(failed).toMatchObject({ ip: ADDRESS, detail: { account: account.username.toLowerCase() } });
    expect(failed!.userId).toBeUndefined();
    const [succeeded] = await eventsOf(admin.cookie, 'sign-in.succeeded');
    expect(succeeded).toMatchObject({ ip: ADDRESS, userId: account.id, username: account.username });
    expect(failed!.id).toBeLessThan(succeeded!.id);

    const stored = JSON.stringify(await t.db.select().from(auditLog));
    expect(stored).not.toContain('Secret-Wrong-Guess-1');
    expect(stored).not.toContain(DEFAULT_PASSWORD);
    const served = JSON.stringify((await trail(admin.cookie)).content);
    expect(served).not.toContain('Secret-Wrong-Guess-1');
    expect(served).not.toContain(DEFAULT_PASSWORD);
  });

  it('records every refused call (403): who, which method and path', async () => {
    const admin = await signInAdmin(t);
    const member = await userWithCompany(t);
    expect((await send(t, 'POST', '/api/admin/approve/1', member.cookie)).status).toBe(403);
    const [refused] = await eventsOf(admin.cookie, 'authorization.refused');
    expect(refused).toMatchObject({
      userId: member.user.id,
      username: member.user.username,
      companyId: member.company.id,
      detail: { method: 'POST', path: '/api/admin/approve/1', message: 'Only the administrator can do this.' },
    });
  });

  it('records an approval by the admin', async () => {
    const admin = await signInAdmin(t);
    const pending = await userWithCompany(t);
    expect((await send(t, 'POST', `/api/admin/approve/${pending.company.id}`, admin.cookie)).status).toBe(200);
    const [approved] = await eventsOf(admin.cookie, 'company.approved');
    expect(approved).toMatchObject({
      userId: admin.user.id,
      username: 'admin',
      target: { type: 'company', id: pending.company.id },
      detail: { name: pending.company.name },
    });
    // Approving again changes nothing and records nothing.
    expect((await send(t, 'POST', `/api/admin/approve/${pending.company.id}`, admin.cookie)).status).toBe(200);
    expect(
      (await eventsOf(admin.cookie, 'company.approved')).filter((entry) => entry.target?.id === pending.company.id),
    ).toHaveLength(1);
  });

  it('records an accepted and a denied application, by the deciding company', async () => {
    const admin = await signInAdmin(t);
    const owner = await userWithCompany(t, { approved: true });
    const applicant = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie);
    const position = await createPosition(t, owner.cookie, project.id);
    const apply = async (talentId: number) => {
      const res = await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
        positionId: position.id,
        talentId,
        rate: 40,
        availableFrom: today(),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as Application;
    };
    const accepted = await apply((await talentOf(applicant.cookie)).id);
    const denied = await apply((await talentOf(applicant.cookie)).id);
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${accepted.id}`, owner.cookie)).status).toBe(200);
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${denied.id}`, owner.cookie)).status).toBe(200);

    const by = { userId: owner.user.id, companyId: owner.company.id, detail: { positionId: position.id } };
    expect(await eventsOf(admin.cookie, 'application.accepted')).toEqual([
      expect.objectContaining({ ...by, target: { type: 'application', id: accepted.id } }),
    ]);
    expect(await eventsOf(admin.cookie, 'application.denied')).toEqual([
      expect.objectContaining({ ...by, target: { type: 'application', id: denied.id } }),
    ]);
  });

  it('records changes of who sees a bench, a project and a partner group', async () => {
    const admin = await signInAdmin(t);
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });

    // Partner groups: created, updated, deleted.
    const group = await createGroup(t, owner.cookie, 'Audited', [partner.company.id]);
    expect(
      (
        await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
          name: 'Audited',
          companyIds: [partner.company.id, other.company.id],
        })
      ).status,
    ).toBe(200);
    const spare = await createGroup(t, owner.cookie, 'Spare', [other.company.id]);
    expect((await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${spare.id}`, owner.cookie)).status).toBe(
      204,
    );
    const groupEvents = (await eventsOf(admin.cookie, 'partner-group.changed'))
      .filter((entry) => entry.companyId === owner.company.id)
      .reverse();
    expect(groupEvents.map((entry) => [entry.target?.id, entry.detail?.change])).toEqual([
      [group.id, 'created'],
      [group.id, 'updated'],
      [spare.id, 'created'],
      [spare.id, 'deleted'],
    ]);
    expect(groupEvents[1]!.detail?.companyIds).toBe(
      [partner.company.id, other.company.id].sort((a, b) => a - b).join(','),
    );

    // The bench.
    expect(
      (
        await send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, {
          public: false,
          partnerGroupIds: [group.id],
        })
      ).status,
    ).toBe(200);
    const [bench] = await eventsOf(admin.cookie, 'bench.sharing-changed');
    expect(bench).toMatchObject({
      userId: owner.user.id,
      companyId: owner.company.id,
      target: { type: 'company', id: owner.company.id },
      detail: { public: false, partnerGroupIds: String(group.id) },
    });

    // A project: created partner-only, turned public; an edit that keeps the sharing records nothing.
    const projectEvents = async () =>
      (await eventsOf(admin.cookie, 'project.sharing-changed')).filter((entry) => entry.companyId === owner.company.id);
    const project = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    expect(await projectEvents()).toEqual([
      expect.objectContaining({
        target: { type: 'project', id: project.id },
        detail: { partnerOnly: true, partnerGroupIds: String(group.id) },
      }),
    ]);
    expect(
      (
        await send(
          t,
          'PUT',
          `/api/projects/${project.id}`,
          owner.cookie,
          projectBody({ partnerOnly: true, partnerGroups: [group.id], name: 'Renamed' }),
        )
      ).status,
    ).toBe(200);
    expect(await projectEvents()).toHaveLength(1);
    expect(
      (await send(t, 'PUT', `/api/projects/${project.id}`, owner.cookie, projectBody({ partnerOnly: false }))).status,
    ).toBe(200);
    const [publicNow] = await projectEvents();
    expect(publicNow).toMatchObject({
      userId: owner.user.id,
      target: { type: 'project', id: project.id },
      detail: { partnerOnly: false, partnerGroupIds: '' },
    });
    expect(await projectEvents()).toHaveLength(2);
  });
});

describe('GET /api/admin/audit: names, counts and filters', () => {
  const loginFrom = (usernameOrEmail: string, password: string) =>
    t.app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl },
        body: JSON.stringify({ usernameOrEmail, password }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.45' } } },
    );

  it('keeps what was typed at a failed sign-in only when it names an account', async () => {
    const admin = await signInAdmin(t);
    const account = await createAccount(t);
    expect((await loginFrom('Not-An-Account-Typo-Pa55word', 'wrong password')).status).toBe(401);
    const [unknown] = await eventsOf(admin.cookie, 'sign-in.failed');
    expect(unknown).toMatchObject({ ip: '203.0.113.45' });
    expect(unknown!.detail).toBeUndefined();
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toMatch(/not-an-account-typo/i);

    expect((await loginFrom(account.email.toUpperCase(), 'wrong password')).status).toBe(401);
    const [known] = await eventsOf(admin.cookie, 'sign-in.failed');
    expect(known).toMatchObject({ detail: { account: account.email.toLowerCase() } });
  });

  it('counts a refusal repeated by one user on one path within a minute on one row', async () => {
    const admin = await signInAdmin(t);
    const member = await userWithCompany(t);
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(minute + 1_000);
      for (let i = 0; i < 3; i += 1)
        expect((await send(t, 'GET', '/api/admin/get-non-approved', member.cookie)).status).toBe(403);
      expect((await send(t, 'POST', '/api/admin/approve/1', member.cookie)).status).toBe(403);
      vi.setSystemTime(minute + 59_000);
      expect((await send(t, 'GET', '/api/admin/get-non-approved', member.cookie)).status).toBe(403);
      vi.setSystemTime(minute + 61_000);
      expect((await send(t, 'GET', '/api/admin/get-non-approved', member.cookie)).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    const mine = (await eventsOf(admin.cookie, 'authorization.refused')).filter(
      (entry) => entry.userId === member.user.id,
    );
    expect(mine.map((entry) => [entry.detail?.method, entry.detail?.path, entry.count])).toEqual([
      ['GET', '/api/admin/get-non-approved', 1],
      ['POST', '/api/admin/approve/1', 1],
      ['GET', '/api/admin/get-non-approved', 4],
    ]);
    // Another user's refusal of the same path in the same minute is its own row.
    const other = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/admin/get-non-approved', other.cookie)).status).toBe(403);
    const [theirs] = await eventsOf(admin.cookie, 'authorization.refused');
    expect(theirs).toMatchObject({ userId: other.user.id, count: 1 });
  });

  it('names the acting user’s company and a company or user it was about', async () => {
    const admin = await signInAdmin(t);
    const member = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/admin/get-non-approved', member.cookie)).status).toBe(403);
    const [refused] = await eventsOf(admin.cookie, 'authorization.refused');
    expect(refused).toMatchObject({
      username: member.user.username,
      companyId: member.company.id,
      companyName: member.company.name,
    });
    expect((await send(t, 'POST', `/api/admin/approve/${member.company.id}`, admin.cookie)).status).toBe(200);
    const [approved] = await eventsOf(admin.cookie, 'company.approved');
    expect(approved!.target).toEqual({ type: 'company', id: member.company.id, name: member.company.name });
    const [signedIn] = await eventsOf(admin.cookie, 'sign-in.succeeded');
    expect(signedIn).toMatchObject({ count: 1 });
  });

  it('filters by action, by company name and by time, and pages the filtered events', async () => {
    const admin = await signInAdmin(t);
    const member = await userWithCompany(t, { body: companyBody({ name: 'Filter 100% Widgets' }) });
    const bystander = await userWithCompany(t, { body: companyBody({ name: 'Filter Other' }) });
    for (const path of ['/api/admin/get-non-approved', '/api/admin/decided-companies', '/api/admin/audit'])
      expect((await send(t, 'GET', path, member.cookie)).status).toBe(403);
    expect((await send(t, 'GET', '/api/admin/audit', bystander.cookie)).status).toBe(403);

    const byCompany = await trail(admin.cookie, `?company=${encodeURIComponent('100% widg')}&pageSize=2`);
    expect(byCompany).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(byCompany.content.every((entry) => entry.companyName === 'Filter 100% Widgets')).toBe(true);
    // `%` and `_` are literal: 'Filter Other' is not matched by 'filter%'.
    expect((await trail(admin.cookie, '?company=filter%25')).totalElements).toBe(0);
    expect((await trail(admin.cookie, '?company=FILTER')).totalElements).toBe(4);

    const refusals = await trail(admin.cookie, '?action=authorization.refused&pageSize=100');
    expect(refusals.content.length).toBeGreaterThanOrEqual(4);
    expect(refusals.content.every((entry) => entry.action === 'authorization.refused')).toBe(true);

    const now = Date.now();
    const recent = await trail(
      admin.cookie,
      `?company=filter&from=${encodeURIComponent(new Date(now - 60_000).toISOString())}&before=${encodeURIComponent(new Date(now + 60_000).toISOString())}`,
    );
    expect(recent.totalElements).toBe(4);
    const earlier = await trail(
      admin.cookie,
      `?company=filter&before=${encodeURIComponent(new Date(now - 60_000).toISOString())}`,
    );
    expect(earlier.totalElements).toBe(0);
    const withOffset = await trail(admin.cookie, '?company=filter&from=2000-01-01T00:00:00%2B01:00');
    expect(withOffset.totalElements).toBe(4);
  });

  it('refuses a filter it does not know (400)', async () => {
    const admin = await signInAdmin(t);
    const fieldsOf = async (query: string) => {
      const res = await send(t, 'GET', `/api/admin/audit${query}`, admin.cookie);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf('?action=sign-in.maybe')).toHaveProperty('action');
    expect(await fieldsOf('?from=yesterday')).toHaveProperty('from');
    expect(await fieldsOf('?from=2026-12-08T00:00:00Z&before=2026-12-07T00:00:00Z')).toEqual({
      from: 'from must be earlier than before',
    });
    expect(await fieldsOf(`?company=${'x'.repeat(101)}`)).toHaveProperty('company');
  });
});
