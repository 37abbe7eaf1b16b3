import { eq } from 'drizzle-orm';
import * as CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Application,
  type ApplicationListItem,
  type ApplicationOverview,
  type BrowsedPosition,
} from '@benchlink/contracts/applications';
import { type Paged } from '@benchlink/contracts/common';
import { AWAITING_APPROVAL_MESSAGE, refusedCompanyMessage } from '@benchlink/contracts/messages';
import type { Position } from '@benchlink/contracts/positions';
import { type ApplicationTalent, type Talent } from '@benchlink/contracts/talents';
import { applications } from '../../db/schema/applications';
import { companies } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailTo, send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

const today = () => new Date().toISOString().slice(0, 10);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function wordDoc(): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.from('word body'));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

function installer(): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/SummaryInformation', Buffer.from('msi tables'));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

async function talentOf(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/api/companies/talents', cookie, {
    active: true,
    workModes: [3],
    locations: [3],
    experience: {
      patternId: 2,
      seniorityId: 3,
      totalTime: { years: 4, months: 6 },
      skills: [{ skillId: 10, months: 12 }],
    },
    ...overrides,
  });
  return (await res.json()) as Talent;
}

/** Company A posts a public position; company B (applicant, approved) has two talents. */
async function scene(options: { applicantApproved?: boolean } = {}) {
  const owner = await userWithCompany(t, { approved: true });
  const applicant = await userWithCompany(t, { approved: options.applicantApproved ?? true });
  const project = await createProject(t, owner.cookie);
  const position = await createPosition(t, owner.cookie, project.id);
  const first = await talentOf(applicant.cookie);
  const second = await talentOf(applicant.cookie);
  return { owner, applicant, project, position, first, second };
}

const applyJson = (cookie: string, body: Record<string, unknown>) =>
  send(t, 'POST', '/api/companies/apply', cookie, body);

function applyMultipart(cookie: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return t.app.request('/api/companies/apply', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: t.config.publicUrl },
    body: form,
  });
}

