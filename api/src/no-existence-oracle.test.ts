// No existence oracle: another company's object that the caller may not act on answers exactly as an id that does
// not exist (same status, same body but for the time and the path's id), never 403 (docs/security.md). Each case
// sends the same request twice, once naming a real object that is hidden from the caller and once an unknown id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, userWithCompany } from './test/companies';
import { createGroup, createPosition, createProject, positionBody, projectBody } from './test/projects';
import { applyWithNewTalent, talentBody } from './test/talents';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MISSING = 999_999;
const today = () => new Date().toISOString().slice(0, 10);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Request = { method: string; url: string; json?: unknown; file?: { bytes: Uint8Array; name: string } };

function call(cookie: string, request: Request) {
  if (!request.file) return send(t, request.method, request.url, cookie, request.json);
  const form = new FormData();
  form.set('file', new Blob([request.file.bytes as Uint8Array<ArrayBuffer>]), request.file.name);
  return t.app.request(request.url, {
    method: request.method,
    headers: { Cookie: cookie, Origin: new URL(t.config.publicUrl).origin },
    body: form,
  });
}

/** The answer with what must differ taken out: the time, and the id named in the path. */
async function answer(cookie: string, request: Request, id: number) {
  const res = await call(cookie, request);
  const body = (await res.json()) as { timestamp?: string; path?: string };
  return {
    status: res.status,
    body: { ...body, timestamp: undefined, path: body.path?.replace(String(id), ':id') },
  };
}

/** The hidden object's answer equals the unknown id's, and it is a 404. */
async function expectSameAsMissing(cookie: string, request: (id: number) => Request, hiddenId: number) {
  const hidden = await answer(cookie, request(hiddenId), hiddenId);
  const missing = await answer(cookie, request(MISSING), MISSING);
  expect(hidden.status).toBe(404);
  expect(hidden).toEqual(missing);
}

/**
 * The owner (approved): a public project with an open position and a partner-only one shared with a group holding
 * the partner; a public bench with a talent. The applicant applied to the public position. A third company reads
 * what is public and nothing more.
 */
