import { createTestApp, type TestApp } from '../test/helper';

describe('request logs', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      appFiles: { 'index.html': '<!doctype html><title>TIMS</title>' },
    });
    server.app.get('/tims/test-failure', async () => {
      throw new Error('request to http://gis.example.gov/sharing/rest/self?token=SECRET-1 failed', {
        cause: new Error('GET /sharing/rest/self?f=json&token=SECRET-2'),
      });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.logs.length = 0;
  });

  const logged = () => JSON.stringify(server.logs);

  it('hold neither credentials from the URL nor credential headers', async () => {
    await server.app.inject({
      method: 'GET',
      url: '/tims/api/config?f=json&token=SECRET-1&access_token=SECRET-2',
      headers: {
        authorization: 'Bearer SECRET-3',
        'x-esri-authorization': 'Bearer SECRET-4',
        cookie: 'tims=SECRET-5',
      },
    });
    // Any later log call that passes headers along is redacted too.
    server.app.log.info({ req: { url: '/x?token=SECRET-6', headers: { cookie: 'SECRET-7' } } });
    server.app.log.info({ headers: { authorization: 'Bearer SECRET-8', cookie: 'a=SECRET-9' } });

    expect(logged()).toContain('/tims/api/config?f=json&token=[Redacted]');
    expect(logged()).not.toMatch(/SECRET/);
  });

  it.each([
    '/tims/api/config?token[]=SECRET',
    '/tims/api/config?%2574oken=SECRET',
    '/tims/api/config?x=1;token=SECRET',
    '/tims/api/projects?q=SECRET',
    '/tims/auth?code=SECRET&state=SECRET',
    '/tims?code=SECRET',
    '/tims/api/no-such-route?token=SECRET',
    '/tims/no-such-file.js?token=SECRET',
    '/portal/sharing/rest/community/self?f=json&token=SECRET',
  ])('never hold a query value of %s', async (url) => {
    await server.app.inject({ method: 'GET', url });
    expect(logged()).toContain(url.split('?', 1)[0]);
    expect(logged()).not.toMatch(/SECRET/);
  });

  it('redact addresses inside error messages, their causes and stacks', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/tims/test-failure' });
    expect(response.statusCode).toBe(500);
    // Fastify's own messages name the raw URL (a route not found, a reply sent twice).
    server.app.log.info('Route GET:/x?token=SECRET-3 not found');
    server.app.log.warn(
      { detail: 1 },
      'Reply was already sent in the "/tims/auth?code=SECRET-4" route?',
    );

    expect(logged()).toContain(
      'request to http://gis.example.gov/sharing/rest/self?token=[Redacted]',
    );
    expect(logged()).toContain('Route GET:/x?token=[Redacted] not found');
    expect(logged()).not.toMatch(/SECRET/);
  });

  it('show an error’s own fields, a body kept on it as its size', () => {
    const error = Object.assign(new Error('Portal answered 502'), {
      code: 'portal-unavailable',
      body: Buffer.from('<html>SECRET</html>'),
      url: 'https://gis.example.gov/sharing/rest/portals/self?f=json&token=SECRET',
    });
    server.app.log.error({ err: error }, 'Portal request failed');
    expect(server.logs.at(-1)).toMatchObject({
      err: {
        type: 'Error',
        message: 'Portal answered 502',
        code: 'portal-unavailable',
        body: '[19 bytes]',
        url: 'https://gis.example.gov/sharing/rest/portals/self?f=json&token=[Redacted]',
      },
    });
    expect(logged()).not.toMatch(/SECRET/);
  });
});
