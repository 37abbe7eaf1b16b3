import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS_PER_POSITION_MAX, type PartialPosition, type Position } from '@benchlink/contracts/positions';
import { positions, positionSkills } from '../../db/schema/projects';
import { locations } from '../../db/schema/reference';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject, positionBody } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

async function ownerWithProject(options: { approved?: boolean } = {}) {
  const owner = await userWithCompany(t, options);
  const project = await createProject(t, owner.cookie);
  return { ...owner, project };
}

const messageFor = (body: ErrorBody, field: string) => body.message[body.field?.indexOf(field) ?? -1];

describe('POST /api/positions', () => {
  it('creates an Opened position: 201 with the request fields and what readers need', async () => {
    const { cookie, project, company } = await ownerWithProject();
    const res = await send(
      t,
      'POST',
      '/api/positions',
      cookie,
      positionBody(project.id, {
        responsibilities: ['Write unit and integration tests', 'Write unit and integration tests'],
      }),
    );
    expect(res.status).toBe(201);
    const position = (await res.json()) as Position;
    expect(position).toMatchObject({
      projectId: project.id,
      patternId: 2,
      seniority: 3,
      workMode: [3],
      rate: { min: 40, max: 60 },
      requiredSkills: [{ skillId: 10, months: 24 }],
      optionalSkills: [12],
      minYearsExperience: 3,
      hoursPerWeek: 40,
      responsibilities: ['Write unit and integration tests'],
      hiringProcess: 'Two interviews',
      statusId: 1,
      status: 'Opened',
      isActive: true,
      project: { id: project.id, name: project.name, partnerOnly: false, companyId: company.id },
      applicationCount: 0,
      acceptedCount: 0,
      views: 0,
    });
    expect(position.role.id).toBe(2);
    expect(position.seniorityLabel).toBeTruthy();
    expect(position.location).toBeUndefined();
  });

  it('answers the product messages for every rule', async () => {
    const { cookie, project } = await ownerWithProject();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ workMode: [1] }, 'locations', 'When office or hybrid is selected, location is required'],
      [{ workMode: [] }, 'workMode', 'Choose at least one work mode'],
      [{ requiredSkills: [] }, 'requiredSkills', 'Choose at least one required skill'],
      [{ optionalSkills: [10] }, 'optionalSkills', 'A skill cannot be both required and optional'],
      [{ rate: { min: 70, max: 60 } }, 'rate.min', 'Minimum rate cannot be greater than maximum rate'],
      [{ rate: { max: 60 } }, 'rate.min', 'Maximum rate is set to 60, but no minimum rate is defined'],
      [{ rate: { min: 10.5 } }, 'rate.min', 'must be a whole amount of euros'],
      [{ rate: { min: -1 } }, 'rate.min', 'cannot be negative'],
      [{ hoursPerWeek: 0 }, 'hoursPerWeek', 'must be greater than 0'],
      [{ hoursPerWeek: 81 }, 'hoursPerWeek', 'must be less than 81'],
      [{ hoursPerWeek: undefined }, 'hoursPerWeek', 'is required'],
      [{ minYearsExperience: 51 }, 'minYearsExperience', 'must be less than 51'],
      [{ hiringProcess: 'x'.repeat(513) }, 'hiringProcess', 'must not exceed 512 characters'],
      [{ description: 'short' }, 'description', 'must be at least 30 characters'],
      [{ description: 'x'.repeat(3001) }, 'description', 'must not exceed 3000 characters'],
      [{ patternId: undefined }, 'patternId', 'is required'],
      [{ seniority: undefined }, 'seniority', 'is required'],
      [{ responsibilities: ['Juggle'] }, 'responsibilities', 'Choose responsibilities from the list'],
      [{ requiredSkills: [{ skillId: 2, months: 1 }] }, 'requiredSkills', /assignable/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(t, 'POST', '/api/positions', cookie, positionBody(project.id, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      if (typeof message === 'string') expect(messageFor(body, field), JSON.stringify(body)).toBe(message);
      else expect(messageFor(body, field), JSON.stringify(body)).toMatch(message);
    }
  });

  it('answers 404 for unknown referenced ids and keeps a location only for office or hybrid work', async () => {
    const { cookie, project } = await ownerWithProject();
    for (const overrides of [
      { patternId: 9999 },
      { seniority: 9999 },
      { workMode: [9] },
      { requiredSkills: [{ skillId: 99999, months: 1 }] },
    ]) {
      expect(
        (await send(t, 'POST', '/api/positions', cookie, positionBody(project.id, overrides))).status,
        JSON.stringify(overrides),
      ).toBe(404);
    }
    expect((await send(t, 'POST', '/api/positions', cookie, positionBody(999_999))).status).toBe(404);
    const unknownPlace = await send(
      t,
      'POST',
      '/api/positions',
      cookie,
      positionBody(project.id, { workMode: [2], locations: [3, 999] }),
    );
    expect(unknownPlace.status).toBe(404);
    expect(((await unknownPlace.json()) as ErrorBody).message).toEqual(['Location not found: 999']);
    const read = async (id: number) =>
      (await (await send(t, 'GET', `/api/positions/${id}`, cookie)).json()) as Position;
    const remote = await createPosition(t, cookie, project.id, { workMode: [3], locations: [3] });
    expect(await read(remote.id)).toMatchObject({ locations: [] });
    expect((await read(remote.id)).location).toBeUndefined();
    // The first API's single `location` still works, and joins `locations`.
    const hybrid = await createPosition(t, cookie, project.id, { workMode: [2, 3], location: 3 });
    expect(await read(hybrid.id)).toMatchObject({ locations: [3], location: 3 });
  });

  it('names several places, whole countries among them, each once', async () => {
    const { cookie, project } = await ownerWithProject();
    const [germany] = await t.db.select().from(locations).where(eq(locations.name, 'Germany'));
    const res1 = await send(t, 'POST', '/api/positions', cookie, {
      ...positionBody(project.id, { workMode: [2], locations: [germany!.id, 2, 2] }),
      location: 2,
    });
    expect(res1.status).toBe(201);
    expect(((await res1.json()) as Position).locations).toEqual([2, germany!.id]);
    const tooMany = Array.from({ length: LOCATIONS_PER_POSITION_MAX + 1 }, (_, index) => index + 1);
    const res = await send(t, 'POST', '/api/positions', cookie, positionBody(project.id, { locations: tooMany }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).field).toEqual(['locations']);
  });

  it('refuses a position in another company’s project: 404, readable or not', async () => {
    const owner = await ownerWithProject({ approved: true });
    const other = await userWithCompany(t);
    expect((await send(t, 'POST', '/api/positions', other.cookie, positionBody(owner.project.id))).status).toBe(404);
    const secret = await createProject(t, owner.cookie, { partnerOnly: true });
    expect((await send(t, 'POST', '/api/positions', other.cookie, positionBody(secret.id))).status).toBe(404);
  });
});

