import { bridgesRepository } from '../../bridges/bridgesRepository';
import { generateBridges } from '../../bridges/generateBridges';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { createTestApp, type TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import { appTargetsOf } from '../support/appTargets';

const SERVICES = '/tims/api/rest/services';
const NAMES = ['Projects', 'Bridges', 'Counties', 'Districts', 'States'];
/** What dojo's `script.get` (ArcGIS API for JavaScript 3.x) names its callbacks. */
const DOJO = 'dojo_request_script_callbacks.dojo_request_script0';

interface Envelope {
  error: { code: number; message: string; details: string[] };
}

/** Runs a JSONP answer as a browser would, with `name` bound, and returns what it was given. */
function runJsonp(body: string, name: string): unknown {
  let received: unknown = 'never called';
  const root = name.split('.')[0]!;
  const target: Record<string, unknown> = {};
  let holder = target;
  const parts = name.split('.').slice(1);
  for (const part of parts.slice(0, -1)) holder = holder[part] = {};
  const receive = (value: unknown) => void (received = value);
  if (parts.length === 0) {
    new Function(root, body)(receive);
  } else {
    holder[parts[parts.length - 1]!] = receive;
    new Function(root, body)(target);
  }
  return received;
}

/**
 * `f` and `callback` on every FeatureServer resource (issue 13): `pjson` on the service, its
 * layers and each layer; JSONP for old ArcGIS clients, with a strict name so the answer can
 * never be a script of the caller's choosing.
 */
describe.each(
  appTargetsOf(
    (options) => createTestApp({ ...options, env: { NODE_ENV: 'test', ...options?.env } }),
    'tims_fs_formats',
  ),
)('FeatureServer answer formats on $name', (target) => {
  let server: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await target.open();
    await seedDemoProjects(server.app.repositories.projects, {
      stateFips: '39',
      seed: 5,
      count: 40,
      today: new Date('2026-03-01T00:00:00Z'),
    });
    await bridgesRepository(server.app.db).insert([
      ...generateBridges({ seed: 3, count: 20, stateFips: '39', year: 2026 }),
    ]);
    token = await generateToken(server, 'tims.staff');
  }, 60_000);
  afterAll(() => server?.close());

  const inject = (path: string) =>
    server.app.inject(`${SERVICES}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  const resources = NAMES.flatMap((name) => [
    `/${name}/FeatureServer`,
    `/${name}/FeatureServer/layers`,
    `/${name}/FeatureServer/0`,
  ]);

  it.each(resources)('answers %s?f=pjson as indented JSON', async (path) => {
    const plain = await inject(`${path}?f=json`);
    const pretty = await inject(`${path}?f=pjson`);
    expect(pretty.statusCode).toBe(200);
    expect(pretty.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(pretty.body).toContain('\n  "');
    expect(pretty.json()).toEqual(plain.json());
    expect(plain.json()).not.toHaveProperty('error');
  });

  it.each(resources)('wraps %s in a JSONP callback', async (path) => {
    const plain = (await inject(`${path}?f=json`)).json<unknown>();
    for (const name of ['cb', DOJO]) {
      const response = await inject(`${path}?f=json&callback=${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body.startsWith(`/**/${name}(`)).toBe(true);
      expect(runJsonp(response.body, name)).toEqual(plain);
    }
    const pretty = await inject(`${path}?f=pjson&callback=cb`);
    expect(runJsonp(pretty.body, 'cb')).toEqual(plain);
  });

  it('wraps a query, its statistics and its errors, and GeoJSON', async () => {
    const query = '/Projects/FeatureServer/0/query?where=1%3D1&outFields=pid&f=json';
    const plain = (await inject(query)).json<unknown>();
    expect(runJsonp((await inject(`${query}&callback=cb`)).body, 'cb')).toEqual(plain);

    const stats = encodeURIComponent('[{"statisticType":"count","onStatisticField":"*"}]');
    const counted = `/Projects/FeatureServer/0/query?outStatistics=${stats}&f=json`;
    expect(runJsonp((await inject(`${counted}&callback=${DOJO}`)).body, DOJO)).toEqual(
      (await inject(counted)).json(),
    );

    const geojson = '/Counties/FeatureServer/0/query?where=1%3D1&resultRecordCount=2&f=geojson';
    expect(runJsonp((await inject(`${geojson}&callback=cb`)).body, 'cb')).toEqual(
      (await inject(geojson)).json(),
    );

    // The caller learns of the error through its callback, as ArcGIS Server answers JSONP.
    const bad = await inject('/Projects/FeatureServer/0/query?where=nope%3D1&f=json&callback=cb');
    expect(bad.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(runJsonp(bad.body, 'cb')).toMatchObject({ error: { code: 400 } });
  });

  it.each([
    'alert(document.domain)',
    'a(b)',
    'x;y',
    '1abc',
    'a..b',
    'a.',
    'a[0]',
    'a-b',
    ' cb',
    'x'.repeat(65),
    Array.from({ length: 9 }, () => 'a').join('.'),
    'ünïcode',
    '',
  ])('refuses the callback %j with a 400 envelope that is no script', async (name) => {
    for (const path of [
      '/Projects/FeatureServer?f=json',
      '/Projects/FeatureServer/layers?f=json',
      '/Projects/FeatureServer/0?f=json',
      '/Projects/FeatureServer/0/query?where=1%3D1&f=json',
      '/Bridges/FeatureServer/0/query?where=1%3D1&f=json',
    ]) {
      const response = await inject(`${path}&callback=${encodeURIComponent(name)}`);
      if (name === '') {
        // No callback at all: plain JSON.
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        continue;
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const body = response.json<Envelope>();
      expect(body.error.code).toBe(400);
      expect(body.error.message).toBe('Invalid callback function name.');
      expect(response.body).not.toContain(name.slice(0, 20) + '(');
    }
  });

  it('takes any plain name, even one the browser defines', async () => {
    const response = await inject('/Projects/FeatureServer?f=json&callback=alert');
    expect(response.body.startsWith('/**/alert(')).toBe(true);
  });

  it('refuses a callback around protocol buffers, and formats it does not know', async () => {
    const pbf = await inject('/Projects/FeatureServer/0/query?where=1%3D1&f=pbf&callback=cb');
    expect(pbf.json<Envelope>().error).toMatchObject({ code: 400 });
    for (const path of [
      '/Projects/FeatureServer?f=xml',
      '/Projects/FeatureServer/layers?f=kmz',
      '/Projects/FeatureServer/0?f=geojson',
      '/Projects/FeatureServer/0/query?f=csv',
    ]) {
      const body = (await inject(path)).json<Envelope>();
      expect(body.error).toMatchObject({ code: 400, message: 'Invalid format' });
    }
    // ArcGIS reads the format without regard to case.
    expect((await inject('/Projects/FeatureServer/0?f=PJSON')).json()).toMatchObject({
      name: 'Projects',
    });
  });
});
