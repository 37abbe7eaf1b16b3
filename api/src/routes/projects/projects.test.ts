import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inactiveReasonValues, type Project } from '@benchlink/contracts/projects';
import { positions, projectPartnerGroups, projects } from '../../db/schema/projects';
import { createSignedInUser, newSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject, positionBody, projectBody } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { message: string[]; field?: string[] };
const DAY = 24 * 3_600_000;
const WEEKS_3 = 21 * DAY;

describe('POST /api/projects', () => {
  it('creates a project: 201 with the body, inactive until a position opens, expiring in 3 weeks', async () => {
    const { cookie, company } = await userWithCompany(t);
    const before = Date.now();
    const res = await send(t, 'POST', '/api/projects', cookie, projectBody({ name: '  Core   banking ' }));
    expect(res.status).toBe(201);
    const project = (await res.json()) as Project;
    expect(project).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      name: 'Core banking',
      partnerOnly: false,
      partnerGroups: [],
      duration: { years: 1, months: 2 },
      status: 'INACTIVE',
      inactiveReason: 'NO_OPEN_POSITIONS',
      canReactivate: false,
      positionCount: 0,
      openPositionCount: 0,
    });
    const expiry = Date.parse(project.expiryDate);
    expect(expiry).toBeGreaterThanOrEqual(before + WEEKS_3);
    expect(expiry).toBeLessThanOrEqual(Date.now() + WEEKS_3);
    expect(project.expiryDate).toMatch(/Z$/);
  });

  it('computes the duration from both dates and ignores a sent one', async () => {
    const { cookie } = await userWithCompany(t);
    const project = await createProject(t, cookie, {
      startDate: '2026-01-15',
      endDate: '2027-03-14',
      duration: { years: 9, months: 9 },
    });
    expect(project).toMatchObject({
      startDate: '2026-01-15',
      endDate: '2027-03-14',
      duration: { years: 1, months: 1 },
    });
  });

  it('answers the product messages for dates and durations', async () => {
    const { cookie } = await userWithCompany(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'startDate', 'start date cannot be after end date'],
      [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'endDate', 'end date cannot be before start date'],
      [
        { startDate: '2026-05-01', endDate: '2026-05-20', duration: undefined },
        'duration',
        'duration cannot be less than a month',
      ],
      [{ duration: { years: 0, months: 0 } }, 'duration', 'duration cannot be less than a month'],
      [{ duration: { years: 100, months: 0 } }, 'duration.years', 'years must be between 0 and 99'],
      [{ duration: { years: 1, months: 12 } }, 'duration.months', 'months must be between 0 and 11'],
      [
        { duration: undefined, startDate: '2026-05-01' },
        'duration',
        'Enter a duration, or both a start and an end date',
      ],
      [{ name: '   ' }, 'name', 'is required'],
      [{ name: 'x'.repeat(256) }, 'name', 'must not exceed 255 characters'],
      [{ description: 'too short' }, 'description', 'must be at least 30 characters'],
      [{ description: 'x'.repeat(3001) }, 'description', 'must not exceed 3000 characters'],
      [{ startDate: '2026-02-30' }, 'startDate', 'must be a date (YYYY-MM-DD)'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(t, 'POST', '/api/projects', cookie, projectBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      const index = body.field?.indexOf(field) ?? -1;
      expect(index, `${field} in ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(0);
      expect(body.message[index]).toBe(message);
    }
  });

  it('keeps no groups on a public project, and refuses groups that are missing or not the caller’s (404)', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Friends', [other.company.id]);
    const foreign = await createGroup(t, other.cookie, 'Theirs', [owner.company.id]);

    const open = await createProject(t, owner.cookie, { partnerOnly: false, partnerGroups: [group.id] });
    expect(open.partnerGroups).toEqual([]);
    expect(
      await t.db.select().from(projectPartnerGroups).where(eq(projectPartnerGroups.projectId, open.id)),
    ).toHaveLength(0);

    expect(
      (
        await send(
          t,
          'POST',
          '/api/projects',
          owner.cookie,
          projectBody({ partnerOnly: true, partnerGroups: [999_999] }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          t,
          'POST',
          '/api/projects',
          owner.cookie,
          projectBody({ partnerOnly: true, partnerGroups: [foreign.id] }),
        )
      ).status,
    ).toBe(404);
  });

  it('needs a session (401) and a company (403)', async () => {
    expect((await send(t, 'POST', '/api/projects', undefined, projectBody())).status).toBe(401);
    const { cookie } = await createSignedInUser(t);
    expect((await send(t, 'POST', '/api/projects', cookie, projectBody())).status).toBe(403);
  });
});

describe('project status', () => {
  it('derives each inactive reason in the product’s precedence', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, `G ${Date.now()}`, [partner.company.id]);

    const privateEmpty = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [] });
    expect(privateEmpty.inactiveReason).toBe('NO_OPEN_POSITIONS_AND_NO_GROUPS');

    const privateShared = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    expect(privateShared.inactiveReason).toBe('NO_OPEN_POSITIONS');
    await createPosition(t, owner.cookie, privateShared.id);
    const active = (await (await send(t, 'GET', `/api/projects/${privateShared.id}`, owner.cookie)).json()) as Project;
    expect(active).toMatchObject({ status: 'ACTIVE', positionCount: 1, openPositionCount: 1 });
    expect(active.inactiveReason).toBeUndefined();

    const noGroups = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [] });
    await createPosition(t, owner.cookie, noGroups.id);
    const reread = (await (await send(t, 'GET', `/api/projects/${noGroups.id}`, owner.cookie)).json()) as Project;
    expect(reread).toMatchObject({ status: 'INACTIVE', inactiveReason: 'NO_GROUPS', canReactivate: false });
    expect(inactiveReasonValues).toContain(reread.inactiveReason);
  });

  it('is EXPIRED from the expiry moment on, for every reader, with no job; reactivation grants 3 more weeks', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t);
    const project = await createProject(t, owner.cookie);
    await createPosition(t, owner.cookie, project.id);
    const expiry = Date.parse(
      ((await (await send(t, 'GET', `/api/projects/${project.id}`, owner.cookie)).json()) as Project).expiryDate,
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiry - 1000);
    let readerCookie = await newSession(t, reader.user.id);
    expect(((await (await send(t, 'GET', `/api/projects/${project.id}`, readerCookie)).json()) as Project).status).toBe(
      'ACTIVE',
    );

    vi.setSystemTime(expiry + 1);
    const ownerCookie = await newSession(t, owner.user.id);
    readerCookie = await newSession(t, reader.user.id);
    const expired = (await (await send(t, 'GET', `/api/projects/${project.id}`, ownerCookie)).json()) as Project;
    expect(expired).toMatchObject({ status: 'INACTIVE', inactiveReason: 'EXPIRED', canReactivate: true });
    // Other readers still find it (they may have applied), but it leaves the company's public list.
    expect((await send(t, 'GET', `/api/projects/${project.id}`, readerCookie)).status).toBe(200);
    const list = (await (await send(t, 'GET', `/api/companies/${owner.company.id}/projects`, readerCookie)).json()) as {
      content: Project[];
    };
    expect(list.content.map((p) => p.id)).not.toContain(project.id);

    const res = await send(t, 'GET', `/api/projects/${project.id}/reactivate`, ownerCookie);
    expect(res.status).toBe(200);
    const reactivated = (await res.json()) as Project;
    expect(reactivated).toMatchObject({ status: 'ACTIVE', canReactivate: false });
    expect(Date.parse(reactivated.expiryDate)).toBe(expiry + 1 + WEEKS_3);
  });

  it('refuses reactivation of a project that is not expired, or expired but otherwise invalid (400)', async () => {
    const owner = await userWithCompany(t);
    const active = await createProject(t, owner.cookie);
    await createPosition(t, owner.cookie, active.id);
    const notExpired = await send(t, 'GET', `/api/projects/${active.id}/reactivate`, owner.cookie);
    expect(notExpired.status).toBe(400);
    expect(((await notExpired.json()) as ErrorBody).message[0]).toMatch(/not expired/);

    const empty = await createProject(t, owner.cookie);
    await t.db
      .update(projects)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projects.id, empty.id));
    const reread = (await (await send(t, 'GET', `/api/projects/${empty.id}`, owner.cookie)).json()) as Project;
    expect(reread).toMatchObject({ inactiveReason: 'NO_OPEN_POSITIONS', canReactivate: false });
    const refused = await send(t, 'POST', `/api/projects/${empty.id}/reactivate`, owner.cookie);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).message[0]).toMatch(/open position/i);
  });

  it('accepts POST for reactivation, refuses a cross-site request (403) and another company (404)', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t);
    const project = await createProject(t, owner.cookie);
    await createPosition(t, owner.cookie, project.id);
    await t.db
      .update(projects)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projects.id, project.id));

    const crossSite = await t.app.request(`/api/projects/${project.id}/reactivate`, {
      headers: { Cookie: owner.cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // An older browser sends no Sec-Fetch-Site but a foreign Origin on a cross-site fetch.
    const foreign = await t.app.request(`/api/projects/${project.id}/reactivate`, {
      headers: { Cookie: owner.cookie, Origin: 'http://evil.test' },
    });
    expect(foreign.status).toBe(403);
    expect((await send(t, 'GET', `/api/projects/${project.id}/reactivate`, other.cookie)).status).toBe(404);

    const res = await send(t, 'POST', `/api/projects/${project.id}/reactivate`, owner.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Project).status).toBe('ACTIVE');
  });

  it('pushes the expiry on update, position creation, an edit that keeps a position open and a status change to Opened', async () => {
    const owner = await userWithCompany(t);
    const project = await createProject(t, owner.cookie);
    const expiryNow = async () =>
      (await t.db.select().from(projects).where(eq(projects.id, project.id)).limit(1))[0]!.expiresAt.getTime();
    const rewind = async () => {
      await t.db
        .update(projects)
        .set({ expiresAt: new Date(Date.now() + DAY) })
        .where(eq(projects.id, project.id));
    };
    const isPushed = async () => expect(await expiryNow()).toBeGreaterThan(Date.now() + WEEKS_3 - 60_000);

    await rewind();
    expect((await send(t, 'PUT', `/api/projects/${project.id}`, owner.cookie, projectBody())).status).toBe(200);
    await isPushed();

    await rewind();
    const position = await createPosition(t, owner.cookie, project.id);
    await isPushed();

    await rewind();
    expect(
      (
        await send(t, 'PUT', `/api/positions/${position.id}`, owner.cookie, {
          ...positionBody(project.id),
          statusId: 1,
        })
      ).status,
    ).toBe(200);
    await isPushed();

    expect((await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=4`, owner.cookie)).status).toBe(200);
    await rewind();
    expect((await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=3`, owner.cookie)).status).toBe(200);
    expect(await expiryNow()).toBeLessThan(Date.now() + 2 * DAY);
    expect((await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=1`, owner.cookie)).status).toBe(200);
    await isPushed();
  });
});