describe('POST /api/companies/apply', () => {
  it('applies with a talent: 201 with the application, in progress; the browse list counts it', async () => {
    const { applicant, position, first } = await scene();
    const res = await applyJson(applicant.cookie, {
      positionId: position.id,
      talentId: first.id,
      rate: 45,
      availableFrom: today(),
    });
    expect(res.status).toBe(201);
    const application = (await res.json()) as Application;
    expect(application).toMatchObject({
      positionId: position.id,
      talentId: first.id,
      companyId: applicant.company.id,
      applicationStatus: 'IN_PROGRESS',
      availableFrom: today(),
      rate: 45,
      hasCv: false,
    });
    const listed = (await (
      await send(t, 'GET', '/api/positions?pageSize=100', applicant.cookie)
    ).json()) as Paged<BrowsedPosition>;
    expect(listed.content.find((p) => p.id === position.id)?.myApplicationCount).toBe(1);
  });

  it('counts on each card and each position the applications that position received, and none of another’s', async () => {
    const { owner, applicant, position, first } = await scene();
    // More positions than applications, so that no position's id is also the id of an application.
    const project = await createProject(t, owner.cookie, { name: 'Counted project' });
    const others = [];
    for (let index = 0; index < 4; index += 1) others.push(await createPosition(t, owner.cookie, project.id));
    const applied = others[2]!;
    for (const target of [position, applied]) {
      const res = await applyJson(applicant.cookie, {
        positionId: target.id,
        talentId: first.id,
        rate: 45,
        availableFrom: today(),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const page = (await (
      await send(t, 'GET', `/api/positions?pageSize=10&companyId=${owner.company.id}`, applicant.cookie)
    ).json()) as Paged<BrowsedPosition>;
    const counted = Object.fromEntries(page.content.map((card) => [card.id, card.myApplicationCount]));
    expect(counted).toEqual({
      [position.id]: 1,
      [applied.id]: 1,
      ...Object.fromEntries(others.filter((other) => other !== applied).map((other) => [other.id, 0])),
    });
    for (const card of page.content) expect(card.applicationCount).toBe(counted[card.id]);
    for (const other of others) {
      const read = (await (await send(t, 'GET', `/api/positions/${other.id}`, applicant.cookie)).json()) as Position;
      expect(read.applicationCount, `position ${other.id}`).toBe(other === applied ? 1 : 0);
    }
  });

  it('applies with a CV only (multipart), recognised by content', async () => {
    const { applicant, position } = await scene();
    const fields = { positionId: String(position.id), rate: '50', availableFrom: today() };
    const pdf = await applyMultipart(applicant.cookie, fields, { bytes: PDF, name: 'cv.pdf' });
    expect(pdf.status).toBe(201);
    expect(((await pdf.json()) as Application).hasCv).toBe(true);
    expect((await applyMultipart(applicant.cookie, fields, { bytes: wordDoc(), name: 'cv.doc' })).status).toBe(201);

    const renamed = await applyMultipart(applicant.cookie, fields, {
      bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      name: 'cv.pdf',
    });
    expect(renamed.status).toBe(415);
    expect((await applyMultipart(applicant.cookie, fields, { bytes: installer(), name: 'cv.doc' })).status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await applyMultipart(applicant.cookie, fields, { bytes: big, name: 'cv.pdf' })).status).toBe(413);
  });

  it('enforces every rule', async () => {
    const { owner, applicant, project, position, first } = await scene();
    const body = (overrides: Record<string, unknown> = {}) => ({
      positionId: position.id,
      talentId: first.id,
      rate: 40,
      availableFrom: today(),
      ...overrides,
    });
    const expectError = async (res: Response, status: number, field?: string) => {
      expect(res.status, await res.clone().text()).toBe(status);
      if (field) expect(((await res.json()) as ErrorBody).field).toContain(field);
    };
    await expectError(await applyJson(applicant.cookie, body({ talentId: undefined })), 400, 'talentId');
    await expectError(await applyJson(applicant.cookie, body({ rate: 10.5 })), 400, 'rate');
    await expectError(await applyJson(applicant.cookie, body({ rate: -1 })), 400, 'rate');
    await expectError(await applyJson(applicant.cookie, body({ availableFrom: '2020-01-01' })), 400, 'availableFrom');
    await expectError(await applyJson(applicant.cookie, body({ positionId: 999_999 })), 404);

    const ownTalent = await talentOf(owner.cookie);
    await expectError(await applyJson(owner.cookie, body({ talentId: ownTalent.id })), 400, 'positionId');
    await expectError(await applyJson(applicant.cookie, body({ talentId: ownTalent.id })), 404);
    await expectError(await applyJson(applicant.cookie, body({ talentId: 999_999 })), 404);

    const secretProject = await createProject(t, owner.cookie, {
      partnerOnly: true,
      partnerGroups: [
        (await createGroup(t, owner.cookie, 'Others', [(await userWithCompany(t, { approved: true })).company.id])).id,
      ],
    });
    const secret = await createPosition(t, owner.cookie, secretProject.id);
    await expectError(await applyJson(applicant.cookie, body({ positionId: secret.id })), 404);

    expect((await applyJson(applicant.cookie, body())).status).toBe(201);
    await expectError(await applyJson(applicant.cookie, body()), 409, 'talentId');

    const closed = await createPosition(t, owner.cookie, project.id);
    await send(t, 'PUT', `/api/positions/${closed.id}/status?statusId=4`, owner.cookie);
    await expectError(await applyJson(applicant.cookie, body({ positionId: closed.id })), 400, 'positionId');
    await t.db
      .update(projects)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(projects.id, project.id));
    const second = await talentOf(applicant.cookie);
    await expectError(await applyJson(applicant.cookie, body({ talentId: second.id })), 400, 'positionId');
  });

  it('refuses a company an administrator has not approved yet (403), as JSON or multipart, until it is approved', async () => {
    const { applicant, position, first } = await scene({ applicantApproved: false });
    const stored = () => t.db.select().from(applications).where(eq(applications.positionId, position.id));
    const json = await applyJson(applicant.cookie, {
      positionId: position.id,
      talentId: first.id,
      rate: 40,
      availableFrom: today(),
    });
    expect(json.status).toBe(403);
    expect(((await json.json()) as ErrorBody).message).toEqual([AWAITING_APPROVAL_MESSAGE]);
    const multipart = await applyMultipart(
      applicant.cookie,
      { positionId: String(position.id), rate: '40', availableFrom: today() },
      { bytes: PDF, name: 'cv.pdf' },
    );
    expect(multipart.status).toBe(403);
    expect(((await multipart.json()) as ErrorBody).message).toEqual([AWAITING_APPROVAL_MESSAGE]);
    expect(await stored()).toEqual([]);

    await t.db.update(companies).set({ approved: true }).where(eq(companies.id, applicant.company.id));
    expect(
      (
        await applyJson(applicant.cookie, {
          positionId: position.id,
          talentId: first.id,
          rate: 40,
          availableFrom: today(),
        })
      ).status,
    ).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
  it("answers a refused company's application with the administrator's reason (403), not as awaiting approval", async () => {
    const { applicant, position, first } = await scene({ applicantApproved: false });
    const admin = await signInAdmin(t);
    const refused = await send(t, 'POST', `/api/admin/refuse/${applicant.company.id}`, admin.cookie, {
      reason: 'Not an IT service company.',
    });
    expect(refused.status).toBe(200);
    const res = await applyJson(applicant.cookie, {
      positionId: position.id,
      talentId: first.id,
      rate: 40,
      availableFrom: today(),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).message).toEqual([refusedCompanyMessage('Not an IT service company.')]);
    expect(refusedCompanyMessage('Not an IT service company.')).toBe(
      'Your company was refused: Not an IT service company.',
    );
  });
});

describe('the life of an application', () => {
  it('is reviewed blind, denied or accepted by the owner only, and mailed to the applicant on acceptance', async () => {
    const { owner, applicant, position, first, second } = await scene();
    // The applicant's bench is shared with a partner only, so the owner can read its talents through applications alone.
    const partner = await userWithCompany(t, { approved: true });
    const bench = await createGroup(t, applicant.cookie, 'Bench partners', [partner.company.id]);
    expect(
      (
        await send(t, 'PUT', '/api/companies/my-talents/publicity', applicant.cookie, {
          public: false,
          partnerGroupIds: [bench.id],
        })
      ).status,
    ).toBe(200);
    const a = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: first.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    const b = (await (
      await applyMultipart(
        applicant.cookie,
        { positionId: String(position.id), talentId: String(second.id), rate: '55', availableFrom: today() },
        { bytes: PDF, name: 'cv.pdf' },
      )
    ).json()) as Application;
    // The applicant itself sees its own talents' ids.
    expect([a.talentId, b.talentId]).toEqual([first.id, second.id]);

    const receivedList = async () =>
      (await (
        await send(t, 'GET', `/api/companies/applications?positionId=${position.id}`, owner.cookie)
      ).json()) as ApplicationListItem[];
    const received = await receivedList();
    expect(received.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    for (const item of received) {
      // Nothing to join the application on: no company, no talent id, not even inside the talent summary.
      expect(item.companyId).toBeUndefined();
      expect(item.companyName).toBeUndefined();
      expect(item.talentId).toBeUndefined();
      expect(item.talent).toMatchObject({ totalMonths: 54, locations: [{ id: 3 }] });
      expect(item.talent?.id).toBeUndefined();
    }
    const all = (await (
      await send(t, 'GET', '/api/companies/applications', owner.cookie)
    ).json()) as ApplicationListItem[];
    for (const item of all.filter((entry) => entry.positionId === position.id))
      expect(item.talentId ?? item.talent?.id).toBeUndefined();
    const single = (await (
      await send(t, 'GET', `/api/companies/applications/${a.id}`, owner.cookie)
    ).json()) as Application;
    expect(single).toMatchObject({ id: a.id, applicationStatus: 'IN_PROGRESS' });
    expect(single.talentId ?? single.companyId ?? single.companyName).toBeUndefined();
    // An application in progress gives no read of its talent by id (the partner still reads it through the bench).
    expect((await send(t, 'GET', `/api/companies/talents/${first.id}`, owner.cookie)).status).toBe(404);
    expect((await send(t, 'GET', `/api/companies/talents/${first.id}`, partner.cookie)).status).toBe(200);

    // Only the owner decides; the applicant cannot.
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${a.id}`, applicant.cookie)).status).toBe(403);
    const denied = await send(t, 'PUT', `/api/companies/applications/reject/${a.id}`, owner.cookie);
    expect(denied.status).toBe(200);
    expect(((await denied.json()) as Application).applicationStatus).toBe('DENIED');
    expect(
      ((await (await send(t, 'PUT', `/api/companies/applications/reject/${a.id}`, owner.cookie)).json()) as Application)
        .applicationStatus,
    ).toBe('DENIED');
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${a.id}`, owner.cookie)).status).toBe(400);
    // A denied application gives no read by id either.
    expect((await send(t, 'GET', `/api/companies/talents/${first.id}`, owner.cookie)).status).toBe(404);

    const accepted = (await (
      await send(t, 'PUT', `/api/companies/applications/accept/${b.id}`, owner.cookie)
    ).json()) as Application;
    expect(accepted).toMatchObject({
      applicationStatus: 'ACCEPTED',
      talentId: second.id,
      companyId: applicant.company.id,
      companyName: applicant.company.name,
    });
    // The position counts both applications it received (the denied one too) and the accepted one, for either party.
    for (const reader of [owner, applicant]) {
      const read = (await (await send(t, 'GET', `/api/positions/${position.id}`, reader.cookie)).json()) as Position;
      expect(read).toMatchObject({ applicationCount: 2, acceptedCount: 1 });
    }
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${b.id}`, owner.cookie)).status).toBe(400);
    expect((await send(t, 'PUT', `/api/companies/applications/cancel/${b.id}`, applicant.cookie)).status).toBe(400);
    // Once accepted, the talent is named and readable by id; the denied one stays hidden.
    const named = await send(t, 'GET', `/api/companies/talents/${second.id}`, owner.cookie);
    expect(named.status).toBe(200);
    expect((await named.json()) as Talent).toMatchObject({
      id: second.id,
      companyId: applicant.company.id,
      companyName: applicant.company.name,
    });
    expect((await send(t, 'GET', `/api/companies/talents/${first.id}`, owner.cookie)).status).toBe(404);
    const after = await receivedList();
    expect(after.find((item) => item.id === b.id)).toMatchObject({
      talentId: second.id,
      talent: { id: second.id },
      companyId: applicant.company.id,
    });
    const stillBlind = after.find((item) => item.id === a.id)!;
    expect(stillBlind.talentId ?? stillBlind.talent?.id ?? stillBlind.companyId).toBeUndefined();

    const mails = await mailTo(t, (applicant.company as unknown as { email: string }).email ?? '');
    const acceptance = mails.find((mail) => mail.subject.startsWith('Application accepted'));
    expect(acceptance?.text).toContain(`${t.config.publicUrl}/company/applications`);

    const overview = (await (
      await send(t, 'GET', '/api/companies/my-applications/overall', applicant.cookie)
    ).json()) as ApplicationOverview[];
    expect(overview.find((o) => o.positionId === position.id)).toMatchObject({
      overallStatus: 'ACCEPTED',
      talentCount: 2,
      companyId: owner.company.id,
      companyName: owner.company.name,
    });
  });

  it('names the talent by its reference in the applying company’s sent list only, never in the received one', async () => {
    const { owner, applicant, position } = await scene();
    const talent = await talentOf(applicant.cookie, { reference: 'BE-042 Anna' });
    const sent = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: talent.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    const sentList = async () =>
      (await (
        await send(t, 'GET', '/api/companies/my-applications', applicant.cookie)
      ).json()) as ApplicationListItem[];
    const receivedList = async () =>
      (await (
        await send(t, 'GET', `/api/companies/applications?positionId=${position.id}`, owner.cookie)
      ).json()) as ApplicationListItem[];
    expect((await sentList()).find((item) => item.id === sent.id)?.talent).toMatchObject({
      id: talent.id,
      reference: 'BE-042 Anna',
    });
    const blind = (await receivedList()).find((item) => item.id === sent.id)!;
    expect(blind.talent).toBeDefined();
    expect(Object.keys(blind.talent!)).not.toContain('reference');
    expect(JSON.stringify(blind)).not.toContain('BE-042');
    const sentOverview = (await (
      await send(t, 'GET', '/api/companies/my-applications/overall', applicant.cookie)
    ).json()) as ApplicationOverview[];
    expect(sentOverview.find((entry) => entry.positionId === position.id)?.talentReferences).toEqual(['BE-042 Anna']);
    const receivedOverview = await (await send(t, 'GET', '/api/companies/applications/overall', owner.cookie)).text();
    expect(receivedOverview).not.toContain('BE-042');

    // Accepted: the owner reads the talent's id, still not its reference.
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${sent.id}`, owner.cookie)).status).toBe(200);
    const named = (await receivedList()).find((item) => item.id === sent.id)!;
    expect(named.talent).toMatchObject({ id: talent.id });
    expect(Object.keys(named.talent!)).not.toContain('reference');
    const allReceived = await (await send(t, 'GET', '/api/companies/applications', owner.cookie)).text();
    expect(allReceived).not.toContain('BE-042');
    expect((await sentList()).find((item) => item.id === sent.id)?.talent?.reference).toBe('BE-042 Anna');
  });

  it('shows the application’s talent to the two parties: blind to the owner until acceptance, 404 to others and for a CV only', async () => {
    const { owner, applicant, position, first } = await scene();
    const third = await userWithCompany(t, { approved: true });
    const a = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: first.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    const talentOfApplication = async (cookie: string | undefined, id = a.id) =>
      send(t, 'GET', `/api/companies/applications/${id}/talent`, cookie);
    // The reference is the applicant's own name for its talent: the owner never sees it, blind or not.
    const { id: _id, companyId: _companyId, companyName: _companyName, reference: _reference, ...profile } = first;

    const blind = await talentOfApplication(owner.cookie);
    expect(blind.status).toBe(200);
    const blindBody = (await blind.json()) as ApplicationTalent;
    // Its availability as a status and a day: the moment of the confirmation would single it out among listings.
    expect(blindBody).toEqual({ ...profile, availabilityConfirmedAt: profile.availabilityConfirmedAt.slice(0, 10) });
    for (const key of ['id', 'companyId', 'companyName']) expect(Object.keys(blindBody)).not.toContain(key);

    // The applicant always sees its own talent in full.
    const own = await talentOfApplication(applicant.cookie);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(first);

    expect((await talentOfApplication(third.cookie)).status).toBe(404);
    expect((await talentOfApplication(undefined)).status).toBe(401);
    expect((await talentOfApplication(owner.cookie, 999_999)).status).toBe(404);

    // Denied: still blind.
    const other = await talentOf(applicant.cookie);
    const denied = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: other.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${denied.id}`, owner.cookie)).status).toBe(200);
    expect(
      ((await (await talentOfApplication(owner.cookie, denied.id)).json()) as ApplicationTalent).id,
    ).toBeUndefined();

    // Accepted: the full talent.
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${a.id}`, owner.cookie)).status).toBe(200);
    const full = await talentOfApplication(owner.cookie);
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({
      ...profile,
      id: first.id,
      companyId: applicant.company.id,
      companyName: applicant.company.name,
    });
    expect((await talentOfApplication(third.cookie)).status).toBe(404);

    // A CV-only application has no talent.
    const cvOnly = (await (
      await applyMultipart(
        applicant.cookie,
        { positionId: String(position.id), rate: '40', availableFrom: today() },
        { bytes: PDF, name: 'cv.pdf' },
      )
    ).json()) as Application;
    expect((await talentOfApplication(owner.cookie, cvOnly.id)).status).toBe(404);
    expect((await talentOfApplication(applicant.cookie, cvOnly.id)).status).toBe(404);
  });

  it('lets the applicant cancel an application in progress, which then leaves every list', async () => {
    const { owner, applicant, position, first } = await scene();
    const a = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: first.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    expect((await send(t, 'PUT', `/api/companies/applications/cancel/${a.id}`, owner.cookie)).status).toBe(403);
    const cancelled = await send(t, 'PUT', `/api/companies/applications/cancel/${a.id}`, applicant.cookie);
    expect(((await cancelled.json()) as Application).applicationStatus).toBe('CANCELLED');
    expect(
      (await (await send(t, 'GET', '/api/companies/my-applications', applicant.cookie)).json()) as unknown[],
    ).toEqual([]);
    expect((await (await send(t, 'GET', '/api/companies/applications', owner.cookie)).json()) as unknown[]).toEqual([]);
    // A cancelled talent may apply again.
    expect(
      (
        await applyJson(applicant.cookie, {
          positionId: position.id,
          talentId: first.id,
          rate: 40,
          availableFrom: today(),
        })
      ).status,
    ).toBe(201);
  });

  it('serves the CV to the two parties only, as an attachment', async () => {
    const { owner, applicant, position } = await scene();
    const third = await userWithCompany(t);
    const admin = await signInAdmin(t);
    const a = (await (
      await applyMultipart(
        applicant.cookie,
        { positionId: String(position.id), rate: '40', availableFrom: today() },
        { bytes: PDF, name: 'cv.pdf' },
      )
    ).json()) as Application;
    const download = (cookie?: string) => send(t, 'GET', `/api/companies/applications/${a.id}/cv`, cookie);
    for (const cookie of [owner.cookie, applicant.cookie]) {
      const res = await download(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    }
    expect((await download(third.cookie)).status).toBe(404);
    expect((await download(admin.cookie)).status).toBe(403);
    expect((await download()).status).toBe(401);
    expect((await send(t, 'GET', `/api/companies/applications/${a.id}`, third.cookie)).status).toBe(404);

    const withoutCv = await talentOf(applicant.cookie);
    const b = (await (
      await applyJson(applicant.cookie, {
        positionId: position.id,
        talentId: withoutCv.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    expect((await send(t, 'GET', `/api/companies/applications/${b.id}/cv`, owner.cookie)).status).toBe(404);
  });

  it('goes with its position, talent or project, CV file included', async () => {
    const { owner, applicant, project, position, first } = await scene();
    const a = (await (
      await applyMultipart(
        applicant.cookie,
        { positionId: String(position.id), talentId: String(first.id), rate: '40', availableFrom: today() },
        { bytes: PDF, name: 'cv.pdf' },
      )
    ).json()) as Application;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    const key = row!.cvKey!;
    expect(await t.storage.get(key)).not.toBeNull();
    expect((await send(t, 'DELETE', `/api/projects/${project.id}`, owner.cookie)).status).toBe(204);
    expect(await t.db.select().from(applications).where(eq(applications.id, a.id))).toEqual([]);
    expect(await t.storage.get(key)).toBeNull();

    const again = await scene();
    const b = (await (
      await applyJson(again.applicant.cookie, {
        positionId: again.position.id,
        talentId: again.first.id,
        rate: 40,
        availableFrom: today(),
      })
    ).json()) as Application;
    expect((await send(t, 'DELETE', `/api/companies/talents/${again.first.id}`, again.applicant.cookie)).status).toBe(
      204,
    );
    expect(await t.db.select().from(applications).where(eq(applications.id, b.id))).toEqual([]);
  });
});
