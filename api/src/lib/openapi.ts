import type { MiddlewareHandler } from 'hono';
import {
  type DescribeRouteOptions,
  describeRoute,
  type GenerateSpecOptions,
  type generateSpecs,
  resolver,
  uniqueSymbol,
} from 'hono-openapi';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../config';
import { apiErrorBodySchema } from '@benchlink/contracts/errors';
import { sessionCookieName } from './sessions';

/** The groups of the reference page, in the order it shows them. */
export const apiTags = {
  auth: 'Authentication',
  user: 'User',
  reference: 'Reference data',
  companies: 'Companies',
  images: 'Company pictures',
  partnerGroups: 'Partner groups',
  projects: 'Projects',
  positions: 'Positions',
  talents: 'Talents',
  browse: 'Browse',
  filters: 'Filters',
  applications: 'Applications',
  admin: 'Administration',
  system: 'System',
} as const;
type ApiTag = (typeof apiTags)[keyof typeof apiTags];

/** A group of the reference page declared beside its routes: a new resource needs no line in this file. */
export type ApiTagDefinition = { name: string; description: string };

/** The groups declared beside their routes, met as their routes were documented; shown after the listed ones. */
const tagsDeclaredByRoutes = new Map<string, string>();

/** What each group of the reference page is about, shown under its name. */
const tagDescriptions: Record<ApiTag, string> = {
  [apiTags.auth]: 'Registration, sign-in (password or third-party), sign-out and password recovery.',
  [apiTags.user]: 'The signed-in user and their own account: name, e-mail and password.',
  [apiTags.reference]: 'The fixed lists other resources refer to by id: skills, roles, seniorities, locations, …',
  [apiTags.companies]: 'Company profiles: the caller’s own, and the approved companies of the marketplace.',
  [apiTags.images]: 'The logo and banner of a company profile.',
  [apiTags.partnerGroups]:
    'The caller’s named groups of partner companies, which partner-only projects and a private bench are shared with.',
  [apiTags.projects]:
    'Projects and their lifecycle: a project is ACTIVE while it has an open position, groups when partner-only, and has not expired.',
  [apiTags.positions]: 'The positions of a project, which other companies apply to.',
  [apiTags.talents]: 'The caller’s bench of talents and how it is shared.',
  [apiTags.browse]: 'The marketplace: other companies’ open positions and shared talents, filtered and paged.',
  [apiTags.filters]:
    'The caller’s saved skill filters: each enabled one drives e-mail alerts about matching new positions.',
  [apiTags.applications]: 'Applying to positions with a talent or a CV, and deciding on the applications received.',
  [apiTags.admin]: 'The administrator’s approval of new companies.',
  [apiTags.system]: 'Health and this documentation.',
};

/** Every error answer has the product's error shape; each status is described once and referenced. */
const errorResponseNames = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
} as const;
export type ErrorStatus = keyof typeof errorResponseNames;

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The request is invalid: `message` and `field` name each problem.',
  401: 'Not signed in, or the session has expired.',
  403: 'Signed in, but not allowed to do this (or a cross-site write).',
  404: 'Nothing with this id, or not visible to the caller.',
  409: 'The change conflicts with the current state (e.g. a name already taken).',
  413: 'The request body or file is too large.',
  415: 'The file type is not accepted.',
  429: 'Too many attempts: `retryAfter` says how many seconds to wait.',
};

