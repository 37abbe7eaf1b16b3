import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONLESS_PATHS } from '../../app';
import { apiTags } from '../../lib/openapi';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Operation = {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Array<{
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema?: Record<string, unknown>;
  }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema: Record<string, unknown> }> }
  >;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

async function openApiDocument(headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/openapi.json', { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

/** Hono's `/companies/:id` as OpenAPI writes it: `/companies/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, public: no session needed, and a stale session cookie does not block it', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Benchlink API');
    expect((await openApiDocument({ Cookie: 'benchlink_session=expired-or-forged' })).paths).toEqual(document.paths);
  });

  it('documents every route of the app with its method', async () => {
    const document = await openApiDocument();
    const routes = t.app.routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*'));
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .map((route) => `${route.method} ${toOpenApiPath(route.path)}`)
      .filter((entry) => {
        const [method, path] = entry.split(' ') as [string, string];
        return !document.paths[path]?.[method.toLowerCase()];
      });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('requires no session on any route under the paths that skip the session lookup', async () => {
    const document = await openApiDocument();
    const guarded = Object.entries(document.paths)
      .filter(([path]) =>
        SESSIONLESS_PATHS.some((prefix) => `/api${path}` === prefix || `/api${path}`.startsWith(`${prefix}/`)),
      )
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.security)
          .map(([method]) => `${method} ${path}`),
      );
    expect(guarded).toEqual([]);
  });

  it('files every operation under one tag, described or not', async () => {
    const document = await openApiDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations))
        expect(operation.tags?.length, `${method} ${path}`).toBe(1);
    }
    const company = document.paths['/api/companies/{id}']!.get!;
    expect(company).toMatchObject({ tags: [apiTags.companies], summary: 'One company' });
  });

  it('describes a list from its contract: paging parameters, the paged answer, the session and the error shape', async () => {
    const document = await openApiDocument();
    const list = document.paths['/api/admin/get-non-approved']!.get!;
    expect(list.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
      'query offset',
      'query pageSize',
      'query sort',
      'query ascending',
    ]);
    expect(list.parameters?.find((parameter) => parameter.name === 'sort')?.schema).toMatchObject({
      enum: ['createdAt', 'name'],
      default: 'createdAt',
    });
    expect(list.parameters?.find((parameter) => parameter.name === 'offset')?.description).toMatch(/zero-based/i);
    expect(list.security).toEqual([{ session: [] }]);
    expect(Object.keys(list.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(list.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: { content: { type: 'array' }, totalPages: { type: 'integer' }, totalElements: { type: 'integer' } },
    });
    expect(list.responses['400']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(list.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(document.components.schemas.ApiError).toMatchObject({
      properties: { message: { type: 'array' }, field: { type: 'array' } },
    });
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'benchlink_session',
    });
  });

  it('describes path parameters and request bodies from the validators', async () => {
    const document = await openApiDocument();
    const company = document.paths['/api/companies/{id}']!.get!;
    expect(company.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(Object.keys(company.responses).sort()).toEqual(['200', '400', '401', '404']);
    const create = document.paths['/api/companies']!.post!;
    expect(create.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { name: { type: 'string' }, companyTypeId: { type: 'integer' } },
      required: expect.arrayContaining(['name', 'email', 'companyTypeId']),
    });
    const login = document.paths['/api/auth/login']!.post!;
    expect(login.security).toBeUndefined();
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['usernameOrEmail', 'password'],
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page, pointed at the document, under a policy that allows only its own files', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);

    const start = await t.app.request('/api/docs/start.js');
    expect(await start.text()).toContain('"/api/openapi.json"');
  });

  it('serves swagger-ui’s files from the installed package, and nothing else', async () => {
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript'],
      ['swagger-ui.css', 'text/css'],
      ['favicon-32x32.png', 'image/png'],
    ] as const) {
      const res = await t.app.request(`/api/docs/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(new RegExp(`^${type}`));
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(500);
    }
    for (const file of ['package.json', 'swagger-ui-bundle.js.map', 'constructor', '..%2F..%2Fpackage.json']) {
      const res = await t.app.request(`/api/docs/${file}`);
      expect(res.status, file).toBe(404);
      expect(((await res.json()) as { status: number }).status).toBe(404);
    }
  });
});
