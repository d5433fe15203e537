import { bridgesRepository } from '../../bridges/bridgesRepository';
import { generateBridges } from '../../bridges/generateBridges';
import { createRandom, type Random } from '../../projects/demo/random';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { createTestApp, type TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import { appTargetsOf } from '../support/appTargets';

const SERVICES = '/tims/api/rest/services';
const NAMES = ['Projects', 'Bridges', 'Counties', 'Districts', 'States'];
/** The Projects' points, lines and the squares they are counted in (contracts/projectBins.ts). */
const PROJECTS_LAYERS = ['0', '1', '2', '3'];
const FIELDS = ['OBJECTID', 'pid', 'district', 'fiscalYear', 'estimatedCost', 'saleDate', 'phase'];
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const stat = (type: string, field: string, name?: string) =>
  JSON.stringify([{ statisticType: type, onStatisticField: field, outStatisticFieldName: name }]);

/** Hostile values: wrong types, extremes, oversized, injection, odd Unicode and JSON junk. */
const VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '17',
  '18',
  '1.5',
  '1e308',
  '-1e308',
  '1e400',
  'NaN',
  'Infinity',
  '9.3e18',
  '9007199254740993',
  '2147483648',
  'true',
  'null',
  'abc',
  '{}',
  '[]',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  '{"wkid":"abc"}',
  '{"wkid":1e308}',
  '{"xmin":1e308,"ymin":-1e308,"xmax":"a","ymax":2}',
  '{"x":-83,"y":40,"spatialReference":{"wkid":102100}}',
  '1,2,3',
  '-200,-100,200,100',
  '1e308,1e308,1e308,1e308',
  "'; drop table projects; --",
  "1=1 OR ''='",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "pid = '1' UNION SELECT password FROM portal_users",
  '\u2028\u2029',
  '\u202e\u0301x\ufeff',
  '𝄞🚧',
  'x'.repeat(100_000),
  Array.from({ length: 3000 }, () => 'pid').join(','),
  Array.from({ length: 3000 }, (_, i) => `f${i} DESC`).join(','),
  `(${'('.repeat(500)}1=1${')'.repeat(500)})`,
  `pid IN (${Array.from({ length: 2500 }, (_, i) => i).join(',')})`,
  stat('sum', 'pid'),
  stat('count', '*', 'x; drop'),
  stat('percentile_cont', 'district'),
  JSON.stringify(
    Array.from({ length: 30 }, () => ({ statisticType: 'count', onStatisticField: '*' })),
  ),
  'alert(document.domain)',
  'dojo_request_script_callbacks.dojo_request_script0',
  '../../../../etc/passwd',
];

const BOOLEANS = ['true', 'false'];
const SPATIAL_REFERENCES = ['4326', '102100', '3857', '{"wkid":102100,"latestWkid":3857}'];

/** What clients really send, half the time: so the hostile values meet the deeper paths too. */
const PLAUSIBLE: Record<string, string[]> = {
  where: [
    '1=1',
    "phase = 'Construction'",
    'district IN (1, 2, 3)',
    "UPPER(name) LIKE '%A%'",
    'fiscalYear BETWEEN 2020 AND 2030',
    "saleDate > DATE '2025-01-01'",
    "condition = 'Poor'",
  ],
  outFields: ['*', 'pid,name', 'OBJECTID', 'phase,district', 'name'],
  orderByFields: ['pid', 'district DESC, pid', 'name ASC', 'OBJECTID'],
  geometry: [
    '-84,39,-82,41',
    '{"xmin":-9400000,"ymin":4800000,"xmax":-9000000,"ymax":5100000,"spatialReference":{"wkid":102100}}',
    '-83,40',
  ],
  geometryType: ['esriGeometryEnvelope', 'esriGeometryPoint', 'esriGeometryPolygon'],
  inSR: SPATIAL_REFERENCES,
  outSR: SPATIAL_REFERENCES,
  distance: ['1000', '0', '5'],
  units: ['esriSRUnit_Meter', 'esriSRUnit_StatuteMile', 'esriSRUnit_Parsec'],
  resultOffset: ['0', '5', '100'],
  resultRecordCount: ['1', '10', '2000'],
  returnCountOnly: BOOLEANS,
  returnIdsOnly: BOOLEANS,
  returnExtentOnly: BOOLEANS,
  returnDistinctValues: BOOLEANS,
  returnGeometry: BOOLEANS,
  outStatistics: [
    stat('count', '*'),
    stat('avg', 'estimatedCost', 'avgCost'),
    stat('max', 'saleDate'),
  ],
  groupByFieldsForStatistics: ['phase', 'district', 'phase,district'],
  having: ['COUNT(*) > 1', 'SUM(estimatedCost) > 1e6'],
  geometryPrecision: ['0', '2', '6', '17'],
  maxAllowableOffset: ['0', '10.5'],
  quantizationParameters: [
    '{"mode":"view","originPosition":"upperLeft","tolerance":1222.99,"extent":{"xmin":-9500000,"ymin":4600000,"xmax":-8900000,"ymax":5200000}}',
  ],
  callback: ['cb', 'dojo_request_script_callbacks.dojo_request_script0'],
  f: ['json', 'pjson', 'geojson', 'pbf'],
};

