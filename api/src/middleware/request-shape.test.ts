import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@benchlink/contracts/applications';
import { BAD_TEXT_MESSAGE, TOO_DEEP_MESSAGE } from '../lib/text';
import { MALFORMED_MULTIPART_MESSAGE, NOT_MULTIPART_MESSAGE } from '../lib/multipart';
import { originOf, send, userWithCompany } from '../test/companies';
import { createPosition, createProject } from '../test/projects';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = {
  status: number;
  error: string;
  message: string[];
  field?: string[];
  fields?: Record<string, string>;
  path: string;
};

/** A request with a raw body, from our origin. */
const raw = (method: string, url: string, cookie: string, body: BodyInit, contentType?: string) =>
  t.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: originOf(t), ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('control characters and lone surrogates', () => {
  it('refuses them in any JSON field, nested or a key, with 400 on that field', async () => {
    const { cookie } = await userWithCompany(t);
    const cases: Array<[unknown, string]> = [
      [{ name: 'Java\u0000', skills: [10] }, 'name'],
      [{ name: 'Java\u0007beep', skills: [10] }, 'name'],
      [{ name: 'Java\u007f', skills: [10] }, 'name'],
      [{ name: 'Half \ud800 a pair', skills: [10] }, 'name'],
      [{ name: 'Other half \udc00', skills: [10] }, 'name'],
      [{ name: 'Java', skills: [10], extra: { deep: ['fine', 'not\u0000fine'] } }, 'extra.deep.1'],
      [{ name: 'Java', skills: [10], 'bad\u0000key': 1 }, 'bad\u0000key'],
    ];
    for (const [body, field] of cases) {
      const res = await send(t, 'POST', '/api/companies/filters', cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()) as ErrorBody, JSON.stringify(body)).toMatchObject({
        field: [field],
        message: [BAD_TEXT_MESSAGE],
      });
    }
    // Tab, line breaks and a whole surrogate pair (an emoji) are text like any other.
    expect(
      (await send(t, 'POST', '/api/companies/filters', cookie, { name: 'Java\tand 😀', skills: [10] })).status,
    ).toBe(201);
  });

  it('refuses them in the query string', async () => {
    const { cookie } = await userWithCompany(t);
    for (const query of ['rate=1%00', 'skills=10&skills=%01', 'nothing=%7F', 'bad%00name=1']) {
      const res = await send(t, 'GET', `/api/positions?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).message, query).toEqual([BAD_TEXT_MESSAGE]);
    }
    // A lone surrogate cannot be written in UTF-8: its CESU-8 bytes (like an overlong NUL) are not decoded into one,
    // so a query cannot carry it (findBadText would refuse it, lib/text.test.ts); an id made of them is not a number.
    for (const bytes of ['%ED%A0%80', '%C0%80']) {
      expect((await send(t, 'GET', `/api/positions?unused=${bytes}`, cookie)).status, bytes).toBe(200);
      expect((await send(t, 'GET', `/api/positions?rate=${bytes}`, cookie)).status, bytes).toBe(400);
    }
    expect((await send(t, 'GET', '/api/positions?rate=40', cookie)).status).toBe(200);
  });

  it('refuses them in a multipart text field', async () => {
    const { cookie } = await userWithCompany(t, { approved: true });
    const form = new FormData();
    form.set('positionId', '1');
    form.set('rate', '40\u0000');
    form.set('availableFrom', new Date().toISOString().slice(0, 10));
    const res = await raw('POST', '/api/companies/apply', cookie, form);
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({ field: ['rate'], message: [BAD_TEXT_MESSAGE] });
  });
});

describe('request bodies', () => {
  it('answers 400, not 500, to JSON nested deeper than the contracts ever go', async () => {
    const { cookie } = await userWithCompany(t);
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const res = await raw(
      'POST',
      '/api/companies/filters',
      cookie,
      `{"name":"Deep","skills":[10],"x":${deep}}`,
      'application/json',
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toEqual([TOO_DEEP_MESSAGE]);
  });

  it('answers 413 to a JSON body over 1 MB, in the error shape', async () => {
    const { cookie } = await userWithCompany(t);
    const big = JSON.stringify({ name: 'Big', skills: [10], padding: 'x'.repeat(1024 * 1024) });
    const res = await raw('POST', '/api/companies/filters', cookie, big, 'application/json');
    expect(res.status).toBe(413);
    expect((await res.json()) as ErrorBody).toMatchObject({
      status: 413,
      message: ['The request body is too large.'],
      path: '/api/companies/filters',
    });
    // Just under the limit it is read (and stripped of the unknown field).
    const fits = JSON.stringify({ name: 'Fits', skills: [10], padding: 'x'.repeat(1000 * 1000) });
    expect((await raw('POST', '/api/companies/filters', cookie, fits, 'application/json')).status).toBe(201);
  });

  it('lets a 2 MB multipart upload through the size check', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const applicant = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie);
    const position = await createPosition(t, owner.cookie, project.id);
    const cv = new Uint8Array(2 * 1024 * 1024);
    cv.set(PDF);
    const form = new FormData();
    form.set('positionId', String(position.id));
    form.set('rate', '40');
    form.set('availableFrom', new Date().toISOString().slice(0, 10));
    form.set('file', new Blob([cv]), 'cv.pdf');
    const res = await raw('POST', '/api/companies/apply', applicant.cookie, form);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as Application).hasCv).toBe(true);
  });

  it('answers 400 to a malformed multipart form and 415 to another content type on every upload route', async () => {
    const { cookie, company } = await userWithCompany(t, { approved: true });
    const broken = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno closing boundary';
    const uploads = [
      '/api/companies/images/set',
      `/api/upload-image?company_id=${company.id}`,
      `/api/upload-banner?company_id=${company.id}`,
      '/api/companies/upload-cv?application_id=1',
    ];
    for (const url of uploads) {
      const malformed = await raw('POST', url, cookie, broken, 'multipart/form-data; boundary=xyz');
      expect(malformed.status, url).toBe(400);
      expect(((await malformed.json()) as ErrorBody).message, url).toEqual([MALFORMED_MULTIPART_MESSAGE]);
      const noBoundary = await raw('POST', url, cookie, 'file=x', 'multipart/form-data');
      expect(noBoundary.status, url).toBe(400);
      for (const [type, body] of [
        ['application/json', '{"file":"x"}'],
        ['application/x-www-form-urlencoded', 'file=x'],
        ['text/plain', 'x'],
      ] as const) {
        const wrong = await raw('POST', url, cookie, body, type);
        expect(wrong.status, `${url} ${type}`).toBe(415);
        expect(((await wrong.json()) as ErrorBody).message, url).toEqual([NOT_MULTIPART_MESSAGE]);
      }
    }
    // Applying takes JSON or multipart: a broken form is a 400, never a 500.
    const apply = await raw('POST', '/api/companies/apply', cookie, broken, 'multipart/form-data; boundary=xyz');
    expect(apply.status).toBe(400);
  });
});

describe('JSON routes never answer 500 to odd bodies', () => {
  it('PUT /api/companies/filters/{id}: {} , a non-JSON body and a huge number are 400', async () => {
    const { cookie } = await userWithCompany(t);
    const created = await send(t, 'POST', '/api/companies/filters', cookie, { name: 'Odd bodies', skills: [10] });
    const { id } = (await created.json()) as { id: number };
    const put = (body: string, type = 'application/json') =>
      raw('PUT', `/api/companies/filters/${id}`, cookie, body, type);

    const empty = await put('{}');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).message).toEqual(['Send at least one of name, skills and isEnabled.']);

    const notJson = await put('{"name": "unfinished');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as ErrorBody).message).toEqual(['The request body must be valid JSON.']);
    expect((await put('name=x', 'text/plain')).status).toBe(400);

    for (const body of [
      '{"a":1e999999}',
      '{"isEnabled":1e999999}',
      '{"skills":[1e999999]}',
      '{"name":"x","skills":[-1e999999]}',
      '[]',
      'null',
      '"text"',
      '12',
    ]) {
      const res = await put(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as ErrorBody).status, body).toBe(400);
    }
    // The filter is unchanged.
    const list = (await (await send(t, 'GET', '/api/companies/filters', cookie)).json()) as Array<{
      id: number;
      name: string;
      isEnabled: boolean;
    }>;
    expect(list.find((filter) => filter.id === id)).toMatchObject({ name: 'Odd bodies', isEnabled: true });
    expect((await put('{"isEnabled":false}')).status).toBe(200);
  });
});

describe('ids in paths and queries', () => {
  it.each([
    ['0x1', 'must be a number'],
    ['+1', 'must be a number'],
    ['%201', 'must be a number'],
    ['1%20', 'must be a number'],
    ['1e0', 'must be a number'],
    ['01', 'must be a number'],
    ['abc', 'must be a number'],
    ['1.5', 'must be a whole number'],
    ['0', 'must be a positive number'],
    ['-3', 'must be a positive number'],
  ])('refuses %s with 400: %s', async (id, message) => {
    const { cookie } = await userWithCompany(t);
    const inPath = await send(t, 'GET', `/api/projects/${id}`, cookie);
    expect(inPath.status).toBe(400);
    expect(((await inPath.json()) as ErrorBody).fields).toEqual({ id: message });
    const inQuery = await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${id}`, cookie);
    expect(inQuery.status).toBe(400);
    expect(((await inQuery.json()) as ErrorBody).fields).toEqual({ partnerGroupId: message });
  });

  it('reads a plain decimal id', async () => {
    const { cookie } = await userWithCompany(t);
    expect((await send(t, 'GET', '/api/projects/999999', cookie)).status).toBe(404);
    expect((await send(t, 'DELETE', '/api/companies/partners?partnerGroupId=999999', cookie)).status).toBe(404);
  });
});
