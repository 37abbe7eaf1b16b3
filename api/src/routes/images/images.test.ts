import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_IMAGE_MAX_BYTES,
  SVG_MAX_ELEMENTS,
  SVG_MAX_NESTING,
  SVG_TOO_COMPLEX_MESSAGE,
} from '@benchlink/contracts/companies';
import { companies } from '../../db/schema/companies';
import { createSignedInUser } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { originOf, send, signInAdmin, userWithCompany } from '../../test/companies';
import { sanitizeSvg } from './svg-sanitizer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { status: number; message: string[]; fields?: Record<string, string> };
type CompanyJson = { id: number; image?: string; banner?: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WINDOWS_EXE = Buffer.concat([
  Buffer.from('MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0', 'latin1'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(200)]);
const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
  '<style>.a { fill: #123456; }</style><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
  '<a xlink:href="https://example.com"><rect class="a" width="10" height="10"/></a><use href="#g"/><text x="1" y="5">A &amp; B</text></svg>';

const svgBytes = (text: string) => Buffer.from(text, 'utf8');
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const PIXEL_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

/** The attribute values of a stored SVG, namespace declarations aside (they are URLs by definition). */
const attributeValues = (svg: string) =>
  [...svg.matchAll(/\s([\w:-]+)="([^"]*)"/g)]
    .filter(([, name]) => !name!.startsWith('xmlns'))
    .map(([, , value]) => value!);

/** A multipart POST of the given files, each `[bytes, fileName, declaredType]`. */
function upload(url: string, cookie: string | undefined, files: Record<string, [Uint8Array, string, string] | string>) {
  const form = new FormData();
  for (const [field, value] of Object.entries(files)) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new File([new Uint8Array(value[0])], value[1], { type: value[2] }));
  }
  const headers: Record<string, string> = { Origin: originOf(t) };
  if (cookie) headers.Cookie = cookie;
  return t.app.request(url, { method: 'POST', headers, body: form });
}

const rowOf = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)).limit(1))[0]!;