describe('project visibility', () => {
  it('follows the matrix: owner, admin, approved public, partner, non-partner, unapproved owner, anonymous', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const stranger = await userWithCompany(t);
    const admin = await signInAdmin(t);
    const group = await createGroup(t, owner.cookie, 'Close partners', [partner.company.id]);
    const open = await createProject(t, owner.cookie);
    const shared = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });

    const status = async (cookie: string | undefined, id: number) =>
      (await send(t, 'GET', `/api/projects/${id}`, cookie)).status;
    expect(await status(owner.cookie, shared.id)).toBe(200);
    expect(await status(admin.cookie, shared.id)).toBe(200);
    expect(await status(partner.cookie, shared.id)).toBe(200);
    expect(await status(stranger.cookie, shared.id)).toBe(404);
    expect(await status(stranger.cookie, open.id)).toBe(200);
    expect(await status(undefined, open.id)).toBe(401);
    expect((await send(t, 'GET', `/api/projects/${shared.id}/positions`, stranger.cookie)).status).toBe(404);
    expect((await send(t, 'GET', `/api/projects/${shared.id}/positions`, partner.cookie)).status).toBe(200);

    // The sharing itself is the owner's business (and the admin's).
    const asPartner = (await (await send(t, 'GET', `/api/projects/${shared.id}`, partner.cookie)).json()) as Project;
    expect(asPartner.partnerGroups).toBeUndefined();
    const asAdmin = (await (await send(t, 'GET', `/api/projects/${shared.id}`, admin.cookie)).json()) as Project;
    expect(asAdmin.partnerGroups).toEqual([group.id]);

    const unapproved = await userWithCompany(t);
    const hidden = await createProject(t, unapproved.cookie);
    expect(await status(stranger.cookie, hidden.id)).toBe(404);
    expect(await status(unapproved.cookie, hidden.id)).toBe(200);
    expect(await status(admin.cookie, hidden.id)).toBe(200);
  });

  it('lets only the owner change a project: 404 for a reader, a non-reader or a missing id', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t);
    const open = await createProject(t, owner.cookie);
    const secret = await createProject(t, owner.cookie, { partnerOnly: true });
    expect((await send(t, 'PUT', `/api/projects/${open.id}`, other.cookie, projectBody())).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/projects/${open.id}`, other.cookie)).status).toBe(404);
    expect((await send(t, 'PUT', `/api/projects/${secret.id}`, other.cookie, projectBody())).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/projects/${secret.id}`, other.cookie)).status).toBe(404);
    expect((await send(t, 'GET', '/api/projects/999999', owner.cookie)).status).toBe(404);
    expect((await send(t, 'GET', '/api/projects/abc', owner.cookie)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('PUT /api/projects/{id} and DELETE', () => {
  it('updates with 200 and the body; recomputes the duration from new dates', async () => {
    const { cookie } = await userWithCompany(t);
    const project = await createProject(t, cookie);
    const res = await send(
      t,
      'PUT',
      `/api/projects/${project.id}`,
      cookie,
      projectBody({ name: 'Renamed', startDate: '2026-03-01', endDate: '2026-09-01' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Renamed', duration: { years: 0, months: 6 } });
  });

  it('deletes the project with its positions in one go (204)', async () => {
    const { cookie } = await userWithCompany(t);
    const project = await createProject(t, cookie);
    const position = await createPosition(t, cookie, project.id);
    const res = await send(t, 'DELETE', `/api/projects/${project.id}`, cookie);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(positions).where(eq(positions.id, position.id))).toEqual([]);
    expect((await send(t, 'GET', `/api/projects/${project.id}`, cookie)).status).toBe(404);
  });
});

describe('GET /api/companies/{id}/projects', () => {
  it('pages the owner’s projects (5 by default) newest first, with every status', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const created: Project[] = [];
    for (let i = 0; i < 7; i += 1) created.push(await createProject(t, owner.cookie, { name: `Project ${i}` }));
    const first = (await (
      await send(t, 'GET', `/api/companies/${owner.company.id}/projects`, owner.cookie)
    ).json()) as {
      content: Project[];
      totalPages: number;
      totalElements: number;
    };
    expect(first.totalElements).toBe(7);
    expect(first.totalPages).toBe(2);
    expect(first.content.map((p) => p.name)).toEqual(['Project 6', 'Project 5', 'Project 4', 'Project 3', 'Project 2']);
    expect(first.content[0]!.partnerGroups).toEqual([]);
    const second = (await (
      await send(t, 'GET', `/api/companies/${owner.company.id}/projects?offset=1`, owner.cookie)
    ).json()) as {
      content: Project[];
    };
    expect(second.content.map((p) => p.name)).toEqual(['Project 1', 'Project 0']);

    const ascending = (await (
      await send(
        t,
        'GET',
        `/api/companies/${owner.company.id}/projects?sort=datePosted&ascending=true&pageSize=3`,
        owner.cookie,
      )
    ).json()) as { content: Project[] };
    expect(ascending.content.map((p) => p.name)).toEqual(['Project 0', 'Project 1', 'Project 2']);
  });

  it('shows other companies only the active projects they may read', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const stranger = await userWithCompany(t);
    const group = await createGroup(t, owner.cookie, 'List partners', [partner.company.id]);
    const active = await createProject(t, owner.cookie, { name: 'Active public' });
    await createPosition(t, owner.cookie, active.id);
    const shared = await createProject(t, owner.cookie, {
      name: 'Active shared',
      partnerOnly: true,
      partnerGroups: [group.id],
    });
    await createPosition(t, owner.cookie, shared.id);
    await createProject(t, owner.cookie, { name: 'Inactive public' });

    const names = async (cookie: string) =>
      (
        (await (await send(t, 'GET', `/api/companies/${owner.company.id}/projects`, cookie)).json()) as {
          content: Project[];
        }
      ).content
        .map((p) => p.name)
        .sort();
    expect(await names(partner.cookie)).toEqual(['Active public', 'Active shared']);
    expect(await names(stranger.cookie)).toEqual(['Active public']);
    expect(await names(owner.cookie)).toEqual(['Active public', 'Active shared', 'Inactive public']);
  });

  it('refuses an unknown sort key with 400 naming the accepted keys', async () => {
    const owner = await userWithCompany(t);
    const res = await send(t, 'GET', `/api/companies/${owner.company.id}/projects?sort=name`, owner.cookie);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.field).toContain('sort');
    expect(body.message.join(' ')).toMatch(/datePosted.*startDate.*isPartnerOnly/);
  });
});

describe('referral terms', () => {
  const withReferralOf = async (projectId: number) =>
    (
      await t.db
        .select({ withReferral: positions.withReferral })
        .from(positions)
        .where(eq(positions.projectId, projectId))
    ).map((row) => row.withReferral);

  it('stores and returns a project’s terms, to its owner and other companies alike; none means no field', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { referral: { kind: 'PERCENT', value: 5 } });
    expect(project.referral).toEqual({ kind: 'PERCENT', value: 5 });
    const [row] = await t.db
      .select({ kind: projects.referralKind, value: projects.referralValue })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(row).toEqual({ kind: 'PERCENT', value: 5 });
    await createPosition(t, owner.cookie, project.id);
    const read = (await (await send(t, 'GET', `/api/projects/${project.id}`, reader.cookie)).json()) as Project;
    expect(read.referral).toEqual({ kind: 'PERCENT', value: 5 });
    const positionsRead = (await (
      await send(t, 'GET', `/api/projects/${project.id}/positions`, reader.cookie)
    ).json()) as { project: { referral?: unknown } }[];
    expect(positionsRead[0]!.project.referral).toEqual({ kind: 'PERCENT', value: 5 });

    const plain = await createProject(t, owner.cookie, { referral: null });
    expect(plain).not.toHaveProperty('referral');
    expect(await createProject(t, owner.cookie)).not.toHaveProperty('referral');
  });

  it('answers a message naming the bounds of each kind, and one for an unknown kind (400)', async () => {
    const { cookie } = await userWithCompany(t);
    const percent = 'Enter a whole percentage from 1 to 50';
    const fixed = 'Enter a whole amount from 1 to 100,000 euros';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'PERCENT', value: 0 }, 'referral.value', percent],
      [{ kind: 'PERCENT', value: 51 }, 'referral.value', percent],
      [{ kind: 'PERCENT', value: 7.5 }, 'referral.value', percent],
      [{ kind: 'PERCENT' }, 'referral.value', percent],
      [{ kind: 'FIXED', value: 0 }, 'referral.value', fixed],
      [{ kind: 'FIXED', value: 100_001 }, 'referral.value', fixed],
      [{ kind: 'BONUS', value: 5 }, 'referral.kind', 'Choose a percentage or a fixed amount'],
    ];
    for (const [referral, field, message] of cases) {
      const res = await send(t, 'POST', '/api/projects', cookie, projectBody({ referral } as Record<string, unknown>));
      expect(res.status, JSON.stringify(referral)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      const index = body.field?.indexOf(field) ?? -1;
      expect(index, `${field} in ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(0);
      expect(body.message[index]).toBe(message);
    }
    for (const referral of [
      { kind: 'PERCENT', value: 50 },
      { kind: 'FIXED', value: 1 },
      { kind: 'FIXED', value: 100_000 },
    ]) {
      expect((await createProject(t, cookie, { referral })).referral).toEqual(referral);
    }
  });

  it('keeps the positions’ listing copy in step: new positions, changed terms, removed terms', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { referral: { kind: 'FIXED', value: 1500 } });
    await createPosition(t, owner.cookie, project.id);
    expect(await withReferralOf(project.id)).toEqual([true]);

    // An update without terms removes them: the body is the whole project.
    const cleared = await send(t, 'PUT', `/api/projects/${project.id}`, owner.cookie, projectBody());
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).not.toHaveProperty('referral');
    await createPosition(t, owner.cookie, project.id);
    expect(await withReferralOf(project.id)).toEqual([false, false]);

    const changed = await send(
      t,
      'PUT',
      `/api/projects/${project.id}`,
      owner.cookie,
      projectBody({ referral: { kind: 'PERCENT', value: 10 } }),
    );
    expect(((await changed.json()) as Project).referral).toEqual({ kind: 'PERCENT', value: 10 });
    expect(await withReferralOf(project.id)).toEqual([true, true]);

    // A position moved into a project with terms takes its project's copy.
    const other = await createProject(t, owner.cookie);
    const moved = await createPosition(t, owner.cookie, other.id);
    const put = await send(t, 'PUT', `/api/positions/${moved.id}`, owner.cookie, {
      ...positionBody(project.id),
      statusId: 1,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await withReferralOf(project.id)).toEqual([true, true, true]);
  });

  it('lets only the owner change them (404 for another company, terms unchanged)', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { referral: { kind: 'PERCENT', value: 3 } });
    await createPosition(t, owner.cookie, project.id);
    const res = await send(
      t,
      'PUT',
      `/api/projects/${project.id}`,
      other.cookie,
      projectBody({ referral: { kind: 'FIXED', value: 100_000 } }),
    );
    expect(res.status).toBe(404);
    const read = (await (await send(t, 'GET', `/api/projects/${project.id}`, owner.cookie)).json()) as Project;
    expect(read.referral).toEqual({ kind: 'PERCENT', value: 3 });
  });
});