/** Every parameter ArcGIS clients send to a query, and a few they do not. */
const QUERY_PARAMS = [
  'where',
  'objectIds',
  'geometry',
  'geometryType',
  'inSR',
  'spatialRel',
  'distance',
  'units',
  'outFields',
  'returnGeometry',
  'outSR',
  'orderByFields',
  'resultOffset',
  'resultRecordCount',
  'returnCountOnly',
  'returnIdsOnly',
  'returnExtentOnly',
  'outStatistics',
  'groupByFieldsForStatistics',
  'having',
  'returnDistinctValues',
  'geometryPrecision',
  'maxAllowableOffset',
  'quantizationParameters',
  'returnZ',
  'returnM',
  'f',
  'callback',
  'time',
  'token',
  'sqlFormat',
  'resultType',
  'outFields[]',
  'where[$ne]',
];

const WHERE_PARTS = [
  ...FIELDS,
  '=',
  '<>',
  '<',
  '>=',
  'IN',
  'NOT',
  'LIKE',
  'BETWEEN',
  'AND',
  'OR',
  'IS NULL',
  '(',
  ')',
  ',',
  'UPPER(',
  'LOWER(',
  "'x'",
  "'%'",
  "''",
  "'2026-01-01'",
  "DATE '2026-02-30'",
  "TIMESTAMP '2026-01-01 25:00:00'",
  '1.5',
  '-1e300',
  '99999999999999999999',
  '0',
  'ESCAPE',
  '"phase"',
  '*',
  ';',
  '--',
];

const LAYERS = ['0', '1', '2', '-1', '00', '1e0', '99999999999999999999', 'x', '..', '%2e%2e'];
const FORMATS = ['json', 'pjson', 'geojson', 'pbf', 'html', 'PJSON', ''];

const envelopeCode = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return 'not JSON';
  }
};

/**
 * Hostile input to every FeatureServer resource — service, layers, layer, query — of every
 * service, by GET and by form POST, on SQLite and PostgreSQL (issue 13): schema-invalid,
 * oversized, injection and odd-Unicode values in every parameter, random where clauses, odd
 * layer ids and formats. Every answer must be a success or a clear refusal (an ArcGIS envelope
 * with a 4xx code, or the edge's 4xx) — never a 5xx, never an envelope with code 500, never an
 * error in the log — and nothing may change the data.
 */
