import type { AppType } from '@benchlink/api';
import type { ApiErrorBody } from '@benchlink/contracts/errors';
import type { ExtractSchema } from 'hono/types';
import { vi } from 'vitest';

// The route table and its bodies come from the API's own type, as the typed client sees them: a changed route
// or response shape breaks the typecheck of every mock that no longer matches it.
type Schema = ExtractSchema<AppType>;

/** `/companies/:id{[0-9]+}` → `/companies/:id`: keys name parameters as the API documents them. */
type WithoutPatterns<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${WithoutPatterns<Tail>}`
  : Path;

type Verb<Method extends string> = Method extends `$${infer Name}` ? Uppercase<Name> : never;

type Endpoints = {
  [Path in keyof Schema & string]: {
    // AppType's paths are relative to the client's base URL, `/api`.
    [Method in keyof Schema[Path] & string]: {
      key: `${Verb<Method>} /api${WithoutPatterns<Path>}`;
      endpoint: Schema[Path][Method];
    };
  }[keyof Schema[Path] & string];
}[keyof Schema & string];

type SuccessBody<Endpoint> = Endpoint extends { status: infer Status; output: infer Output }
  ? Status extends 200 | 201 | 204
    ? Output
    : never
  : never;

/**
 * Every API route as `'METHOD /api/path/:param'`, mapped to the body it answers on success.
 * @example type Company = ApiRoutes['GET /api/companies/:id'];
 */
export type ApiRoutes = { [Entry in Endpoints as Entry['key']]: SuccessBody<Entry['endpoint']> };
export type ApiRouteKey = keyof ApiRoutes;

/** A route key with every `:param` widened to any text, so that `'GET /api/companies/5'` matches its route. */
type KeyPattern<Key extends string> = Key extends `${infer Head}:${infer Rest}`
  ? `${Head}${string}${Rest extends `${string}/${infer Tail}` ? `/${KeyPattern<Tail>}` : ''}`
  : Key;

/** The success body of a route key, or of a concrete path of one (`'GET /api/companies/5'`). */
type BodyFor<Key extends string> = Key extends ApiRouteKey
  ? ApiRoutes[Key]
  : { [Route in ApiRouteKey]: Key extends KeyPattern<Route> ? ApiRoutes[Route] : never }[ApiRouteKey];

/** One answer: the route's success body (200 unless told 201), no content, or the product's error body. */
export type MockReply<Body> =
  { status?: 200 | 201; body: Body } | { status: 204 } | { status: number; body: ApiErrorBody };

/** One call as the page sent it: JSON bodies parsed, form data as sent. */
export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  /** The values of the route's `:params`, e.g. `{ id: '5' }`. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export type MockHandler<Body> = MockReply<Body> | ((call: RecordedCall) => MockReply<Body> | Promise<MockReply<Body>>);

type Handlers<Keys extends string> = {
  [Key in Keys]: [BodyFor<Key>] extends [never] ? `No API route matches ${Key}` : MockHandler<BodyFor<Key>>;
};

type CallKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api${string}`;

export interface MockedApi {
  /** The stubbed `fetch`. */
  fetch: ReturnType<typeof vi.fn>;
  /** Every call, in order. */
  calls: RecordedCall[];
  /** The calls to one route or path, e.g. `callsTo('POST /api/auth/login')` or `callsTo('GET /api/companies/:id')`. */
  callsTo: (key: CallKey) => RecordedCall[];
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
}

function compile(key: string): CompiledRoute {
  const [method = '', path = ''] = key.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names };
}

function match(route: CompiledRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const found = route.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}

async function readBody(input: RequestInfo | URL, init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body ?? (input instanceof Request && input.body ? await input.clone().text() : undefined);
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * The product's error answer, as the API's error handler builds it: per-field messages go to `message`, `field`
 * and `fields`; `retryAfter` is the cooldown in seconds.
 * @example { 'PUT /api/companies': apiError(409, 'Taken', { fields: { name: 'A company with this name already exists' } }) }
 */
export function apiError(
  status: number,
  message: string,
  { fields, retryAfter }: { fields?: Record<string, string>; retryAfter?: number } = {},
): { status: number; body: ApiErrorBody } {
  return {
    status,
    body: {
      timestamp: new Date(0).toISOString(),
      status,
      error: 'Error',
      message: fields ? Object.values(fields) : [message],
      ...(fields ? { field: Object.keys(fields), fields } : {}),
      ...(retryAfter === undefined ? {} : { retryAfter }),
      path: '/api',
    },
  };
}

/**
 * Replaces `fetch` (the network boundary) with answers keyed by route, typed by the API's routes. A key is a
 * route (`'GET /api/companies/:id'`, whose handler reads `call.params.id`) or one concrete path of it
 * (`'GET /api/companies/5'`), which wins over the route. Calls nothing answers get a 404, so a test notices a
 * request it did not expect. Undo with `vi.unstubAllGlobals()`.
 * @example
 * const api = mockApi({
 *   'GET /api/companies/5': { body: company },
 *   'PUT /api/companies': (call) => ({ body: { ...company, ...(call.body as object) } }),
 * });
 * expect(api.callsTo('PUT /api/companies')).toHaveLength(1);
 */
export function mockApi<Keys extends string = never>(handlers: Handlers<Keys> = {} as Handlers<Keys>): MockedApi {
  const routes = Object.entries<MockHandler<unknown>>(handlers as Record<string, MockHandler<unknown>>)
    .map(([key, handler]) => ({ ...compile(key), handler }))
    // A concrete path is more specific than a route with parameters.
    .sort((a, b) => a.names.length - b.names.length);
  const calls: RecordedCall[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const call: RecordedCall = {
      method,
      url,
      path: url.pathname,
      params: {},
      query: url.searchParams,
      body: await readBody(input, init),
    };
    calls.push(call);
    let reply: MockReply<unknown> = apiError(404, `No mock for ${method} ${url.pathname}`);
    for (const route of routes) {
      const params = match(route, method, url.pathname);
      if (!params) continue;
      call.params = params;
      reply = typeof route.handler === 'function' ? await route.handler(call) : route.handler;
      break;
    }
    const status = reply.status ?? 200;
    return new Response(status === 204 || !('body' in reply) ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    calls,
    callsTo: (key) => {
      const route = compile(key);
      return calls.filter((call) => match(route, call.method, call.path) !== null);
    },
  };
}
