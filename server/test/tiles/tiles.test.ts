import sharp from 'sharp';
import { createTileRenderer } from '../../tiles/tileRenderer';
import { createTestApp, type TestApp } from '../helper';

/** Columbus, Ohio (the test state is Ohio, STATE_FIPS 39) as a tile of level z. */
function tileAt(longitude: number, latitude: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

describe('basemap tiles', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    // The first tile reads the Census boundaries and the fonts: seconds on a busy machine.
    await get('/light-gray/0/0/0.png');
  }, 60_000);
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/tims/api/tiles${url}`, headers });

  it.each(['light-gray', 'dark-gray', 'districts'])(
    'draws a 256 × 256 PNG of the state in %s',
    async (style) => {
      const { x, y } = tileAt(-83, 40, 8);
      const response = await get(`/${style}/8/${x}/${y}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
      const image = sharp(response.rawPayload);
      const meta = await image.metadata();
      expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
      // A drawing, not a plain tile: several colours (land, lines, labels).
      const { dominant, channels } = await image.stats();
      expect(dominant).toBeDefined();
      expect(channels.some((channel) => channel.stdev > 5)).toBe(true);
    },
  );

  it('draws the styles differently', async () => {
    const { x, y } = tileAt(-83, 40, 7);
    const means = await Promise.all(
      ['light-gray', 'dark-gray'].map(async (style) => {
        const { rawPayload } = await get(`/${style}/7/${x}/${y}.png`);
        const { channels } = await sharp(rawPayload).stats();
        return channels[0]!.mean;
      }),
    );
    expect(means[0]).toBeGreaterThan(200);
    expect(means[1]).toBeLessThan(80);
  });

  it('answers a tile far from the state with the plain background, quickly', async () => {
    // Mid-Atlantic, level 10: sea only.
    const { x, y } = tileAt(-40, 30, 10);
    const started = performance.now();
    const response = await get(`/light-gray/10/${x}/${y}.png`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(200);
    const { channels } = await sharp(response.rawPayload).stats();
    expect(channels.every((channel) => channel.stdev === 0)).toBe(true);
  });

  it('answers 304 to a cache that has the tile, and the same tile from its memory', async () => {
    const first = await get('/districts/6/17/24.png');
    const etag = String(first.headers.etag);
    const again = await get('/districts/6/17/24.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const other = await get('/districts/6/17/24.png', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws one tile once when it is asked for many times at once', async () => {
    const { x, y } = tileAt(-82, 39.5, 9);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(`/dark-gray/9/${x}/${y}.png`)),
    );
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/tims/api/tiles/light-gray/0/0/0.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(0);
  });

  it('says which styles there are when one is unknown', async () => {
    const response = await get('/satellite/3/2/3.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'not-found',
        message: 'No basemap style satellite; there are light-gray, dark-gray, districts',
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a level deeper than 14', '/light-gray/15/0/0.png'],
    ['a column past the level', '/light-gray/3/8/0.png'],
    ['a row past the level', '/light-gray/3/0/8.png'],
    ['a negative level', '/light-gray/-1/0/0.png'],
    ['a negative column', '/light-gray/3/-1/0.png'],
    ['a fractional row', '/light-gray/3/1/1.5.png'],
    ['a huge column', '/light-gray/14/99999999999999999999999/0.png'],
    ['an exponent', '/light-gray/1e1/0/0.png'],
    ['a leading zero', '/light-gray/03/2/3.png'],
    ['a plus sign', '/light-gray/3/+2/3.png'],
    ['a space', '/light-gray/3/%202/3.png'],
    ['letters', '/light-gray/z/x/y.png'],
    ['an empty level', '/light-gray//0/0.png'],
    ['a NUL in the style', '/light%00gray/3/2/3.png'],
    ['a NUL in the level', '/light-gray/3%00/2/3.png'],
    ['a style in capitals', '/Light-Gray/3/2/3.png'],
    ['a style with a path', '/..%2F..%2Fetc/3/2/3.png'],
    ['a very long style', `/${'a'.repeat(5000)}/3/2/3.png`],
    ['a prototype key', '/__proto__/3/2/3.png'],
  ])('refuses %s with a 4xx in the envelope', async (_what, url) => {
    const response = await get(url);
    // 414: Fastify's bound on a parameter's length.
    expect([400, 404, 414]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses out-of-range numbers with a 400 naming the parameter', async () => {
    const response = await get('/light-gray/3/8/0.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Level 3 has tiles 0 to 7 across and down');
    const deep = await get('/light-gray/15/0/0.png');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toMatch(/params\/z/);
  });

  it('knows only GET and HEAD', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/tiles/light-gray/0/0/0.png',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('basemap tiles and the rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => server.close());

  it('counts tiles apart from the rest of the API, with four times its budget', async () => {
    const tile = () => server.app.inject({ url: '/tims/api/tiles/light-gray/0/0/0.png' });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await tile()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    // The API's own budget is untouched by the tiles.
    const health = await server.app.inject({ url: '/tims/api/health' });
    expect(health.statusCode).toBe(200);
  }, 60_000);
});

describe('tiles drawn ahead', () => {
  it("draws the state's tiles at levels 5–8 once, and serves them from the cache after", async () => {
    const renderer = createTileRenderer('39');
    const drawn = await renderer.warm('light-gray');
    // Ohio and as much again around it, at four levels: tens of tiles, not thousands.
    expect(drawn).toBeGreaterThan(20);
    expect(drawn).toBeLessThan(200);
    const { cached, rendered } = renderer.stats();
    expect(cached).toBe(drawn);
    const columbus = tileAt(-83, 40, 7);
    await renderer.tile('light-gray', { z: 7, ...columbus });
    expect(renderer.stats().rendered).toBe(rendered);
    expect(renderer.stats().cached).toBe(cached);
  }, 60_000);
});
