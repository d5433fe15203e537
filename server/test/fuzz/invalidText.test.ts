import type { InjectOptions } from 'fastify';
import { createTestApp, pageView, type TestApp } from '../helper';
import { form, generateToken, REST } from '../portal/portalHelper';

const MESSAGE =
  'The request contains a character that is not allowed (a NUL byte or invalid Unicode).';

/** Percent-encoded text no client may send: NUL, a lone surrogate, bytes that are not UTF-8. */
const BAD = {
  nul: '%00',
  'lone surrogate': '%ED%A0%80',
  'byte FF': '%FF',
  'overlong NUL': '%C0%80',
  'cut sequence': '%E2%82',
};

const json = (url: string, payload: string | Buffer, method = 'POST'): InjectOptions => ({
  method: method as InjectOptions['method'],
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

/**
 * NUL bytes and invalid Unicode are refused at the edge, before any route reads them (a NUL is
 * an error in PostgreSQL's text, a lone surrogate has no UTF-8), in the envelope of the area:
 * the API's `{ error: { code: 'invalid-text' } }`, the portal's ArcGIS envelope with code 400.
 */
describe('invalid text at the edge', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      env: { NODE_ENV: 'test' },
      appFiles: { 'index.html': '<!doctype html><title>TIMS</title>' },
    });
    await server.app.ready();
  }, 60_000);
  afterAll(() => server.close());

  const expectApiRefusal = (
    response: { statusCode: number; json: () => unknown },
    field: string = expect.any(String) as string,
  ) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-text', message: MESSAGE, details: { field } },
    });
  };

  describe.each(Object.entries(BAD))('%s in the address', (_name, bad) => {
    it.each([
      [`/tims/api/projects?q=a${bad}b`, 'querystring/q'],
      [`/tims/api/projects?pid=1&q${bad}=1`, 'querystring'],
      [`/tims/api/projects/12${bad}`, expect.stringMatching(/^(params\/pid|url)$/)],
      [`/tims/api/projects/export?format=csv&q=${bad}`, 'querystring/q'],
      [`/tims/api/projects?workType=x&route=${bad}`, 'querystring/route'],
      [`/tims/api/datasets?q=${bad}`, 'querystring/q'],
      [`/tims/map?x=${bad}`, 'querystring/x'],
      [`/tims/map${bad}`, expect.any(String)],
      [`/nowhere${bad}`, 'url'],
    ])('refuses GET %s with 400 invalid-text naming %s', async (url, field) => {
      expectApiRefusal(await server.app.inject({ method: 'GET', url }), field as string);
    });

    it('answers the portal and the FeatureServers in the ArcGIS envelope, code 400', async () => {
      for (const url of [
        `${REST}/content/items/abc${bad}?f=json`,
        `${REST}/search?q=${bad}&f=json`,
        `${REST}/portals/self?f=json&x${bad}=1`,
        `/tims/api/rest/services/Projects/FeatureServer/0/query?where=name%3D%27${bad}%27&f=json`,
        `/tims/api/rest/services/Projects${bad}/FeatureServer?f=json`,
        `/tims/api/rest/services/Projects/FeatureServer/layers?f=json&x${bad}=1`,
      ]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ error: { code: 400, message: MESSAGE, details: [] } });
      }
    });

    it('refuses it in a form body, in the portal and on the FeatureServer', async () => {
      const portal = await server.app.inject({
        method: 'POST',
        url: `${REST}/generateToken`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=tims.admin${bad}&password=x&f=json`,
      });
      expect(portal.json()).toEqual({ error: { code: 400, message: MESSAGE, details: [] } });

      const featureServer = await server.app.inject({
        method: 'POST',
        url: '/tims/api/rest/services/Projects/FeatureServer/0/query',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `where=name%3D%27${bad}%27&f=json`,
      });
      expect(featureServer.statusCode).toBe(200);
      expect(featureServer.json()).toEqual({
        error: { code: 400, message: MESSAGE, details: [] },
      });
    });
  });

  it.each([
    ['NUL in a value', JSON.stringify(pageView({ path: '/a\u0000b' })), 'body/path'],
    ['an escaped lone surrogate', JSON.stringify(pageView({ path: '/a\ud800' })), 'body/path'],
    ['NUL in a name', '{"path":"/a","page":null,"language":"en","x\\u0000":1}', 'body'],
    [
      'NUL deep inside',
      '{"path":"/a","page":null,"language":"en","x":[{"y":["\\u0000"]}]}',
      'body/x/0/y/0',
    ],
  ])('refuses a JSON body with %s', async (_name, payload, field) => {
    expectApiRefusal(
      await server.app.inject(json('/tims/api/analytics/pageviews', payload)),
      field,
    );
  });

  it('refuses a JSON body whose bytes are not UTF-8', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"path":"/a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","page":null,"language":"en"}'),
    ]);
    expectApiRefusal(
      await server.app.inject(json('/tims/api/analytics/pageviews', payload)),
      'body',
    );
  });

  it('refuses NUL in a signed-in write before the route stores it', async () => {
    const token = await generateToken(server, 'tims.admin');
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/maps',
      headers: {
        authorization: `Bearer ${token}`,
        'x-tims-username': 'tims.admin',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ title: 'a\u0000', description: '', basemap: 'light' }),
    });
    expectApiRefusal(response, 'body/title');
  });

  it('still sends the security headers with the refusal', async () => {
    const response = await server.app.inject({ url: '/tims/api/projects?q=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it.each([
    '/tims/api/projects?q=caf%C3%A9',
    '/tims/api/projects?q=%F0%9F%9A%A7',
    '/tims/api/projects?q=100%',
    '/tims/api/projects?q=%2500',
    '/tims/api/projects?q=%25',
  ])('lets valid text through: %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });

  it('lets valid text through in bodies, JSON and forms', async () => {
    const view = await server.app.inject(
      json('/tims/api/analytics/pageviews', JSON.stringify(pageView({ path: '/café/🚧' }))),
    );
    expect(view.statusCode).toBe(204);
    const token = await server.app.inject({
      method: 'POST',
      url: `${REST}/generateToken`,
      ...form({
        username: 'tims.admin',
        password: 'tims-demo-2026',
        f: 'json',
        client: 'referer',
        referer: 'https://é.example',
      }),
    });
    expect(token.json()).toHaveProperty('token');
  });
});