async function scene() {
  const owner = await userWithCompany(t, { approved: true });
  const partner = await userWithCompany(t, { approved: true });
  const applicant = await userWithCompany(t, { approved: true });
  const third = await userWithCompany(t, { approved: true });
  const group = await createGroup(t, owner.cookie, 'Close partners', [partner.company.id]);
  const project = await createProject(t, owner.cookie);
  const position = await createPosition(t, owner.cookie, project.id);
  const partnerProject = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
  const partnerPosition = await createPosition(t, owner.cookie, partnerProject.id);
  const talent = await send(t, 'POST', '/api/companies/talents', owner.cookie, talentBody());
  const ownerTalent = (await talent.json()) as { id: number };
  const application = await applyWithNewTalent(t, applicant.cookie, position.id);
  const thirdTalent = (await (await send(t, 'POST', '/api/companies/talents', third.cookie, talentBody())).json()) as {
    id: number;
  };
  return {
    owner,
    partner,
    applicant,
    third,
    group,
    project,
    position,
    partnerPosition,
    ownerTalent,
    application,
    thirdTalent,
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;
let s: Scene;
beforeAll(async () => {
  s = await scene();
}, 30_000);

describe('applying', () => {
  it('to a position the caller cannot see answers as an unknown position', async () => {
    await expectSameAsMissing(
      s.third.cookie,
      (positionId) => ({
        method: 'POST',
        url: '/api/companies/apply',
        json: { positionId, talentId: s.thirdTalent.id, rate: 40, availableFrom: today() },
      }),
      s.partnerPosition.id,
    );
  });

  it('with another company’s talent answers as an unknown talent, readable or not', async () => {
    const request = (talentId: number): Request => ({
      method: 'POST',
      url: '/api/companies/apply',
      json: { positionId: s.partnerPosition.id, talentId, rate: 40, availableFrom: today() },
    });
    // The owner's talent is on a public bench: the partner can read it, and still cannot apply with it.
    expect((await send(t, 'GET', `/api/companies/talents/${s.ownerTalent.id}`, s.partner.cookie)).status).toBe(200);
    await expectSameAsMissing(s.partner.cookie, request, s.ownerTalent.id);
    await expectSameAsMissing(s.partner.cookie, request, s.thirdTalent.id);
  });
});

describe('another company’s talent', () => {
  it('answers every change as an unknown talent, though the caller can read it', async () => {
    const id = s.ownerTalent.id;
    expect((await send(t, 'GET', `/api/companies/talents/${id}`, s.third.cookie)).status).toBe(200);
    await expectSameAsMissing(
      s.third.cookie,
      (x) => ({ method: 'PUT', url: `/api/companies/talents/${x}`, json: talentBody() }),
      id,
    );
    await expectSameAsMissing(s.third.cookie, (x) => ({ method: 'DELETE', url: `/api/companies/talents/${x}` }), id);
    await expectSameAsMissing(
      s.third.cookie,
      (x) => ({ method: 'PUT', url: `/api/companies/talents/${x}/cv`, file: { bytes: PDF, name: 'cv.pdf' } }),
      id,
    );
    await expectSameAsMissing(s.third.cookie, (x) => ({ method: 'GET', url: `/api/companies/talents/${x}/cv` }), id);
  });
});

describe('another company’s application', () => {
  const reads = ['', '/talent', '/cv'];

  it('answers every read and decision of a non-party as an unknown application', async () => {
    const id = s.application.id;
    for (const cookie of [s.third.cookie, s.partner.cookie]) {
      for (const tail of reads)
        await expectSameAsMissing(
          cookie,
          (x) => ({ method: 'GET', url: `/api/companies/applications/${x}${tail}` }),
          id,
        );
      for (const action of ['accept', 'reject', 'cancel'])
        await expectSameAsMissing(
          cookie,
          (x) => ({ method: 'PUT', url: `/api/companies/applications/${action}/${x}`, json: {} }),
          id,
        );
    }
  });

  it('answers upload-cv for another company’s application as for an unknown one', async () => {
    await expectSameAsMissing(
      s.third.cookie,
      (x) => ({
        method: 'POST',
        url: `/api/companies/upload-cv?application_id=${x}`,
        file: { bytes: PDF, name: 'cv.pdf' },
      }),
      s.application.id,
    );
  });

  it('answers the received list of another company’s position as for an unknown position', async () => {
    await expectSameAsMissing(
      s.applicant.cookie,
      (x) => ({ method: 'GET', url: `/api/companies/applications?positionId=${x}` }),
      s.position.id,
    );
  });
});

describe('another company’s partner group', () => {
  it('answers reading, changing, deleting and sharing with it as an unknown group', async () => {
    const id = s.group.id;
    await expectSameAsMissing(s.partner.cookie, (x) => ({ method: 'GET', url: `/api/companies/partners/${x}` }), id);
    await expectSameAsMissing(
      s.partner.cookie,
      (x) => ({
        method: 'PUT',
        url: `/api/companies/partners/${x}`,
        json: { name: 'Mine now', companyIds: [s.third.company.id] },
      }),
      id,
    );
    await expectSameAsMissing(
      s.partner.cookie,
      (x) => ({ method: 'DELETE', url: `/api/companies/partners?partnerGroupId=${x}` }),
      id,
    );
    await expectSameAsMissing(
      s.partner.cookie,
      (x) => ({ method: 'POST', url: '/api/projects', json: projectBody({ partnerOnly: true, partnerGroups: [x] }) }),
      id,
    );
    await expectSameAsMissing(
      s.partner.cookie,
      (x) => ({
        method: 'PUT',
        url: '/api/companies/my-talents/publicity',
        json: { public: false, partnerGroupIds: [x] },
      }),
      id,
    );
  });
});

describe('another company’s project and position', () => {
  it('answers every change as an unknown id, though the caller can read them', async () => {
    const { project, position } = s;
    expect((await send(t, 'GET', `/api/projects/${project.id}`, s.third.cookie)).status).toBe(200);
    const cookie = s.third.cookie;
    await expectSameAsMissing(
      cookie,
      (x) => ({ method: 'PUT', url: `/api/projects/${x}`, json: projectBody() }),
      project.id,
    );
    await expectSameAsMissing(cookie, (x) => ({ method: 'DELETE', url: `/api/projects/${x}` }), project.id);
    await expectSameAsMissing(cookie, (x) => ({ method: 'POST', url: `/api/projects/${x}/reactivate` }), project.id);
    await expectSameAsMissing(
      cookie,
      (x) => ({ method: 'POST', url: '/api/positions', json: positionBody(x) }),
      project.id,
    );
    await expectSameAsMissing(
      cookie,
      (x) => ({ method: 'PUT', url: `/api/positions/${x}`, json: { ...positionBody(project.id), statusId: 1 } }),
      position.id,
    );
    await expectSameAsMissing(
      cookie,
      (x) => ({ method: 'PUT', url: `/api/positions/${x}/status?statusId=4` }),
      position.id,
    );
    await expectSameAsMissing(cookie, (x) => ({ method: 'DELETE', url: `/api/positions/${x}` }), position.id);
  });
});

describe('another company’s pictures', () => {
  it('answers an upload naming another company as one naming an unknown company', async () => {
    for (const kind of ['image', 'banner'])
      await expectSameAsMissing(
        s.third.cookie,
        (x) => ({ method: 'POST', url: `/api/upload-${kind}?company_id=${x}`, file: { bytes: PNG, name: 'logo.png' } }),
        s.owner.company.id,
      );
  });
});
