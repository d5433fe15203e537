import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody, FieldRefusalSchema } from '../../../contracts/errors';

/** Where the API is mounted: the document's server, stripped from its paths. */
export const API_PREFIX = '/tims/api';

/** The resources of the API, by the first segment of their path: the document's tags. */
export const API_TAGS: { name: string; description: string; paths: RegExp }[] = [
  { name: 'Config', description: 'What the browser app needs to start.', paths: /^\/config\b/ },
  { name: 'Health', description: 'Liveness and readiness.', paths: /^\/health\b/ },
  { name: 'Me', description: 'The signed-in caller.', paths: /^\/me\b/ },
  {
    name: 'Projects',
    description: 'Road projects: search, facets, details, export.',
    paths: /^\/projects\b/,
  },
  { name: 'Maps', description: 'Saved maps of signed-in users.', paths: /^\/maps\b/ },
  {
    name: 'Standard maps',
    description: 'The library of printable statewide, district and county maps.',
    paths: /^\/standard-maps\b/,
  },
  {
    name: 'Datasets',
    description: 'The data glossary, dataset pages, downloads and the DCAT-US catalogue.',
    paths: /^\/datasets\b/,
  },
  {
    name: 'Notifications',
    description: 'Notices shown to every visitor.',
    paths: /^\/notifications\b/,
  },
  { name: 'Analytics', description: 'Anonymous page views.', paths: /^\/analytics\b/ },
  {
    name: 'Support',
    description: 'The help centre’s articles and search, and support requests (contact form).',
    paths: /^\/support\b/,
  },
  { name: 'Tiles', description: 'Basemap tiles drawn by TIMS.', paths: /^\/tiles\b/ },
  {
    name: 'ArcGIS REST',
    description:
      "TIMS's data as ArcGIS Server FeatureServers (`rest/services`, `rest/info`), for the map, ArcGIS Pro, ArcGIS Online and QGIS. They answer ArcGIS JSON, and ArcGIS error envelopes at HTTP 200, as ArcGIS Server does.",
    paths: /^\/rest\b/,
  },
  { name: 'Admin', description: 'Administrators only.', paths: /^\/admin\b/ },
  { name: 'API', description: 'This description of the API.', paths: /^\/openapi\.json$/ },
];

export const BEARER = 'portalToken';

const error = (description: string) => ({ ...ErrorBody, description });
const RATE_LIMITED = error('Too many requests from this address (`rate-limited`); retry later');
const ADMINS_ONLY = error('Not an administrator, or refused by the portal (`forbidden`)');
const AUTH_ERRORS = {
  required: {
    400: error('The token sent other than as `Authorization: Bearer …` (`bad-request`)'),
    401: error('No token (`sign-in-required`), or an expired or revoked one (`invalid-token`)'),
    403: error('The portal does not let this account use TIMS (`forbidden`)'),
    503: error('The portal cannot be reached to check the token (`portal-unavailable`)'),
  },
  optional: {
    401: error('An expired or revoked token (`invalid-token`); without one, the public answer'),
    503: error('The portal cannot be reached to check the token (`portal-unavailable`)'),
  },
};

/**
 * @fastify/swagger, registered in the `/tims/api` context before its routes, so it sees every
 * API route and nothing else (the local portal and the SPA are other contexts). The document is
 * OpenAPI 3 from the routes' TypeBox schemas; paths are relative to the server `/tims/api`;
 * each route is tagged by its resource, and routes behind `requireUser`/`requireAdmin` (or the
 * whole `/admin` context) need the bearer portal token, those behind `optionalUser` take it.
 */
export const swagger = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.department.shortName} TIMS API`,
          version: app.config.version,
          description:
            `The API of TIMS, the Transportation Information & Mapping System of the ${app.config.department.name}: ` +
            'projects, saved maps, standard maps, the data glossary and its datasets, and the FeatureServers. ' +
            'Errors come as `{ "error": { "code", "message", "details"? } }` (the FeatureServers answer ArcGIS envelopes). ' +
            "Routes marked with a lock take the caller's ArcGIS portal token as `Authorization: Bearer …`.",
        },
        servers: [{ url: API_PREFIX }],
        tags: API_TAGS.map(({ name, description }) => ({ name, description })),
        components: {
          schemas: { FieldRefusal: FieldRefusalSchema },
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              description:
                "An access token of the organisation's ArcGIS portal (OAuth 2.0), as the TIMS app holds after sign-in.",
            },
          },
        },
      },
      transformObject: (documentObject) =>
        openapi3Schemas((documentObject as { openapiObject: object }).openapiObject),
      transform: ({ schema, url, route }) => {
        const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) || '/' : url;
        const documented = { ...(schema as Record<string, unknown>) };
        if (!url.startsWith(API_PREFIX)) {
          return { schema: { ...documented, hide: true }, url: path };
        }
        documented.tags ??= API_TAGS.filter((tag) => tag.paths.test(path)).map((tag) => tag.name);
        const access = accessOf(app, route as RouteOptions, path);
        if (access !== 'public' && documented.security === undefined) {
          documented.security = access === 'optional' ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }];
        }
        // What the API context answers for every route, and the sign-in hooks for theirs.
        const shared = {
          ...(app.config.rateLimitPerMinute > 0 ? { 429: RATE_LIMITED } : {}),
          ...(access === 'public' ? {} : AUTH_ERRORS[access]),
          ...(path.startsWith('/admin') ? { 403: ADMINS_ONLY } : {}),
        };
        documented.response = { ...shared, ...(documented.response as object | undefined) };
        return { schema: documented, url: path };
      },
    });
  },
  { name: 'tims-swagger' },
);

/** Who may call a route, read from its hooks (and the `/admin` context's guard). */
function accessOf(
  app: FastifyInstance,
  route: RouteOptions,
  path: string,
): 'public' | 'optional' | 'required' {
  if (path.startsWith('/admin')) return 'required';
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  if (hooks.includes(app.requireUser) || hooks.includes(app.requireAdmin)) return 'required';
  if (hooks.includes(app.optionalUser)) return 'optional';
  return 'public';
}

/**
 * What TypeBox writes that OpenAPI 3.0's schema objects cannot hold, said as 3.0 says it: a
 * tuple (`items: [a, b]`) as an array of its item types with its length.
 */
export function openapi3Schemas<T>(value: T): T {
  if (Array.isArray(value)) return value.map(openapi3Schemas) as T;
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, openapi3Schemas(inner as unknown)]),
  );
  if (Array.isArray(object.items)) {
    const kinds = [
      ...new Map((object.items as unknown[]).map((item) => [JSON.stringify(item), item])).values(),
    ];
    object.items = kinds.length === 1 ? kinds[0] : { anyOf: kinds };
    delete object.additionalItems;
  }
  return object as T;
}