describe.each(
  appTargetsOf(
    (options) =>
      createTestApp({
        ...options,
        env: { NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0', ...options?.env },
      }),
    'tims_fs_fuzz',
  ),
)('FeatureServer fuzz on $name', (target) => {
  let server: TestApp;
  const tokens: Record<string, string> = {};
  const failures: string[] = [];
  beforeAll(async () => {
    server = await target.open();
    await seedDemoProjects(server.app.repositories.projects, {
      stateFips: '39',
      seed: 13,
      count: 30,
      today: new Date('2026-03-01T00:00:00Z'),
    });
    await bridgesRepository(server.app.db).insert([
      ...generateBridges({ seed: 13, count: 20, stateFips: '39', year: 2026 }),
    ]);
    tokens.staff = await generateToken(server, 'tims.staff');
    tokens.visitor = await generateToken(server, 'tims.public');
    server.logs.length = 0;
  }, 60_000);
  afterAll(() => server?.close());

  const send = async (method: 'GET' | 'POST', path: string, params: [string, string][]) => {
    const query = new URLSearchParams(params).toString();
    const response =
      method === 'GET'
        ? await server.app.inject({ method, url: `${path}?${query}` })
        : await server.app.inject({ method, url: path, headers: FORM, payload: query });
    const type = String(response.headers['content-type'] ?? '');
    const code = type.startsWith('application/json') ? envelopeCode(response.body) : undefined;
    const logged = server.logs.filter((line) => Number(line.level) >= 50);
    const problem =
      response.statusCode >= 500
        ? `HTTP ${response.statusCode}`
        : code === 500 || code === 'not JSON'
          ? `envelope ${String(code)}`
          : logged.length > 0
            ? `logged ${String(logged[0]!.msg)}`
            : response.statusCode >= 400 && !/"error"/.test(response.body)
              ? `HTTP ${response.statusCode} without an error body`
              : undefined;
    server.logs.length = 0;
    if (problem) {
      const shown = params.map(([name, value]) => `${name}=${value.slice(0, 60)}`).join('&');
      failures.push(`${method} ${path}?${shown}: ${problem} ${response.body.slice(0, 160)}`);
    }
    return response;
  };

  const tokenParam = (rng: Random): [string, string][] => {
    const which = rng.pick(['staff', 'staff', 'visitor', 'none', 'bad']);
    if (which === 'none') return [];
    return [['token', which === 'bad' ? 'nonsense' : tokens[which]!]];
  };

  it('answers every hostile request to the service, its layers and a layer', async () => {
    const rng = createRandom(1);
    for (const name of NAMES) {
      for (const resource of [
        '',
        '/layers',
        '/0',
        '/1',
        '/2',
        '/3',
        ...LAYERS.map((id) => `/${id}`),
      ]) {
        for (let i = 0; i < 6; i++) {
          const params: [string, string][] = [
            ['f', rng.pick(FORMATS)],
            [rng.pick(['callback', 'callback', 'f', 'token', 'x']), rng.pick(VALUES)],
            ...tokenParam(rng),
          ];
          const path = `${SERVICES}/${name}/FeatureServer${resource}`;
          await send(rng.pick(['GET', 'POST']), path, params);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every hostile query', async () => {
    const rng = createRandom(2);
    for (let i = 0; i < 1500; i++) {
      const f = rng.next() < 0.8 ? rng.pick(PLAUSIBLE.f!) : rng.pick(FORMATS);
      const params: [string, string][] = [['f', f], ...tokenParam(rng)];
      // A realistic request (plausible values) with one hostile parameter in it, so that each
      // hostile value also meets the paths a valid request takes.
      const plausible = Object.keys(PLAUSIBLE);
      const count = Math.floor(rng.next() * 5);
      for (let j = 0; j < count; j++) {
        const name = rng.pick(plausible);
        params.push([name, rng.pick(PLAUSIBLE[name]!)]);
      }
      if (rng.next() < 0.8) params.push([rng.pick(QUERY_PARAMS), rng.pick(VALUES)]);
      // Most pages small: the point is the parameters, not megabytes of county outlines.
      if (rng.next() < 0.8) params.push(['resultRecordCount', String(rng.pick([0, 1, 5]))]);
      const name = rng.pick(NAMES);
      const layer =
        rng.next() < 0.9
          ? name === 'Projects'
            ? rng.pick(PROJECTS_LAYERS)
            : '0'
          : rng.pick(LAYERS);
      const path = `${SERVICES}/${name}/FeatureServer/${layer}/query`;
      await send(rng.pick(['GET', 'POST']), path, params);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers random where and having clauses', async () => {
    const rng = createRandom(3);
    const clause = () =>
      Array.from({ length: 1 + Math.floor(rng.next() * 8) }, () => rng.pick(WHERE_PARTS)).join(' ');
    for (let i = 0; i < 1500; i++) {
      const params: [string, string][] = [
        ['where', clause()],
        ['f', rng.pick(['json', 'geojson', 'pbf'])],
        ['resultRecordCount', '3'],
        ['token', tokens.staff!],
      ];
      if (rng.next() < 0.3) {
        params.push(
          [
            'outStatistics',
            stat(rng.pick(['count', 'sum', 'min', 'avg', 'var']), rng.pick(FIELDS)),
          ],
          ['groupByFieldsForStatistics', rng.pick(['phase', 'district', ''])],
          ['having', clause().replace(/UPPER\(/g, 'COUNT(')],
          ['orderByFields', rng.pick([...FIELDS, 'COUNT_OBJECTID DESC'])],
        );
      }
      const name = rng.pick(['Projects', 'Projects', 'Bridges', 'Counties']);
      const layer = name === 'Projects' ? rng.pick(PROJECTS_LAYERS) : '0';
      await send('GET', `${SERVICES}/${name}/FeatureServer/${layer}/query`, params);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers what issue 13 found, and lost nothing', async () => {
    const query = `${SERVICES}/Projects/FeatureServer/0/query`;
    const many = Array.from({ length: 2000 }, () => 'pid').join(',');
    for (const params of [
      [['orderByFields', many]],
      [['callback', 'alert(document.domain)']],
      [['callback', 'cb']],
      [['geometryPrecision', '-1']],
      [['geometryPrecision', '101']],
      [['where', "name = 'x\u2028y'"]],
    ] as [string, string][][]) {
      await send('GET', query, [['f', 'json'], ...params]);
    }
    for (const name of NAMES) {
      for (const resource of ['', '/layers', '/0']) {
        const path = `${SERVICES}/${name}/FeatureServer${resource}`;
        await send('GET', path, [['f', 'pjson']]);
        await send('GET', path, [
          ['f', 'json'],
          ['callback', 'cb'],
          ['token', tokens.staff!],
        ]);
      }
    }
    expect(failures).toEqual([]);
    const counted = await server.app.inject(`${query}?where=1%3D1&returnCountOnly=true&f=json`);
    expect(counted.json()).toEqual({ count: expect.any(Number) });
    const { total } = await server.app
      .inject('/tims/api/projects?limit=1')
      .then((response) => response.json<{ total: number }>());
    expect(total).toBe(30);
  });
});