describe('POST /api/companies/images/set', () => {
  it('stores a logo and a banner and serves them with their type, cache headers and a versioned URL', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [PNG, 'logo.png', 'image/png'],
      banner: [WEBP, 'banner.webp', 'image/webp'],
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as CompanyJson;
    expect(updated.image).toBe(`/api/companies/${company.id}/image?v=1`);
    expect(updated.banner).toBe(`/api/companies/${company.id}/banner?v=1`);

    const image = await send(t, 'GET', updated.image!, cookie);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const banner = await send(t, 'GET', updated.banner!, cookie);
    expect(banner.headers.get('content-type')).toBe('image/webp');
  });

  it('gives a new URL on every upload, removes the old file and revalidates stale URLs', async () => {
    const { cookie, company } = await userWithCompany(t);
    await upload('/api/companies/images/set', cookie, { image: [PNG, 'a.png', 'image/png'] });
    const firstKey = (await rowOf(company.id)).imageKey!;
    const res = await upload('/api/companies/images/set', cookie, { image: [JPEG, 'b.jpg', 'image/jpeg'] });
    expect(((await res.json()) as CompanyJson).image).toBe(`/api/companies/${company.id}/image?v=2`);
    expect(await t.storage.get(firstKey)).toBeNull();
    const stale = await send(t, 'GET', `/api/companies/${company.id}/image?v=1`, cookie);
    expect(stale.headers.get('content-type')).toBe('image/jpeg');
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps the logo when only a banner is sent', async () => {
    const { cookie } = await userWithCompany(t);
    await upload('/api/companies/images/set', cookie, { image: [PNG, 'a.png', 'image/png'] });
    const res = await upload('/api/companies/images/set', cookie, { banner: [PNG, 'b.png', 'image/png'] });
    const updated = (await res.json()) as CompanyJson;
    expect(updated.image).toMatch(/image\?v=1$/);
    expect(updated.banner).toMatch(/banner\?v=1$/);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['SVG', svgBytes(CLEAN_SVG), 'image/svg+xml'],
  ])('accepts a %s image, recognised by content whatever its name', async (_label, bytes, type) => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [bytes, 'upload.bin', 'application/octet-stream'],
    });
    expect(res.status).toBe(200);
    expect((await rowOf(company.id)).imageType).toBe(type);
  });

  it('serves an SVG with a policy that forbids scripts', async () => {
    const { cookie } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [svgBytes(CLEAN_SVG), 'logo.svg', 'image/svg+xml'],
    });
    const served = await send(t, 'GET', ((await res.json()) as CompanyJson).image!, cookie);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it.each([
    ['a Windows executable renamed to .png', WINDOWS_EXE, 'logo.png', 'image/png'],
    ['a Linux executable renamed to .jpg', ELF, 'logo.jpg', 'image/jpeg'],
    ['a GIF', GIF, 'logo.gif', 'image/gif'],
    ['plain text', Buffer.from('just some text'), 'logo.png', 'image/png'],
    ['an HTML page named .svg', Buffer.from('<html><body><svg></svg></body></html>'), 'logo.svg', 'image/svg+xml'],
    ['a malformed SVG', svgBytes('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), 'logo.svg', 'image/svg+xml'],
    [
      'an SVG with a DOCTYPE',
      svgBytes('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG reading a local file through an external entity',
      svgBytes(
        `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG_NS}"><text>&xxe;</text></svg>`,
      ),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG with exponentially nested entities',
      svgBytes(
        `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="${SVG_NS}"><text>&c;</text></svg>`,
      ),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG with a lower-case doctype',
      svgBytes(`<!doctype svg><svg xmlns="${SVG_NS}"/>`),
      'logo.svg',
      'image/svg+xml',
    ],
    // `&colon;` is an HTML entity; XML does not know it, so the file is not well-formed (and no browser would draw it).
    [
      'an SVG using an HTML-only entity',
      svgBytes(`<svg xmlns="${SVG_NS}"><a href="javascript&colon;alert(1)"><rect/></a></svg>`),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG without the SVG namespace',
      svgBytes('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'logo.png', 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, name, type) => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, { image: [bytes, name, type] });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ image: 'Images must be PNG, JPEG, WebP or SVG' });
    expect((await rowOf(company.id)).imageKey).toBeNull();
  });

  it.each([
    ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'a namespaced script element',
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
    ],
    ['an event attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an event attribute on a child', '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK=\'alert(1)\'/></svg>'],
    ['a javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>'],
    [
      'an encoded javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;ava&#x09;script&#58;alert(1)"><rect/></a></svg>',
    ],
    [
      'an animated javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>',
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    ],
    [
      'an embedded HTML document',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/></svg>',
    ],
    [
      'an external script',
      `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"><script xlink:href="https://evil.example/x.js"/></svg>`,
    ],
    [
      'an xlink:href javascript: link',
      `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"><a xlink:href=" javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
    ],
    [
      'an animation rewriting a link',
      `<svg xmlns="${SVG_NS}"><a href="#x"><animate attributeName="href" values="javascript:alert(1)"/><rect/></a></svg>`,
    ],
    [
      'an HTML element with an error handler',
      `<svg xmlns="${SVG_NS}"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></svg>`,
    ],
    [
      'an HTML iframe',
      `<svg xmlns="${SVG_NS}"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></svg>`,
    ],
    ['a <use> of an external file', `<svg xmlns="${SVG_NS}"><use href="https://evil.example/sprite.svg#icon"/></svg>`],
    [
      'a <use> of an embedded SVG document',
      `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"><use xlink:href="data:image/svg+xml;base64,PHN2Zy8+#x"/></svg>`,
    ],
    [
      'an external picture',
      `<svg xmlns="${SVG_NS}"><image href="https://evil.example/pixel.png" width="1" height="1"/></svg>`,
    ],
    [
      'an external filter image',
      `<svg xmlns="${SVG_NS}"><filter id="f"><feImage href="https://evil.example/pixel.png"/></filter></svg>`,
    ],
    [
      'a CSS url(javascript:…) in a style element',
      `<svg xmlns="${SVG_NS}"><style>rect { background: url(javascript:alert(1)) }</style></svg>`,
    ],
    [
      'a CSS url(javascript:…) hidden with escapes',
      `<svg xmlns="${SVG_NS}"><style>rect { background: u\\72 l( "java\\73 cript:alert(1)" ) }</style></svg>`,
    ],
    ['a CSS @import', `<svg xmlns="${SVG_NS}"><style>@import "https://evil.example/x.css";</style></svg>`],
    [
      'a CSS url() to another site in a CDATA style',
      `<svg xmlns="${SVG_NS}"><style><![CDATA[ rect { fill: url(https://evil.example/p.svg#g) } ]]></style></svg>`,
    ],
    [
      'a CSS url() in a style attribute',
      `<svg xmlns="${SVG_NS}"><rect style="background-image: url('https://evil.example/track.png')"/></svg>`,
    ],
    [
      'a url() to another site in a presentation attribute',
      `<svg xmlns="${SVG_NS}"><rect fill="url(https://evil.example/p.svg#g)"/></svg>`,
    ],
  ])('refuses an SVG with %s (400)', async (_label, svg) => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [svgBytes(svg), 'logo.svg', 'image/svg+xml'],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ image: 'SVG images must not contain scripts' });
    expect((await rowOf(company.id)).imageKey).toBeNull();
  });

  it.each([
    ['more elements than the bound', `<svg xmlns="${SVG_NS}">${'<rect/>'.repeat(SVG_MAX_ELEMENTS)}</svg>`],
    [
      'deeper nesting than the bound',
      `<svg xmlns="${SVG_NS}">${'<g>'.repeat(SVG_MAX_NESTING)}${'</g>'.repeat(SVG_MAX_NESTING)}</svg>`,
    ],
  ])('refuses an SVG with %s with 413, before parsing it', async (_label, svg) => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [svgBytes(svg), 'logo.svg', 'image/svg+xml'],
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ image: SVG_TOO_COMPLEX_MESSAGE });
    expect((await rowOf(company.id)).imageKey).toBeNull();
  });

  it('accepts an SVG right at the bounds', async () => {
    const { cookie } = await userWithCompany(t);
    const depth = SVG_MAX_NESTING - 1;
    const svg = `<svg xmlns="${SVG_NS}">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}${'<rect/>'.repeat(SVG_MAX_ELEMENTS - 2 * depth - 2)}</svg>`;
    const res = await upload('/api/companies/images/set', cookie, {
      image: [svgBytes(svg), 'logo.svg', 'image/svg+xml'],
    });
    expect(res.status).toBe(200);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const { cookie } = await userWithCompany(t);
    const big = Buffer.concat([PNG, Buffer.alloc(COMPANY_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload('/api/companies/images/set', cookie, { banner: [big, 'big.png', 'image/png'] });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ banner: 'Images must be at most 5 MB' });
  });

  it('stores nothing when one of the two files is refused', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [PNG, 'a.png', 'image/png'],
      banner: [WINDOWS_EXE, 'b.png', 'image/png'],
    });
    expect(res.status).toBe(415);
    expect((await rowOf(company.id)).imageKey).toBeNull();
  });

  it('rejects a request without files, or with text where a file belongs', async () => {
    const { cookie } = await userWithCompany(t);
    const none = await upload('/api/companies/images/set', cookie, {});
    expect(none.status).toBe(400);
    const text = await upload('/api/companies/images/set', cookie, { image: 'not a file' });
    expect(text.status).toBe(400);
    expect(((await text.json()) as ErrorBody).fields).toEqual({ image: 'must be a file' });
  });

  it('answers 403 to a user without a company and 401 when signed out', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await upload('/api/companies/images/set', cookie, { image: [PNG, 'a.png', 'image/png'] })).status).toBe(
      403,
    );
    expect((await upload('/api/companies/images/set', undefined, { image: [PNG, 'a.png', 'image/png'] })).status).toBe(
      401,
    );
  });
});

