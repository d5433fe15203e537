import type { TSchema } from '@sinclair/typebox';
import type { TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import { fuzzTargets, routesOf } from './fuzzApp';

/**
 * The numbers in a route's querystring or path without a lower or an upper bound, as
 * `{where}/{name}`: a number past what the database's integers hold (`9.3e18`) would reach the
 * query and fail there (a 500), instead of being refused with a 400 by the route's schema.
 */
function unboundedNumbers(schema: unknown, where: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as TSchema & Record<string, unknown>;
  const types = [node.type].flat();
  const found: string[] = [];
  if (types.includes('integer') || types.includes('number')) {
    const lower = node.minimum !== undefined || node.exclusiveMinimum !== undefined;
    const upper = node.maximum !== undefined || node.exclusiveMaximum !== undefined;
    if (!lower || !upper) found.push(where);
  }
  for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    found.push(...unboundedNumbers(child, `${where}/${name}`));
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    for (const child of [node[key] ?? []].flat()) found.push(...unboundedNumbers(child, where));
  }
  return found;
}

describe.each(fuzzTargets)('numbers in addresses on $name', (target) => {
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await target.open();
    const token = await generateToken(server, 'tims.admin');
    admin = { authorization: `Bearer ${token}`, 'x-tims-username': 'tims.admin' };
  }, 60_000);
  afterAll(() => server.close());

  it('has a lower and an upper bound for every number of every querystring and path', () => {
    const routes = routesOf(server.app);
    expect(routes.length).toBeGreaterThan(100);
    const unbounded = routes.flatMap(({ method, url, schema }) => [
      ...unboundedNumbers(schema.querystring, `${method} ${url} querystring`),
      ...unboundedNumbers(schema.params, `${method} ${url} params`),
    ]);
    expect(unbounded).toEqual([]);
  });

  it.each([
    ['GET', '/tims/api/projects?offset=9.3e18'],
    ['GET', '/tims/api/projects?offset=9300000000000000000'],
    ['GET', '/tims/api/projects?offset=-9.3e18'],
    ['GET', '/tims/api/projects?offset=1e400'],
    ['GET', '/tims/api/projects?fiscalYearFrom=9.3e18'],
    ['GET', '/tims/api/projects/facets?district=9.3e18'],
    ['PUT', '/tims/api/admin/notifications/9.3e18'],
    ['DELETE', '/tims/api/admin/notifications/9300000000000000000'],
    ['GET', '/tims/api/admin/support/requests?offset=9.3e18'],
    ['GET', '/tims/api/standard-maps?offset=9.3e18'],
  ] as const)('refuses %s %s with a 400 naming the field', async (method, url) => {
    const response = await server.app.inject({
      method,
      url,
      headers: admin,
      ...(method === 'PUT' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'bad-request',
        details: { field: expect.stringMatching(/^(querystring|params)\//) },
      },
    });
  });

  it('still pages to the last project (the bound is past any real offset)', async () => {
    const response = await server.app.inject({ url: '/tims/api/projects?offset=1000000&limit=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ offset: 1_000_000, items: [] });
  });
});
