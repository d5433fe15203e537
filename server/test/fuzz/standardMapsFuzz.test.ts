import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { addTestEdition, makePdf, multipart } from '../standardMaps/standardMapsHelper';

const LONG = 'x'.repeat(20_000);
const NUL = '%00';

/**
 * Every standard-map route as a hostile client tries it: inputs of the wrong type, oversized
 * and bearing NUL bytes or paths. Each answer must be a clear 4xx (or a success) in the error
 * envelope — never a 5xx — and nothing may be stored by a refused write.
 */
describe('standard-map routes under hostile input', () => {
  let portal: TestPortal;
  let server: TestApp;
  let admin: Record<string, string>;
  let edition: string;
  let pdf: Buffer;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url, RATE_LIMIT_PER_MINUTE: '0' } });
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    edition = (await addTestEdition(server.app, 'county-39041')).current.id;
    pdf = await makePdf();
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const requests = (): [string, InjectOptions][] => {
    const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
      method: 'GET',
      url: `/tims/api${url}`,
      headers,
    });
    const queries = [
      `q=${NUL}`,
      `q=a${NUL}b`,
      `q=${LONG}`,
      'q[]=a',
      'q=%E0%A4%A',
      'category=Roads',
      'category=County&category=County&category=County&category=County&category=County&category=County&category=County',
      `county=${'39041&county='.repeat(400)}39041`,
      'district=abc',
      'district=9999999999999999999',
      'offset=-1',
      'offset=9.3e18',
      'limit=0',
      'limit=100000',
      'sort=__proto__',
      'order=sideways',
      'colour=red',
    ];
    const ids = [
      `..%2F..%2Fetc%2Fpasswd`,
      `county-39041${NUL}`,
      LONG.slice(0, 5000),
      'COUNTY-39041',
      '%2e%2e',
    ];
    const fileQueries = [
      `edition=${NUL}`,
      `edition=${edition}${NUL}`,
      'edition=../../../../etc/passwd',
      `size=${NUL}`,
      `size=${LONG}`,
      'download=maybe',
      'expires=-5&signature=abc',
      `expires=99999999999&signature=${'A'.repeat(43)}`,
      `expires=1e400&signature=${'A'.repeat(43)}`,
    ];
    const ranges = [
      'bytes=9-1',
      'bytes=-0',
      'bytes=0-0,5-5,9-9',
      'pages=1',
      `bytes=0-${LONG}`,
      'bytes=99999999999999999999-',
    ];
    const json = (method: 'PUT' | 'POST', url: string, payload: unknown): InjectOptions => ({
      method,
      url: `/tims/api${url}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    const good = {
      title: 'Map',
      category: 'City',
      district: null,
      county: null,
      description: '',
      published: true,
    };
    const form = (fields: Record<string, string>, file = true): InjectOptions => {
      const body = multipart(fields, file ? { name: 'map\u0000.pdf', content: pdf } : undefined);
      return {
        method: 'POST',
        url: '/tims/api/admin/standard-maps',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      };
    };
    const fields = {
      title: 'Map',
      category: 'City',
      editionDate: '2026-11-01',
    };
    return [
      ...queries.map((query): [string, InjectOptions] => [
        `list ?${query.slice(0, 40)}`,
        get(`/standard-maps?${query}`),
      ]),
      ...queries.map((query): [string, InjectOptions] => [
        `admin list ?${query.slice(0, 40)}`,
        get(`/admin/standard-maps?${query}`, admin),
      ]),
      ...ids.flatMap((id): [string, InjectOptions][] =>
        ['', '/file', '/thumbnail', '/preview'].map((tail) => [
          `GET ${id.slice(0, 30)}${tail}`,
          get(`/standard-maps/${id}${tail}`),
        ]),
      ),
      ...fileQueries.map((query): [string, InjectOptions] => [
        `file ?${query.slice(0, 40)}`,
        get(`/standard-maps/county-39041/file?${query}`),
      ]),
      ...ranges.map((range): [string, InjectOptions] => [
        `Range ${range.slice(0, 30)}`,
        get('/standard-maps/county-39041/file', { range }),
      ]),
      ['If-None-Match huge', get('/standard-maps/county-39041/file', { 'if-none-match': LONG })],
      ['generation ?x', get('/standard-maps/generation?x=1')],
      [
        'PUT wrong types',
        json('PUT', '/admin/standard-maps/county-39041', { ...good, title: 5, published: 'yes' }),
      ],
      [
        'PUT NUL title',
        json('PUT', '/admin/standard-maps/county-39041', { ...good, title: 'a\u0000b' }),
      ],
      [
        'PUT NUL description',
        json('PUT', '/admin/standard-maps/county-39041', { ...good, description: '\u0000' }),
      ],
      [
        'PUT county array',
        json('PUT', '/admin/standard-maps/county-39041', { ...good, county: ['39041'] }),
      ],
      [
        'PUT proto',
        json('PUT', '/admin/standard-maps/county-39041', {
          ...good,
          __proto__: { x: 1 },
          constructor: 1,
        }),
      ],
      [
        'PUT oversized',
        json('PUT', '/admin/standard-maps/county-39041', {
          ...good,
          description: 'x'.repeat(2_000_000),
        }),
      ],
      [
        'PUT not JSON',
        {
          method: 'PUT',
          url: '/tims/api/admin/standard-maps/county-39041',
          headers: { ...admin, 'content-type': 'application/json' },
          payload: '{"title":',
        },
      ],
      ['PUT unknown map', json('PUT', '/admin/standard-maps/nosuchmap', good)],
      [
        'DELETE NUL edition',
        {
          method: 'DELETE',
          url: `/tims/api/admin/standard-maps/county-39041/editions/${NUL}`,
          headers: admin,
        },
      ],
      [
        'DELETE traversal',
        { method: 'DELETE', url: '/tims/api/admin/standard-maps/..%2F..', headers: admin },
      ],
      ['upload NUL fields', form({ ...fields, title: 'a\u0000b', description: '\u0000' })],
      ['upload NUL date', form({ ...fields, editionDate: `2026-11-01\u0000` })],
      ['upload long title', form({ ...fields, title: LONG })],
      [
        'upload 30 fields',
        form(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']))),
      ],
      [
        'upload field twice',
        (() => {
          const body = multipart({ ...fields }, { name: 'map.pdf', content: pdf });
          const doubled = Buffer.concat([
            body.payload.subarray(0, body.payload.indexOf('--', 2)),
            body.payload,
          ]);
          return {
            method: 'POST',
            url: '/tims/api/admin/standard-maps',
            headers: { ...admin, ...body.headers },
            payload: doubled,
          } as InjectOptions;
        })(),
      ],
      [
        'upload no boundary',
        {
          method: 'POST',
          url: '/tims/api/admin/standard-maps',
          headers: { ...admin, 'content-type': 'multipart/form-data' },
          payload: 'x',
        },
      ],
      [
        'upload broken body',
        {
          method: 'POST',
          url: '/tims/api/admin/standard-maps',
          headers: { ...admin, 'content-type': 'multipart/form-data; boundary=zz' },
          payload: '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
        },
      ],
      [
        'edition to NUL id',
        {
          ...form({ editionDate: '2026-11-01' }),
          url: `/tims/api/admin/standard-maps/${NUL}/editions`,
        },
      ],
      ['generate with body', json('POST', '/admin/standard-maps/generate?x=1', { scope: 'all' })],
    ];
  };

  it('answers every hostile request with a 4xx or a success, never a 5xx', async () => {
    const failures: string[] = [];
    for (const [name, request] of requests()) {
      const response = await server.app.inject(request);
      if (response.statusCode >= 500)
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const body = response.json<{ error?: { code?: string; message?: string } }>();
        if (!body.error?.code || !body.error.message)
          failures.push(`${name}: ${response.statusCode} without the error envelope`);
      }
    }
    // The drawing an accepted `generate` started must not outlive the test.
    await server.app.standardMaps.generator.close();
    expect(failures).toEqual([]);
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // The refused writes stored nothing: the one map and its one edition.
    expect(await server.app.db.selectFrom('standard_map_editions').select('id').execute()).toEqual([
      { id: edition },
    ]);
    const map = await server.app.standardMaps.library.maps.get('county-39041');
    expect(map?.title).toBe('Columbus city map');
  }, 60_000);
});