describe('DELETE /api/companies/images/{image|banner}', () => {
  it('removes only the named picture, then answers 404', async () => {
    const { cookie, company } = await userWithCompany(t);
    await upload('/api/companies/images/set', cookie, {
      image: [PNG, 'a.png', 'image/png'],
      banner: [PNG, 'b.png', 'image/png'],
    });
    const key = (await rowOf(company.id)).imageKey!;
    const res = await send(t, 'DELETE', '/api/companies/images/image', cookie);
    expect(res.status).toBe(204);
    expect(await rowOf(company.id)).toMatchObject({ imageKey: null, bannerVersion: 1 });
    expect((await rowOf(company.id)).bannerKey).not.toBeNull();
    expect(await t.storage.get(key)).toBeNull();
    expect((await send(t, 'DELETE', '/api/companies/images/image', cookie)).status).toBe(404);
    expect((await send(t, 'GET', `/api/companies/${company.id}/image?v=1`, cookie)).status).toBe(404);
  });

  it('gives a fresh version after a delete and re-upload', async () => {
    const { cookie } = await userWithCompany(t);
    await upload('/api/companies/images/set', cookie, { banner: [PNG, 'a.png', 'image/png'] });
    await send(t, 'DELETE', '/api/companies/images/banner', cookie);
    const res = await upload('/api/companies/images/set', cookie, { banner: [PNG, 'a.png', 'image/png'] });
    expect(((await res.json()) as CompanyJson).banner).toMatch(/banner\?v=2$/);
  });

  it('rejects an unknown picture kind (400 on the kind field) and a user without a company', async () => {
    const { cookie, company } = await userWithCompany(t);
    for (const [method, url] of [
      ['DELETE', '/api/companies/images/avatar'],
      ['GET', `/api/companies/${company.id}/avatar`],
    ] as const) {
      const res = await send(t, method, url, cookie);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { field?: string[] }).field, url).toEqual(['kind']);
    }
    const loner = await createSignedInUser(t);
    expect((await send(t, 'DELETE', '/api/companies/images/image', loner.cookie)).status).toBe(403);
  });
});