describe('PUT /api/positions/{id} and status', () => {
  it('replaces the whole position, optional skills included', async () => {
    const { cookie, project } = await ownerWithProject();
    const position = await createPosition(t, cookie, project.id);
    const res = await send(t, 'PUT', `/api/positions/${position.id}`, cookie, {
      ...positionBody(project.id, {
        optionalSkills: [],
        requiredSkills: [{ skillId: 12, months: 6 }],
        workMode: [1],
        locations: [2, 5],
      }),
      statusId: 1,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      optionalSkills: [],
      requiredSkills: [{ skillId: 12, months: 6 }],
      locations: [2, 5],
    });
    expect(await t.db.select().from(positionSkills).where(eq(positionSkills.positionId, position.id))).toHaveLength(1);
  });

  it('needs a close reason for Other and clears it for any other status', async () => {
    const { cookie, project } = await ownerWithProject();
    const position = await createPosition(t, cookie, project.id);
    const missing = await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=5`, cookie);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).field).toEqual(['customCloseReason']);
    const tooLong = await send(
      t,
      'PUT',
      `/api/positions/${position.id}/status?statusId=5&customCloseReason=${'x'.repeat(256)}`,
      cookie,
    );
    expect(tooLong.status).toBe(400);

    const closed = await send(
      t,
      'PUT',
      `/api/positions/${position.id}/status?statusId=5&customCloseReason=Client%20paused`,
      cookie,
    );
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      statusId: 5,
      status: 'Other',
      customCloseReason: 'Client paused',
      isActive: false,
    });
    const project2 = (await (await send(t, 'GET', `/api/projects/${project.id}`, cookie)).json()) as {
      inactiveReason?: string;
    };
    expect(project2.inactiveReason).toBe('NO_OPEN_POSITIONS');

    const reopened = (await (
      await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=1&customCloseReason=ignored`, cookie)
    ).json()) as Position;
    expect(reopened.customCloseReason).toBeUndefined();
    expect(reopened.isActive).toBe(true);
    expect((await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=99`, cookie)).status).toBe(404);
  });

  it('keeps a close reason through a whole-position save only for Other, and needs one there', async () => {
    const { cookie, project } = await ownerWithProject();
    const position = await createPosition(t, cookie, project.id);
    const put = (body: Record<string, unknown>) =>
      send(t, 'PUT', `/api/positions/${position.id}`, cookie, { ...positionBody(project.id), ...body });
    const missing = await put({ statusId: 5 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).field).toEqual(['customCloseReason']);
    expect(await (await put({ statusId: 5, customCloseReason: 'Budget cut' })).json()).toMatchObject({
      customCloseReason: 'Budget cut',
    });
    expect(await (await put({ statusId: 5 })).json()).toMatchObject({ customCloseReason: 'Budget cut' });
    expect(((await (await put({ statusId: 4 })).json()) as Position).customCloseReason).toBeUndefined();
  });

  it('lets only the owner change or delete: 404 for a reader, others and missing ids', async () => {
    const owner = await ownerWithProject({ approved: true });
    const reader = await userWithCompany(t);
    const position = await createPosition(t, owner.cookie, owner.project.id);
    expect((await send(t, 'GET', `/api/positions/${position.id}`, reader.cookie)).status).toBe(200);
    expect((await send(t, 'PUT', `/api/positions/${position.id}/status?statusId=4`, reader.cookie)).status).toBe(404);
    expect(
      (
        await send(t, 'PUT', `/api/positions/${position.id}`, reader.cookie, {
          ...positionBody(owner.project.id),
          statusId: 1,
        })
      ).status,
    ).toBe(404);
    expect((await send(t, 'DELETE', `/api/positions/${position.id}`, reader.cookie)).status).toBe(404);
    expect((await send(t, 'DELETE', '/api/positions/999999', owner.cookie)).status).toBe(404);

    const secret = await createProject(t, owner.cookie, { partnerOnly: true });
    const hidden = await createPosition(t, owner.cookie, secret.id);
    expect((await send(t, 'GET', `/api/positions/${hidden.id}`, reader.cookie)).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/positions/${hidden.id}`, reader.cookie)).status).toBe(404);
  });

  it('counts views by other readers, and deletes with 204', async () => {
    const owner = await ownerWithProject({ approved: true });
    const reader = await userWithCompany(t);
    const position = await createPosition(t, owner.cookie, owner.project.id);
    await send(t, 'GET', `/api/positions/${position.id}`, reader.cookie);
    await send(t, 'GET', `/api/positions/${position.id}`, owner.cookie);
    expect(
      ((await (await send(t, 'GET', `/api/positions/${position.id}`, owner.cookie)).json()) as Position).views,
    ).toBe(1);
    // Counted in memory, then written in a batch: reading a position does not write.
    const stored = async () =>
      (await t.db.select({ views: positions.views }).from(positions).where(eq(positions.id, position.id)))[0]!.views;
    expect(await stored()).toBe(0);
    await t.viewCounts.flush();
    expect(await stored()).toBe(1);
    await send(t, 'GET', `/api/positions/${position.id}`, reader.cookie);
    expect(
      ((await (await send(t, 'GET', `/api/positions/${position.id}`, owner.cookie)).json()) as Position).views,
    ).toBe(2);
    expect((await send(t, 'DELETE', `/api/positions/${position.id}`, owner.cookie)).status).toBe(204);
    expect((await send(t, 'GET', `/api/positions/${position.id}`, owner.cookie)).status).toBe(404);
  });
});

