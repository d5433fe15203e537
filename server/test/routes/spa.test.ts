import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../helper';

const INDEX = '<!doctype html><title>TIMS</title><div id="root"></div>';
const MAIN_JS = 'console.log("main");';

const appFiles = {
  'index.html': INDEX,
  'main.0123456789.js': MAIN_JS,
  'main.0123456789.js.gz': gzipSync(MAIN_JS),
  'brand/tims-logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe('the single-page app under /tims/', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp({ appFiles });
  });
  afterEach(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves index.html at /tims/, always revalidated', async () => {
    const response = await get('/tims/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it.each(['/tims/projects', '/tims/projects/DEL-23-10.52', '/tims/map/wid/abc?center=-83,40'])(
    'answers the app route %s with index.html (200, no-cache)',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('caches files with a content hash for a year', async () => {
    const response = await get('/tims/main.0123456789.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(MAIN_JS);
  });

  it('serves the precompressed sibling to a client that accepts it', async () => {
    const response = await get('/tims/main.0123456789.js', { 'accept-encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(gzipSync(MAIN_JS));
  });

  it('revalidates files without a content hash', async () => {
    const response = await get('/tims/brand/tims-logo.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing script or style with a 404, not with index.html', async () => {
    const response = await get('/tims/main.abcdefabcd.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it("answers a glyph range the build did not make with a 404 (the map's labels ask for them)", async () => {
    const response = await get('/tims/fonts/arial-unicode-ms-regular/65536-65791.pbf');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('redirects / and /tims to /tims/, keeping the query', async () => {
    for (const [url, location] of [
      ['/', '/tims/'],
      ['/tims', '/tims/'],
      ['/tims?code=abc&state=1', '/tims/?code=abc&state=1'],
    ]) {
      const response = await get(url ?? '');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it('does not answer unknown API routes with the app', async () => {
    const response = await get('/tims/api/xyz');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'No API route GET /tims/api/xyz' },
    });
  });
});

describe('without a built app (development)', () => {
  it('serves the API only and says so in the log', async () => {
    const server = await createTestApp();
    try {
      expect((await server.app.inject({ url: '/tims/' })).statusCode).toBe(404);
      expect((await server.app.inject({ url: '/tims/api/health' })).statusCode).toBe(200);
      expect(server.logs).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/serving the API only/) }),
      );
    } finally {
      await server.close();
    }
  });
});
