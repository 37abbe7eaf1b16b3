// Keyword search finds a word by every prefix a person types, also one longer than the word's stem ("automat" for
// "automation", stemmed "autom"), on both engines; stemming still finds other forms of a word, and a stemmed hit ranks
// above a bare prefix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { Talent } from '@benchlink/contracts/talents';
import { send, userWithCompany } from '../test/companies';
import { createPosition, createProject, positionBody } from '../test/projects';
import { talentBody } from '../test/talents';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T>(cookie: string, url: string): Promise<T> {
  const res = await send(t, 'GET', url, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
const ids = (page: Paged<{ id: number }>) => page.content.map((item) => item.id);

/** Every prefix of `word`, from one letter to the whole word. */
const prefixesOf = (word: string) => Array.from(word, (_, index) => word.slice(0, index + 1));

/**
 * The owner posts a position whose description names "automation" and "zorbulate" (a made-up word) and one that names
 * neither; the reader's bench holds a talent described with the same two words and one without them. `positions(q)`
 * and `talents(q)` are what a search finds of these (other tests' listings share the database), best first.
 */
async function scene() {
  const owner = await userWithCompany(t, { approved: true });
  const reader = await userWithCompany(t, { approved: true });
  const project = await createProject(t, owner.cookie, { name: 'Back office' });
  const found = await createPosition(t, owner.cookie, project.id, {
    description: 'Build test automation that can zorbulate the quarterly ledgers.',
  });
  const other = await createPosition(t, owner.cookie, project.id, {
    description: 'Keep the payment services fast, observable and well tested.',
  });
  const createTalent = async (description: string) => {
    const res = await send(t, 'POST', '/api/companies/talents', reader.cookie, talentBody({ description }));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Talent;
  };
  const talent = await createTalent('Writes automation to zorbulate nightly reports.');
  const otherTalent = await createTalent('Keeps payment services fast.');
  const ours = (listings: number[]) => (id: number) => listings.includes(id);
  const positions = async (q: string) =>
    ids(
      await getJson<Paged<BrowsedPosition>>(reader.cookie, `/api/positions?pageSize=100&q=${encodeURIComponent(q)}`),
    ).filter(ours([found.id, other.id]));
  const talents = async (q: string) =>
    ids(
      await getJson<Paged<Talent>>(owner.cookie, `/api/companies/talents?pageSize=100&q=${encodeURIComponent(q)}`),
    ).filter(ours([talent.id, otherTalent.id]));
  return { owner, reader, project, found, other, talent, otherTalent, positions, talents };
}

describe('keyword search by prefix', () => {
  it('finds a position and a talent by every prefix of their words, also one longer than the stem', async () => {
    const s = await scene();
    for (const word of ['automation', 'zorbulate']) {
      for (const prefix of prefixesOf(word)) {
        expect(await s.positions(prefix), prefix).toContain(s.found.id);
        expect(await s.talents(prefix), prefix).toContain(s.talent.id);
      }
    }
    // From two letters on, these prefixes name the listings holding the words only.
    for (const prefix of ['automat', 'automati', 'zorbulat', 'zorb', 'zo']) {
      expect(await s.positions(prefix), prefix).toEqual([s.found.id]);
      expect(await s.talents(prefix), prefix).toEqual([s.talent.id]);
    }
    // Every word of a search must match, each on the index that knows it.
    expect(await s.positions('automat zorbulat quarterl')).toEqual([s.found.id]);
    expect(await s.positions('automat nothingmatches')).toEqual([]);
    expect(await s.talents('zorbulat nightl')).toEqual([s.talent.id]);
    expect(await s.talents('zorbulat ledger')).toEqual([]);
  });

  it('still finds other forms of a word by its stem', async () => {
    const s = await scene();
    for (const form of ['automated', 'automating', 'zorbulated', 'zorbulating', 'ledger']) {
      expect(await s.positions(form), form).toEqual([s.found.id]);
    }
    for (const form of ['automated', 'zorbulates', 'reporting']) {
      expect(await s.talents(form), form).toEqual([s.talent.id]);
    }
  });

  it('follows an edit: the new words are found by their prefixes, the old ones no longer', async () => {
    const s = await scene();
    const edit = await send(t, 'PUT', `/api/positions/${s.found.id}`, s.owner.cookie, {
      ...positionBody(s.project.id),
      description: 'Orchestrate the frobnicator clusters of the data centre.',
      statusId: 1,
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await s.positions('frobnicat')).toEqual([s.found.id]);
    expect(await s.positions('orchestrat')).toEqual([s.found.id]);
    expect(await s.positions('zorbulat')).toEqual([]);
  });

  it('ranks a listing holding the word or its stem above one where it is only the prefix of a longer word', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { name: 'Arcade' });
    // "vendomation" is stemmed "vendom", which a search for "vendomat" (its own stem) does not match: only the
    // unstemmed words find it, however often the listing names it.
    const prefixOnly = await createPosition(t, owner.cookie, project.id, {
      description: 'Vendomation, vendomation and more vendomation for the arcade floor.',
    });
    const exact = await createPosition(t, owner.cookie, project.id, {
      description: 'Restock the old vendomat machines once a week.',
    });
    const found = async (query: string) =>
      ids(await getJson<Paged<BrowsedPosition>>(reader.cookie, `/api/positions?pageSize=100&${query}`)).filter(
        (id) => id === exact.id || id === prefixOnly.id,
      );
    expect(await found('q=vendomat')).toEqual([exact.id, prefixOnly.id]);
    expect(await found('q=vendomat&sort=relevance')).toEqual([exact.id, prefixOnly.id]);
    // Where both hold the word's stem ("vendom"), relevance orders them: the listing naming it three times first, though
    // ties go to the newer listing (`exact`).
    expect(exact.id).toBeGreaterThan(prefixOnly.id);
    expect(await found('q=vendom')).toEqual([prefixOnly.id, exact.id]);
  });
});
