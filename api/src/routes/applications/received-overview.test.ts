import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedOverview } from '@benchlink/contracts/applications';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { applyWithNewTalent } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/companies/applications/overall', () => {
  it('counts each position’s applications by state, latest activity first, naming no applicant', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const applicant = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { name: 'Ledger' });
    const quiet = await createPosition(t, owner.cookie, project.id);
    const busy = await createPosition(t, owner.cookie, project.id);
    await createPosition(t, owner.cookie, project.id);
    const apply = (positionId: number) => applyWithNewTalent(t, applicant.cookie, positionId);
    await apply(quiet.id);
    const [first, second] = [await apply(busy.id), await apply(busy.id)];
    await apply(busy.id);
    const withdrawn = await apply(busy.id);
    await send(t, 'PUT', `/api/companies/applications/cancel/${withdrawn.id}`, applicant.cookie);
    await send(t, 'PUT', `/api/companies/applications/accept/${first.id}`, owner.cookie);
    await send(t, 'PUT', `/api/companies/applications/reject/${second.id}`, owner.cookie);

    const res = await send(t, 'GET', '/api/companies/applications/overall', owner.cookie);
    expect(res.status).toBe(200);
    const overview = (await res.json()) as ReceivedOverview[];
    expect(
      overview.map(({ positionId, inProgress, accepted, denied, projectName }) => ({
        positionId,
        inProgress,
        accepted,
        denied,
        projectName,
      })),
    ).toEqual([
      { positionId: busy.id, inProgress: 1, accepted: 1, denied: 1, projectName: 'Ledger' },
      { positionId: quiet.id, inProgress: 1, accepted: 0, denied: 0, projectName: 'Ledger' },
    ]);
    expect(JSON.stringify(overview)).not.toContain(applicant.company.name);
    // The applicant's own received overview is empty: these are not its positions.
    expect(await (await send(t, 'GET', '/api/companies/applications/overall', applicant.cookie)).json()).toEqual([]);
  });
});
