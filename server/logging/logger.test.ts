import { createTestApp, type TestApp } from '../test/helper';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/tims/api/maps', '/tims/api/maps'],
    ['/tims/api/maps?token=abc', '/tims/api/maps'],
    ['/x?f=json&token=abc&q=1', '/x?f=json&q=1'],
    ['/x?ACCESS_TOKEN=a&refresh_token=b&password=c&keep=1', '/x?keep=1'],
    ['/x?%74oken=abc', '/x'],
    ['/x?token', '/x'],
    ['/x?tokens=1', '/x?tokens=1'],
    ['/x?q=1&token=abc#part', '/x?q=1#part'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('request logs', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp();
  });
  afterEach(() => server.close());

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

    const text = JSON.stringify(server.logs);
    expect(text).toContain('/tims/api/config?f=json');
    expect(text).not.toMatch(/SECRET/);
  });
});
