// A bench its owner can tell apart and that stays fresh: stored CVs, availability confirmation, the freshness rules
// other companies see, and the weekly reminder with its one-click links.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { Talent } from '@benchlink/contracts/talents';
import { availabilityTokens, talents } from '../../db/schema/bench';
import { findJob, runJobAt } from '../../jobs/job';
import { mailTo, send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { talentBody } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://benchlink.example.com' });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function createTalent(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/api/companies/talents', cookie, talentBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Talent;
}

function putCv(cookie: string, talentId: number, bytes: Uint8Array, name = 'cv.pdf') {
  const form = new FormData();
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return t.app.request(`/api/companies/talents/${talentId}/cv`, {
    method: 'PUT',
    headers: { Cookie: cookie, Origin: t.config.publicUrl },
    body: form,
  });
}

/** Moves the talent's last confirmation `days` back. */
const confirmedDaysAgo = (talentId: number, days: number) =>
  t.db
    .update(talents)
    .set({ availabilityConfirmedAt: new Date(Date.now() - days * DAY) })
    .where(eq(talents.id, talentId));

const browsed = async (cookie: string, companyId: number) =>
  (
    (await (
      await send(
        t,
        'GET',
        `/api/companies/talents?companyId=${companyId}&pageSize=100&sort=rate&ascending=true`,
        cookie,
      )
    ).json()) as Paged<Talent>
  ).content;

