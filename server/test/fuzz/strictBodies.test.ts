import { createTestApp, pageView, type TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';

const notification = (overrides: Record<string, unknown> = {}) => ({
  isGlobal: false,
  pages: ['Projects'],
  severity: 'info',
  title: 'Lane closures',
  content: { ops: [{ insert: 'Expect delays\n' }] },
  ...overrides,
});

const savedMap = (overrides: Record<string, unknown> = {}) => ({
  title: 'District 6',
  description: '',
  basemap: 'light',
  layers: [],
  extent: [-83.2, 39.8, -82.6, 40.3],
  sharing: 'private',
  ...overrides,
});

/**
 * Bodies of writes are JSON with types of their own: taken exactly as sent, everywhere in the
 * app (not route by route). Fastify's default would store `"true"` as true, `"Home"` as
 * `["Home"]`, 5 as `"5"`. Querystrings stay text coerced to their schema's types.
 */
describe('write bodies match their schema exactly', () => {
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await createTestApp({ env: { NODE_ENV: 'test' } });
    await server.app.ready();
    const token = await generateToken(server, 'tims.admin');
    admin = { authorization: `Bearer ${token}`, 'x-tims-username': 'tims.admin' };
  }, 60_000);
  afterAll(() => server.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `/tims/api${url}`, headers: admin, payload });

  it.each([
    ['a flag as text', { isGlobal: 'true' }, 'body/isGlobal'],
    ['a list as one text', { pages: 'Projects' }, 'body/pages'],
    ['a title as a number', { title: 5 }, 'body/title'],
    ['a Delta op inserting a number', { content: { ops: [{ insert: 5 }] } }, 'body/content'],
    ['a title as a list', { title: ['Lane closures'] }, 'body/title'],
  ])('refuses a notification with %s and stores nothing', async (_name, overrides, field) => {
    const response = await post('/admin/notifications', notification(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'bad-request', details: { field: expect.stringContaining(field) } },
    });
    expect(await server.app.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['an extent of texts', { extent: ['1', '2', '3', '4'] }, 'body/extent'],
    ['a title as a number', { title: 5 }, 'body/title'],
    [
      'a layer visible as text',
      {
        layers: [
          {
            id: 'a',
            title: 'A',
            source: { kind: 'portal-item', itemId: '0123456789abcdef0123456789abcdef' },
            visible: 'false',
            opacity: '1',
          },
        ],
      },
      'body/layers/0',
    ],
  ])('refuses a saved map with %s and stores nothing', async (_name, overrides, field) => {
    const response = await post('/maps', savedMap(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'bad-request', details: { field: expect.stringContaining(field) } },
    });
    expect(await server.app.db.selectFrom('saved_maps').selectAll().execute()).toEqual([]);
  });

  it('refuses a page view whose page is a number', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      payload: pageView({ language: 5 }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('still takes what is right, and still reads querystrings as text of a type', async () => {
    expect((await post('/admin/notifications', notification())).statusCode).toBe(201);
    expect((await post('/maps', savedMap())).statusCode).toBe(201);
    const page = await server.app.inject({ url: '/tims/api/projects?limit=5&offset=0' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ limit: 5, offset: 0 });
  });
});