describe('POST /api/upload-image and /api/upload-banner', () => {
  it.each(['image', 'banner'] as const)('uploads the own company’s %s and answers 201 with its URL', async (kind) => {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload(`/api/upload-${kind}?company_id=${company.id}`, cookie, {
      file: [PNG, 'x.png', 'image/png'],
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe(`/api/companies/${company.id}/${kind}?v=1`);
    const url = await send(t, 'GET', `/api/get-${kind}/${company.id}`, cookie);
    expect(url.status).toBe(200);
    expect(await url.text()).toBe(`/api/companies/${company.id}/${kind}?v=1`);
  });

  it.each(['image', 'banner'] as const)('answers 404 for another company’s %s and changes nothing', async (kind) => {
    const other = await userWithCompany(t);
    const { cookie } = await userWithCompany(t);
    const res = await upload(`/api/upload-${kind}?company_id=${other.company.id}`, cookie, {
      file: [PNG, 'x.png', 'image/png'],
    });
    expect(res.status).toBe(404);
    expect((await rowOf(other.company.id)).imageKey).toBeNull();
    expect((await rowOf(other.company.id)).bannerKey).toBeNull();
  });

  it('validates the company id, the file and its type', async () => {
    const { cookie, company } = await userWithCompany(t);
    const noId = await upload('/api/upload-image', cookie, { file: [PNG, 'x.png', 'image/png'] });
    expect(noId.status).toBe(400);
    expect(((await noId.json()) as ErrorBody).fields).toHaveProperty('company_id');
    const noFile = await upload(`/api/upload-image?company_id=${company.id}`, cookie, {});
    expect(((await noFile.json()) as ErrorBody).fields).toEqual({ file: 'is required' });
    const exe = await upload(`/api/upload-banner?company_id=${company.id}`, cookie, {
      file: [WINDOWS_EXE, 'x.png', 'image/png'],
    });
    expect(exe.status).toBe(415);
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await upload('/api/upload-image?company_id=1', undefined, { file: [PNG, 'x.png', 'image/png'] })).status,
    ).toBe(401);
  });
});

