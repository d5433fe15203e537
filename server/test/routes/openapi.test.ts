import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { FIELD_REFUSAL_REASONS } from '../../../contracts/fieldRefusal';
import { createTestApp, type TestApp } from '../helper';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Error answers that are not the envelope, on purpose: a load balancer reads health's body. */
const OTHER_ERROR_BODIES = new Set(['GET /health 503']);

/** Routes of the API that are not described, on purpose: CORS preflights for ArcGIS clients. */
const UNDESCRIBED = [/^OPTIONS /];

/**
 * Every route of the API, from Fastify's own tree (`printRoutes`): `METHOD /tims/api/path`, with
 * path parameters as OpenAPI writes them. HEAD routes are GET's twins and are left out.
 */
function routesOf(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** `/tims/api/openapi.json`: the whole API, valid OpenAPI 3, every route with its answers. */
describe('the OpenAPI document', () => {
  let server: TestApp;
  let document: OpenAPIV3.Document;
  const registered: { method: string; url: string }[] = [];

  beforeAll(async () => {
    server = await createTestApp();
    await server.app.ready();
    registered.push(...routesOf(server.app.printRoutes({ commonPrefix: false })));
    const response = await server.app.inject('/tims/api/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json<OpenAPIV3.Document>();
  });
  afterAll(() => server.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => ({
        path,
        method,
        operation: item![method]!,
      })),
    );

  it('is served publicly, cacheable for a short while, and validates as OpenAPI 3', async () => {
    const response = await server.app.inject('/tims/api/openapi.json');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: expect.stringContaining('TIMS'), version: server.config.version },
      servers: [{ url: '/tims/api' }],
      components: { securitySchemes: { portalToken: { type: 'http', scheme: 'bearer' } } },
    });
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes a refused field (error.details) as the FieldRefusal schema, every reason named', () => {
    const schema = document.components?.schemas?.FieldRefusal as OpenAPIV3.SchemaObject;
    expect(schema.required).toEqual(['field']);
    const reason = schema.properties?.reason as OpenAPIV3.SchemaObject;
    const named = (reason.anyOf as OpenAPIV3.SchemaObject[]).map((option) => option.enum?.[0]);
    expect(named).toEqual([...FIELD_REFUSAL_REASONS]);
    const envelope = (document.paths['/support/requests']?.post?.responses[400] ??
      {}) as OpenAPIV3.ResponseObject;
    const error = (envelope.content?.['application/json']?.schema as OpenAPIV3.SchemaObject)
      .properties?.error as OpenAPIV3.SchemaObject;
    expect((error.properties?.details as OpenAPIV3.SchemaObject).description).toMatch(
      /FieldRefusal/,
    );
  });

  it('describes every route under /tims/api with a summary, a tag, a 2xx and a 4xx answer', () => {
    const described = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} /tims/api${path}`),
    );
    const api = registered
      .filter(({ url }) => url.startsWith('/tims/api/'))
      .map(({ method, url }) => `${method} ${url}`);
    const missing = api.filter(
      (route) => !described.has(route) && !UNDESCRIBED.some((skip) => skip.test(route)),
    );
    expect(missing).toEqual([]);
    expect([...described].filter((route) => !api.includes(route))).toEqual([]);

    const tagNames = new Set(document.tags?.map((tag) => tag.name));
    const incomplete = operations().flatMap(({ path, method, operation }) => {
      const codes = Object.keys(operation.responses ?? {});
      const errors = codes.filter((code) => /^[45]\d\d$/.test(code));
      const notEnvelopes = errors.filter((code) => {
        const answer = operation.responses[code] as OpenAPIV3.ResponseObject;
        const schema = answer.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
        return (
          !schema?.properties?.error &&
          !OTHER_ERROR_BODIES.has(`${method.toUpperCase()} ${path} ${code}`)
        );
      });
      const problems = [
        !operation.summary && 'no summary',
        !operation.tags?.length && 'no tag',
        operation.tags?.some((tag) => !tagNames.has(tag)) && 'an undeclared tag',
        !codes.some((code) => /^2\d\d$/.test(code)) && 'no 2xx answer',
        !codes.some((code) => /^4\d\d$/.test(code)) && 'no 4xx answer',
        notEnvelopes.length > 0 && `errors outside the envelope: ${notEnvelopes.join(', ')}`,
      ].filter(Boolean);
      return problems.length ? [`${method.toUpperCase()} ${path}: ${problems.join(', ')}`] : [];
    });
    expect(incomplete).toEqual([]);
    expect(operations().length).toBeGreaterThan(30);
  });

  it('leaves out the local portal and the app', () => {
    // The local portal is there, and none of it is described.
    expect(registered.some(({ url }) => url.startsWith('/portal/sharing/rest'))).toBe(true);
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => /^\/(portal|sharing)\b/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/tims'))).toEqual([]);
    expect(paths).toContain('/projects');
    expect(paths).toContain('/rest/services/{service}/FeatureServer/{layer}/query');
  });

  it('asks for the portal token where a route needs a signed-in user or an administrator', () => {
    const secured = (path: string, method: string) =>
      document.paths[path]?.[method as 'get']?.security;
    expect(secured('/me', 'get')).toEqual([{ portalToken: [] }]);
    expect(secured('/projects', 'get')).toBeUndefined();
    // Signed-in callers see more datasets; anonymous ones the public ones.
    expect(secured('/datasets', 'get')).toEqual([{}, { portalToken: [] }]);
    for (const { path, operation } of operations()) {
      if (path.startsWith('/admin')) expect(operation.security).toEqual([{ portalToken: [] }]);
    }
  });
});
