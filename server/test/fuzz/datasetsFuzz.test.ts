import type { InjectOptions } from 'fastify';
import type { TestApp } from '../helper';
import { createGlossaryApp, IDS, signedIn } from '../datasets/datasetsHelper';

const LONG = 'x'.repeat(20_000);
const NUL = '%00';
const TABLES = [
  'glossary_datasets',
  'glossary_fields',
  'glossary_terms',
  'glossary_audit',
] as const;

/**
 * Every glossary route as a hostile client tries it: inputs of the wrong type, oversized and
 * bearing NUL bytes. Each answer must be a clear 4xx (or a success) in the error envelope —
 * never a 5xx — and nothing may be stored by a refused write.
 */
describe('glossary routes under hostile input', () => {
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await createGlossaryApp();
    admin = await signedIn(server, 'tims.admin');
  }, 60_000);
  afterAll(() => server.close());

  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(
          async (table) =>
            [table, await server.app.db.selectFrom(table).selectAll().execute()] as const,
        ),
      ),
    );

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
      'q=%0Aline',
      'category=Roads',
      'category=Projects&category=Boundaries',
      'access=everyone',
      'sort=__proto__',
      'order=sideways',
      'offset=-1',
      'offset=9.3e18',
      'limit=0',
      'limit=100000',
      'limit=abc',
      'colour=red',
      'constructor=1',
    ];
    const ids = [
      `${IDS.counties}${NUL}`,
      '..%2F..%2Fetc%2Fpasswd',
      LONG.slice(0, 5000),
      IDS.counties.toUpperCase(),
      `${IDS.counties}_9999`,
      `${IDS.counties}_-1`,
      '%2e%2e',
    ];
    const json = (method: 'PUT' | 'POST', url: string, payload: unknown): InjectOptions => ({
      method,
      url: `/tims/api/admin${url}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    const metadata = {
      description: 'A description.',
      category: 'Boundaries',
      steward: 'GIS',
      contactName: '',
      contactEmail: '',
      updateFrequency: 'asNeeded',
      licence: '',
    };
    const term = { term: 'Term', abbreviation: null, definition: 'Meaning.', uses: [] };
    const badMetadata: [string, unknown][] = [
      ['wrong types', { ...metadata, steward: 5, category: ['Projects'] }],
      ['NUL steward', { ...metadata, steward: 'a\u0000b' }],
      ['NUL description', { ...metadata, description: '\u0000' }],
      ['line break in steward', { ...metadata, steward: 'a\nb' }],
      ['oversized', { ...metadata, description: 'x'.repeat(2_000_000) }],
      ['long licence', { ...metadata, licence: LONG }],
      ['proto', { ...metadata, __proto__: { x: 1 }, constructor: 1 }],
      ['null', null],
      ['array', [metadata]],
      ['e-mail with NUL', { ...metadata, contactEmail: 'a@b.c\u0000' }],
    ];
    const badTerms: [string, unknown][] = [
      ['wrong types', { ...term, term: 5, uses: {} }],
      ['NUL term', { ...term, term: 'a\u0000' }],
      ['NUL definition', { ...term, definition: '\u0000' }],
      ['NUL use', { ...term, uses: [{ datasetId: `${IDS.counties}\u0000` }] }],
      ['NUL field', { ...term, uses: [{ datasetId: IDS.counties, field: 'fips\u0000' }] }],
      ['long field', { ...term, uses: [{ datasetId: IDS.counties, field: LONG }] }],
      ['unknown dataset', { ...term, uses: [{ datasetId: 'f'.repeat(32) }] }],
      ['unknown field', { ...term, uses: [{ datasetId: IDS.counties, field: 'nope' }] }],
      ['extra', { ...term, id: 'pid' }],
      ['oversized', { ...term, definition: 'x'.repeat(2_000_000) }],
    ];
    return [
      ...queries.map((query): [string, InjectOptions] => [
        `list ?${query.slice(0, 40)}`,
        get(`/datasets?${query}`),
      ]),
      ...queries.map((query): [string, InjectOptions] => [
        `export ?${query.slice(0, 40)}`,
        get(`/datasets/export?format=csv&${query}`),
      ]),
      ...[`format=${NUL}`, 'format=pdf', 'format[]=csv', `format=${LONG}`, ''].map(
        (query): [string, InjectOptions] => [
          `export ?${query.slice(0, 40)}`,
          get(`/datasets/export?${query}`),
        ],
      ),
      ...[`q=${NUL}`, `q=${LONG}`, 'q[]=a', 'x=1'].map((query): [string, InjectOptions] => [
        `terms ?${query.slice(0, 40)}`,
        get(`/datasets/terms?${query}`),
      ]),
      ['dcat ?x', get('/datasets/dcat.json?x=1')],
      ...ids.map((id): [string, InjectOptions] => [
        `GET ${id.slice(0, 40)}`,
        get(`/datasets/${id}`),
      ]),
      ...ids.map((id): [string, InjectOptions] => [
        `download ${id.slice(0, 40)}`,
        get(`/datasets/${id}/download?format=csv`),
      ]),
      ...[
        `format=${NUL}`,
        'format=shp',
        'format[]=csv',
        `format=${LONG}`,
        '',
        'format=csv&x=1',
      ].map((query): [string, InjectOptions] => [
        `download ?${query.slice(0, 40)}`,
        get(`/datasets/${IDS.counties}/download?${query}`),
      ]),
      ...ids.map((id): [string, InjectOptions] => [
        `admin PUT ${id.slice(0, 40)}`,
        json('PUT', `/datasets/${id}`, metadata),
      ]),
      ...badMetadata.map(([name, body]): [string, InjectOptions] => [
        `PUT metadata ${name}`,
        json('PUT', `/datasets/${IDS.counties}`, body),
      ]),
      ...badMetadata.map(([name, body]): [string, InjectOptions] => [
        `PUT field ${name}`,
        json('PUT', `/datasets/${IDS.counties}/fields/fips`, body),
      ]),
      ...[`fips${NUL}`, LONG.slice(0, 90), '1abc', 'a-b', '__proto__', 'nope'].map(
        (field): [string, InjectOptions] => [
          `PUT field /${field.slice(0, 30)}`,
          json('PUT', `/datasets/${IDS.counties}/fields/${field}`, {
            definition: 'x',
            units: null,
          }),
        ],
      ),
      [
        'PUT field units wrong',
        json('PUT', `/datasets/${IDS.counties}/fields/fips`, { definition: 'x', units: 7 }),
      ],
      ...badTerms.map(([name, body]): [string, InjectOptions] => [
        `POST term ${name}`,
        json('POST', '/terms', body),
      ]),
      ...badTerms.map(([name, body]): [string, InjectOptions] => [
        `PUT term ${name}`,
        json('PUT', '/terms/pid', body),
      ]),
      ...[`pid${NUL}`, 'PID', '..%2F', LONG.slice(0, 90), 'a_b'].map(
        (id): [string, InjectOptions] => [
          `DELETE term ${id.slice(0, 30)}`,
          { method: 'DELETE', url: `/tims/api/admin/terms/${id}`, headers: admin },
        ],
      ),
      [
        'PUT not JSON',
        {
          method: 'PUT',
          url: `/tims/api/admin/datasets/${IDS.counties}`,
          headers: { ...admin, 'content-type': 'application/json' },
          payload: '{"description":',
        },
      ],
      [
        'POST term as a form',
        {
          method: 'POST',
          url: '/tims/api/admin/terms',
          headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'term=a&definition=b',
        },
      ],
      ...['limit=0', 'limit=abc', `limit=${LONG}`, 'limit=5&x=1'].map(
        (query): [string, InjectOptions] => [
          `audit ?${query.slice(0, 30)}`,
          get(`/admin/datasets/audit?${query}`, admin),
        ],
      ),
    ];
  };

  it('answers every hostile request with a 4xx or a success, never a 5xx, and stores nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const [name, request] of requests()) {
      const response = await server.app.inject(request);
      if (response.statusCode >= 500) {
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const body = response.json<{ error?: { code?: string; message?: string } }>();
        if (!body.error?.code || !body.error.message) {
          failures.push(`${name}: ${response.statusCode} without the error envelope`);
        }
      }
      if (request.method !== 'GET' && response.statusCode < 400) {
        failures.push(`${name}: accepted with ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