describe('GET /api/get-image/{id}, /api/get-banner/{id} and the picture URLs', () => {
  it('answers an empty text when the company has no picture and 404 for an unknown company', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await send(t, 'GET', `/api/get-banner/${company.id}`, cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect((await send(t, 'GET', '/api/get-image/999999', cookie)).status).toBe(404);
    expect((await send(t, 'GET', '/api/get-image/abc', cookie)).status).toBe(400);
    expect((await send(t, 'GET', `/api/companies/${company.id}/banner`, cookie)).status).toBe(404);
  });

  it('requires a session to read picture URLs or pictures', async () => {
    const { cookie, company } = await userWithCompany(t);
    await upload('/api/companies/images/set', cookie, { image: [PNG, 'a.png', 'image/png'] });
    expect((await send(t, 'GET', `/api/get-image/${company.id}`)).status).toBe(401);
    expect((await send(t, 'GET', `/api/companies/${company.id}/image?v=1`)).status).toBe(401);
  });

  const pictureUrls = (id: number) => [
    `/api/companies/${id}/image?v=1`,
    `/api/companies/${id}/banner?v=1`,
    `/api/get-image/${id}`,
    `/api/get-banner/${id}`,
  ];

  it('lets another company see the pictures of an approved company', async () => {
    const owner = await userWithCompany(t, { approved: true });
    await upload('/api/companies/images/set', owner.cookie, {
      image: [PNG, 'a.png', 'image/png'],
      banner: [PNG, 'b.png', 'image/png'],
    });
    const { cookie } = await userWithCompany(t);
    for (const url of pictureUrls(owner.company.id)) expect((await send(t, 'GET', url, cookie)).status, url).toBe(200);
    expect(await (await send(t, 'GET', `/api/get-image/${owner.company.id}`, cookie)).text()).toBe(
      `/api/companies/${owner.company.id}/image?v=1`,
    );
  });

  it('hides the pictures of an unapproved company from other companies (404), not from its members or the admin', async () => {
    const owner = await userWithCompany(t);
    await upload('/api/companies/images/set', owner.cookie, {
      image: [PNG, 'a.png', 'image/png'],
      banner: [PNG, 'b.png', 'image/png'],
    });
    const other = await userWithCompany(t, { approved: true });
    const admin = await signInAdmin(t);
    for (const url of pictureUrls(owner.company.id)) {
      expect((await send(t, 'GET', url, other.cookie)).status, url).toBe(404);
      expect((await send(t, 'GET', url, owner.cookie)).status, url).toBe(200);
      expect((await send(t, 'GET', url, admin.cookie)).status, url).toBe(200);
    }
    // The same answer as for a company that does not exist.
    expect(await (await send(t, 'GET', `/api/get-image/${owner.company.id}`, other.cookie)).json()).toMatchObject({
      message: ['Company not found.'],
    });
  });
});