describe('a talent’s stored CV', () => {
  it('is stored, downloaded and removed by its own company only, and sent when it applies', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const talent = await createTalent(owner.cookie, { reference: 'With CV' });

    expect((await putCv(other.cookie, talent.id, PDF)).status).toBe(404);
    expect((await putCv(owner.cookie, talent.id, new TextEncoder().encode('plain text'), 'cv.txt')).status).toBe(415);
    const stored = await putCv(owner.cookie, talent.id, PDF);
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect(((await stored.json()) as Talent).cv).toMatchObject({ type: 'application/pdf', size: PDF.byteLength });

    const download = await send(t, 'GET', `/api/companies/talents/${talent.id}/cv`, owner.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="cv-talent-${talent.id}.pdf"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect((await send(t, 'GET', `/api/companies/talents/${talent.id}/cv`, other.cookie)).status).toBe(404);
    const seenByOther = (await (
      await send(t, 'GET', `/api/companies/talents/${talent.id}`, other.cookie)
    ).json()) as Talent;
    expect(seenByOther).not.toHaveProperty('cv');

    const positionOwner = await userWithCompany(t, { approved: true });
    const project = await createProject(t, positionOwner.cookie);
    const position = await createPosition(t, positionOwner.cookie, project.id);
    const applied = await send(t, 'POST', '/api/companies/apply', owner.cookie, {
      positionId: position.id,
      talentId: talent.id,
      rate: 40,
      availableFrom: new Date().toISOString().slice(0, 10),
      useTalentCv: true,
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const application = (await applied.json()) as Application;
    // The application keeps its own copy: removing the talent's CV later leaves it as sent.
    expect((await send(t, 'DELETE', `/api/companies/talents/${talent.id}/cv`, owner.cookie)).status).toBe(204);
    const sent = await send(t, 'GET', `/api/companies/applications/${application.id}/cv`, positionOwner.cookie);
    expect(sent.status).toBe(200);
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PDF);
    expect((await send(t, 'DELETE', `/api/companies/talents/${talent.id}/cv`, owner.cookie)).status).toBe(404);

    const another = await createPosition(t, positionOwner.cookie, project.id);
    const without = await send(t, 'POST', '/api/companies/apply', owner.cookie, {
      positionId: another.id,
      talentId: talent.id,
      rate: 40,
      availableFrom: new Date().toISOString().slice(0, 10),
      useTalentCv: true,
    });
    expect(without.status).toBe(400);
  });
});

describe('availability', () => {
  it('is confirmed in one click by its own company; another company’s talent is a 404', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const talent = await createTalent(owner.cookie);
    await confirmedDaysAgo(talent.id, 20);
    expect(
      (await send(t, 'POST', `/api/companies/talents/${talent.id}/confirm-availability`, other.cookie)).status,
    ).toBe(404);
    const res = await send(t, 'POST', `/api/companies/talents/${talent.id}/confirm-availability`, owner.cookie);
    expect(res.status).toBe(200);
    const confirmed = (await res.json()) as Talent;
    expect(confirmed.availabilityStatus).toBe('CONFIRMED');
    expect(Date.now() - Date.parse(confirmed.availabilityConfirmedAt)).toBeLessThan(60_000);
  });

  it('goes stale after 14 days (ranked after fresh ones) and leaves other companies’ lists after 30, not its owner’s', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const cheapStale = await createTalent(owner.cookie, { minRate: 10, maxRate: 20 });
    const fresh = await createTalent(owner.cookie, { minRate: 50, maxRate: 60 });
    const old = await createTalent(owner.cookie, { minRate: 5, maxRate: 10 });
    await confirmedDaysAgo(cheapStale.id, 15);
    await confirmedDaysAgo(old.id, 31);

    const list = await browsed(reader.cookie, owner.company.id);
    // Cheapest first, but the fresh talent before the stale one; the 31-day-old one is gone.
    expect(list.map((talent) => talent.id)).toEqual([fresh.id, cheapStale.id]);
    expect(list.map((talent) => talent.availabilityStatus)).toEqual(['CONFIRMED', 'UNCONFIRMED']);
    expect((await send(t, 'GET', `/api/companies/talents/${old.id}`, reader.cookie)).status).toBe(200);

    const mine = (await (
      await send(t, 'GET', '/api/companies/my-talents?pageSize=100', owner.cookie)
    ).json()) as Paged<Talent>;
    expect(mine.content.find((talent) => talent.id === old.id)?.availabilityStatus).toBe('HIDDEN');

    await send(t, 'POST', `/api/companies/talents/${old.id}/confirm-availability`, owner.cookie);
    expect((await browsed(reader.cookie, owner.company.id)).map((talent) => talent.id)).toEqual([
      old.id,
      fresh.id,
      cheapStale.id,
    ]);
  });

  it('is asked for every Monday at 08:00 with one-click links that work without signing in, until they expire', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const stale = await createTalent(owner.cookie, { reference: 'Stale One' });
    const fresh = await createTalent(owner.cookie, { reference: 'Fresh One' });
    await confirmedDaysAgo(stale.id, 14.5);
    const email = (
      (await (await send(t, 'GET', `/api/companies/${owner.company.id}`, owner.cookie)).json()) as {
        email: string;
      }
    ).email;
    const job = findJob('availability-reminders')!;
    expect(job.schedule.pattern).toBe('0 8 * * 1');
    const monday = new Date();
    expect((await runJobAt(t.db, t.config, job, monday)).ran).toBe(true);
    // Exactly once per moment.
    expect(await runJobAt(t.db, t.config, job, monday)).toEqual({ ran: false, mailCount: 0 });

    const mails = (await mailTo(t, email)).filter((mail) => /confirm the availability/.test(mail.subject));
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(text).toContain('Stale One');
    expect(text).not.toContain('Fresh One');
    const token = /\/confirm-availability\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(fresh.id).toBeGreaterThan(0);

    const confirm = (value: string) =>
      t.app.request('/api/talents/availability-confirmations', {
        method: 'POST',
        headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: value }),
      });
    const done = await confirm(token!);
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ talentId: stale.id, reference: 'Stale One' });
    expect((await confirm(token!)).status).toBe(200);
    await t.db.update(availabilityTokens).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await confirm(token!)).status).toBe(400);
    // The next run clears expired links (the talent, confirmed since, gets no new one).
    const linksOf = () => t.db.select().from(availabilityTokens).where(eq(availabilityTokens.talentId, stale.id));
    expect(await linksOf()).toHaveLength(1);
    await runJobAt(t.db, t.config, job, new Date(monday.getTime() + 7 * DAY));
    expect(await linksOf()).toHaveLength(0);
    const bad = await confirm('not-a-token');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string[] }).message).toEqual(['This link is invalid or has expired']);
  });
});