const errorSchemaRef = { $ref: '#/components/schemas/ApiError' };
const errorRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${errorResponseNames[status]}` });

type Responses = NonNullable<DescribeRouteOptions['responses']>;

/** A JSON answer described by the contract schema the handler's result satisfies. */
export const jsonResponse = (description: string, schema: z.core.$ZodType) => ({
  description,
  content: { 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } },
});

/** A multipart upload of the named file fields. */
export const fileUpload = (fields: string[], required: string[]) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' as const, format: 'binary' }])),
        ...(required.length > 0 ? { required } : {}),
      },
    },
  },
});

/**
 * A body a handler reads itself as JSON, or as multipart/form-data with the same fields (as text) and the named
 * optional files: both forms are documented.
 */
export const jsonOrMultipartBody = (schema: z.ZodObject, files: string[]) => ({
  required: true,
  content: {
    'application/json': { schema: resolver(schema, { options: { io: 'input' } }) },
    'multipart/form-data': {
      schema: resolver(schema.extend(Object.fromEntries(files.map((field) => [field, z.file().optional()]))), {
        options: { io: 'input' },
      }),
    },
  },
});

/** A file answer in one of `types`, sent as an attachment to save rather than show. */
export const attachmentResponse = (description: string, types: readonly string[]) => ({
  description,
  headers: {
    'Content-Disposition': { description: '`attachment; filename="…"`', schema: { type: 'string' as const } },
  },
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }])),
});

/** A redirect answer; `to` says where the browser goes. */
export const redirectResponse = (to: string) => ({ description: `Redirects to ${to}.` });

export type RouteDoc = {
  /** One of `apiTags`, or a group declared beside the routes (`{ name, description }`). */
  tag: ApiTag | ApiTagDefinition;
  summary: string;
  description?: string;
  /** The body, for routes that read it without a validator (file uploads). */
  requestBody?: DescribeRouteOptions['requestBody'];
  /** The success answers, by status. */
  responses: Responses;
  /** Error statuses the handler itself answers; validation (400) and the session checks document themselves. */
  errors?: ErrorStatus[];
};

/**
 * Documents a route in the OpenAPI document: put it first among the route's handlers.
 * @example .get('/:id', routeDoc({ tag: apiTags.companies, summary: 'One company', responses: { 200: jsonResponse('The company', companySchema) }, errors: [404] }), requireSession, ...)
 */
export function routeDoc({ tag, summary, description, requestBody, responses, errors = [] }: RouteDoc) {
  if (typeof tag !== 'string') tagsDeclaredByRoutes.set(tag.name, tag.description);
  return describeRoute({
    tags: [typeof tag === 'string' ? tag : tag.name],
    summary,
    ...(description ? { description } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...responses, ...Object.fromEntries(errors.map((status) => [status, errorRef(status)])) },
  });
}

/**
 * Gives a middleware its part of every route's documentation (the session it requires, the errors it answers),
 * so the document cannot drift from what the middleware enforces.
 */
export function withDocumentation<M extends MiddlewareHandler>(
  middleware: M,
  spec: { session: boolean; errors: ErrorStatus[] },
): M {
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      spec: {
        ...(spec.session ? { security: [{ session: [] }] } : {}),
        responses: Object.fromEntries(spec.errors.map((status) => [status, errorRef(status)])),
      } satisfies DescribeRouteOptions,
    },
  });
}

type SchemaComponent = NonNullable<NonNullable<GenerateSpecOptions['documentation']['components']>['schemas']>[string];

/**
 * JSON Schema of the error shape, without the `$schema` line a component must not carry. OpenAPI 3.1 schemas
 * are JSON Schema 2020-12, zod's output; only the two libraries' type declarations differ.
 */
function errorBodyJsonSchema(): SchemaComponent {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorBodySchema, { io: 'output' });
  return schema as SchemaComponent;
}

/** The document-wide parts: title, tags, the session cookie, the error shape and the error answers. */
export function openApiOptions(config: Config): Partial<GenerateSpecOptions> {
  return {
    documentation: {
      info: {
        title: 'Benchlink API',
        version: packageJson.version,
        description:
          'The API of Benchlink, the B2B hiring marketplace. Every call is same-origin with the session cookie; ' +
          'writes from a browser must carry a same-origin `Origin` header. Errors share one shape (`ApiError`).',
      },
      tags: [
        ...Object.values(apiTags).map((name) => ({ name, description: tagDescriptions[name] })),
        ...[...tagsDeclaredByRoutes].map(([name, description]) => ({ name, description })),
      ],
      components: {
        schemas: { ApiError: errorBodyJsonSchema() },
        responses: Object.fromEntries(
          Object.entries(errorResponseNames).map(([status, name]) => [
            name,
            {
              description: errorDescriptions[Number(status) as ErrorStatus],
              content: { 'application/json': { schema: errorSchemaRef } },
            },
          ]),
        ),
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) } },
      },
    },
    // Every route is in the document, described or not: a route without `routeDoc` still shows its method,
    // parameters and body (from its validators) and its session and errors (from its middleware).
    includeEmptyPaths: true,
    // Paths ending in a file name (the document itself) are routes like any other here.
    excludeStaticFile: false,
    defaultValidationErrorResponse: {
      description: errorDescriptions[400],
      content: { 'application/json': { schema: errorSchemaRef } },
    },
  };
}

type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * Files a route documented without `routeDoc` under its resource, e.g. `/api/projects/{id}` under 'Projects',
 * so the reference page groups it with its neighbours instead of under 'default'.
 */
export function tagUndescribedOperations(document: OpenApiDocument): OpenApiDocument {
  for (const [path, item] of Object.entries(document.paths)) {
    const resource =
      path.split('/').find((segment) => segment !== '' && segment !== 'api' && !segment.startsWith('{')) ?? 'api';
    const tag = resource.charAt(0).toUpperCase() + resource.slice(1).replace(/-/g, ' ');
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation && !operation.tags?.length) operation.tags = [tag];
    }
  }
  return document;
}