describe('SVG uploads are stored sanitised', () => {
  async function storedSvg(svg: string) {
    const { cookie, company } = await userWithCompany(t);
    const res = await upload('/api/companies/images/set', cookie, {
      image: [svgBytes(svg), 'logo.svg', 'image/svg+xml'],
    });
    expect(res.status).toBe(200);
    const key = (await rowOf(company.id)).imageKey!;
    const stored = Buffer.from((await t.storage.get(key))!).toString('utf8');
    const served = await send(t, 'GET', ((await res.json()) as CompanyJson).image!, cookie);
    expect(await served.text()).toBe(stored);
    return stored;
  }

  it('keeps the picture: shapes, gradients, styles, text and same-document references', async () => {
    const stored = await storedSvg(CLEAN_SVG);
    expect(stored).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const part of [
      'viewBox="0 0 10 10"',
      '<style>.a { fill: #123456; }</style>',
      '<linearGradient id="g">',
      '<stop offset="0" stop-color="red"/>',
      '<rect class="a" width="10" height="10"/>',
      '<use href="#g"/>',
      'A &amp; B',
    ]) {
      expect(stored).toContain(part);
    }
  });

  it('drops what does not draw: comments, processing instructions, editor metadata and links to other pages', async () => {
    const stored = await storedSvg(
      '<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.css"?>\n' +
        `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3">` +
        '<!-- made by hand --><g inkscape:label="Layer 1"><a xlink:href="https://example.com"><rect width="4" height="4"/></a></g></svg>',
    );
    expect(stored).not.toMatch(/xml-stylesheet|made by hand|inkscape|example\.com/);
    expect(stored).toContain('<a><rect width="4" height="4"/></a>');
  });

  it('keeps gradients referenced with url(#id) and raster pictures embedded as data URLs', async () => {
    const stored = await storedSvg(
      `<svg xmlns="${SVG_NS}"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="stroke: url( '#g' )"/>` +
        `<image href="${PIXEL_DATA_URL}" width="1" height="1"/></svg>`,
    );
    expect(stored).toContain('fill="url(#g)"');
    expect(stored).toContain(`href="${PIXEL_DATA_URL}"`);
  });

  it('never stores script, handlers, script URLs, foreignObject or references to other files', async () => {
    const samples = [
      CLEAN_SVG,
      `<svg xmlns="${SVG_NS}"><style><![CDATA[ a > b { fill: url(#g) } ]]></style><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>`,
      `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"><a xlink:href="mailto:office@example.com"><use xlink:href="#shape"/></a><path id="shape" d="M0 0h1v1z"/></svg>`,
    ];
    for (const sample of samples) {
      const stored = await storedSvg(sample);
      expect(stored).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:/i);
      for (const value of attributeValues(stored))
        expect(value).not.toMatch(/^\s*[a-z][a-z0-9+.-]*:(?!image\/(?:png|jpeg|gif|webp)[;,])|url\(\s*['"]?[^#'"\s]/i);
    }
  });
});

describe('sanitizeSvg', () => {
  const sanitised = async (svg: string | Uint8Array) => {
    const outcome = await sanitizeSvg(typeof svg === 'string' ? svgBytes(svg) : svg);
    return outcome.kind === 'svg' ? { kind: outcome.kind, text: Buffer.from(outcome.bytes).toString('utf8') } : outcome;
  };

  it('accepts a self-closing root, comments and CDATA styles, kept as text', async () => {
    expect(await sanitised(`<svg xmlns="${SVG_NS}"/>`)).toMatchObject({ kind: 'svg' });
    const styled = await sanitised(`<svg xmlns="${SVG_NS}"><!-- note --><style><![CDATA[ a > b {} ]]></style></svg>`);
    expect(styled).toEqual({
      kind: 'svg',
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="${SVG_NS}"><style> a &gt; b {} </style></svg>\n`,
    });
  });

  it('refuses two roots, trailing text, a non-svg root, a namespace-less svg and invalid UTF-8', async () => {
    for (const notSvg of [
      `<svg xmlns="${SVG_NS}"/><svg xmlns="${SVG_NS}"/>`,
      `<svg xmlns="${SVG_NS}"/> trailing`,
      '<html/>',
      '<svg/>',
    ]) {
      expect(await sanitised(notSvg)).toEqual({ kind: 'not-svg' });
    }
    expect(await sanitised(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x2f, 0x3e]))).toEqual({ kind: 'not-svg' });
  });

  it('reports script hidden in a style or a namespaced script element as active content', async () => {
    expect(
      await sanitised(`<svg xmlns="${SVG_NS}"><style>a { background: url(javascript:alert(1)) }</style></svg>`),
    ).toEqual({ kind: 'active' });
    expect(
      await sanitised('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>'),
    ).toEqual({ kind: 'active' });
  });
});
