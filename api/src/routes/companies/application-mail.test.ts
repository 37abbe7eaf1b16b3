import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@benchlink/contracts/companies';
import { companyBody, send, userWithCompany } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('how a company hears of received applications (applicationMail)', () => {
  it('is INSTANT for a new company, changes with a profile save, and stays when a save leaves it out', async () => {
    const member = await userWithCompany(t, { approved: true });
    const own = async () =>
      (await (await send(t, 'GET', `/api/companies/${member.company.id}`, member.cookie)).json()) as Company;
    expect((await own()).applicationMail).toBe('INSTANT');
    const name = (await own()).name;
    const saved = await send(t, 'PUT', '/api/companies', member.cookie, {
      ...companyBody({ name }),
      applicationMail: 'DAILY_DIGEST',
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Company).applicationMail).toBe('DAILY_DIGEST');
    expect((await send(t, 'PUT', '/api/companies', member.cookie, companyBody({ name }))).status).toBe(200);
    expect((await own()).applicationMail).toBe('DAILY_DIGEST');
  });

  it('accepts only its three choices, and other companies never see it', async () => {
    const member = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const name = (
      (await (await send(t, 'GET', `/api/companies/${member.company.id}`, member.cookie)).json()) as Company
    ).name;
    const bad = await send(t, 'PUT', '/api/companies', member.cookie, {
      ...companyBody({ name }),
      applicationMail: 'SMS',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      applicationMail: 'must be one of: INSTANT, DAILY_DIGEST, OFF',
    });
    const seen = (await (await send(t, 'GET', `/api/companies/${member.company.id}`, other.cookie)).json()) as Company;
    expect(seen).not.toHaveProperty('applicationMail');
  });
});