describe('position lists', () => {
  it('lists a project’s positions and the caller’s partial positions', async () => {
    const owner = await ownerWithProject({ approved: true });
    const group = await createGroup(t, owner.cookie, 'Partial', [
      (await userWithCompany(t, { approved: true })).company.id,
    ]);
    const second = await createProject(t, owner.cookie, {
      name: 'Second',
      partnerOnly: true,
      partnerGroups: [group.id],
    });
    const a = await createPosition(t, owner.cookie, owner.project.id);
    const b = await createPosition(t, owner.cookie, second.id, { patternId: 5, seniority: 2 });
    const list = (await (
      await send(t, 'GET', `/api/projects/${owner.project.id}/positions`, owner.cookie)
    ).json()) as Position[];
    expect(list.map((p) => p.id)).toEqual([a.id]);
    const partial = (await (
      await send(t, 'GET', '/api/companies/positions/partial', owner.cookie)
    ).json()) as PartialPosition[];
    expect(partial).toEqual([
      { id: b.id, patternId: 5, seniorityId: 2, projectId: second.id, projectName: 'Second' },
      { id: a.id, patternId: 2, seniorityId: 3, projectId: owner.project.id, projectName: owner.project.name },
    ]);
  });

  it('serves the 20 responsibilities publicly', async () => {
    const res = await t.app.request('/api/responsibilities');
    expect(res.status).toBe(200);
    const list = (await res.json()) as string[];
    expect(list).toHaveLength(20);
    expect(new Set(list).size).toBe(20);
  });
});
