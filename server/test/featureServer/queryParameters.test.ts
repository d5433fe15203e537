import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { createTestApp, type TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';

const SERVICES = '/tims/api/rest/services';
const QUERY = `${SERVICES}/Projects/FeatureServer/0/query`;
const COUNT_ALL = encodeURIComponent('[{"statisticType":"count","onStatisticField":"*"}]');

interface Envelope {
  error?: { code: number; message: string; details: string[] };
}
interface FeatureSet {
  features: { attributes: Record<string, unknown>; geometry?: { x: number; y: number } }[];
}

/**
 * Query parameters out of range or of the wrong kind are refused with ArcGIS's 400 envelope,
 * naming the parameter — never a 500 (issue 13) — on SQLite and PostgreSQL alike.
 */
describe.each(appTargetsOf(createTestApp, 'tims_fs_params'))(
  'FeatureServer query parameters on $name',
  (target) => {
    let server: TestApp;
    beforeAll(async () => {
      server = await target.open();
      await seedDemoProjects(server.app.repositories.projects, {
        stateFips: '39',
        seed: 9,
        count: 60,
        today: new Date('2026-03-01T00:00:00Z'),
      });
    }, 60_000);
    afterAll(() => server?.close());

    const get = async <T = Envelope>(path: string) => {
      const response = await server.app.inject(path);
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    };
    const refusal = async (path: string) => {
      const body = await get(path);
      expect(body.error?.code).toBe(400);
      return body.error!.details.join(' ');
    };

    it('refuses orderByFields of 2,000 terms, a field named twice and unknown fields', async () => {
      const many = Array.from({ length: 2000 }, () => 'pid').join(',');
      expect(await refusal(`${QUERY}?where=1%3D1&orderByFields=${many}&f=json`)).toContain(
        'orderByFields lists more than 64 terms',
      );
      const distinct = Array.from({ length: 2000 }, (_, i) => `f${i}`).join(',');
      expect(await refusal(`${QUERY}?orderByFields=${distinct}&f=json`)).toContain(
        'orderByFields lists more than 64 terms',
      );
      expect(await refusal(`${QUERY}?orderByFields=pid,name%20DESC,PID&f=json`)).toContain(
        'orderByFields names pid more than once',
      );
      expect(await refusal(`${QUERY}?orderByFields=nope&f=json`)).toContain(
        'the field "nope" does not exist',
      );
      const stats = `${QUERY}?outStatistics=${COUNT_ALL}&groupByFieldsForStatistics=phase`;
      expect(await refusal(`${stats}&orderByFields=${many}&f=json`)).toContain('more than 64');
      expect(await refusal(`${stats}&orderByFields=phase,PHASE%20desc&f=json`)).toContain(
        'names phase more than once',
      );
      const values = `${QUERY}?returnDistinctValues=true&outFields=phase`;
      expect(await refusal(`${values}&orderByFields=${many}&f=json`)).toContain('more than 64');
      // Fields listed twice in outFields are one field, even 2,000 times.
      const outFields = Array.from({ length: 2000 }, () => 'phase').join(',');
      const body = await get<FeatureSet>(
        `${QUERY}?returnDistinctValues=true&outFields=${outFields}&f=json`,
      );
      expect(body.features.length).toBeGreaterThan(1);
      expect(Object.keys(body.features[0]!.attributes)).toEqual(['phase']);
    });

    it('still orders by several fields, each once', async () => {
      const body = await get<FeatureSet>(
        `${QUERY}?where=1%3D1&outFields=district,pid&orderByFields=district%20DESC,pid&returnGeometry=false&f=json`,
      );
      const rows = body.features.map((feature) => feature.attributes);
      const sorted = [...rows].sort(
        (a, b) =>
          (b.district as number) - (a.district as number) ||
          String(a.pid).localeCompare(String(b.pid)),
      );
      expect(rows).toEqual(sorted);
    });

    it.each(['-1', '18', '101', '1.5', 'abc', '1e308', 'Infinity', '9.3e18'])(
      'refuses geometryPrecision=%s',
      async (value) => {
        for (const format of ['json', 'geojson', 'pbf', 'pjson']) {
          expect(await refusal(`${QUERY}?geometryPrecision=${value}&f=${format}`)).toContain(
            'geometryPrecision must be a whole number from 0 to 17',
          );
        }
        expect(
          await refusal(`${SERVICES}/Counties/FeatureServer/0/query?geometryPrecision=${value}`),
        ).toContain('geometryPrecision');
      },
    );

    it('rounds coordinates to geometryPrecision, 0 included, in every format', async () => {
      const base = `${QUERY}?where=1%3D1&outFields=OBJECTID&orderByFields=pid&resultRecordCount=5`;
      const full = await get<FeatureSet>(`${base}&f=json`);
      const two = await get<FeatureSet>(`${base}&geometryPrecision=2&f=json`);
      const none = await get<FeatureSet>(`${base}&geometryPrecision=0&outSR=102100&f=json`);
      const mercator = await get<FeatureSet>(`${base}&outSR=102100&f=json`);
      two.features.forEach((feature, i) => {
        expect(feature.geometry!.x).toBe(Number(full.features[i]!.geometry!.x.toFixed(2)));
      });
      none.features.forEach((feature, i) => {
        expect(feature.geometry!.y).toBe(Math.round(mercator.features[i]!.geometry!.y));
        expect(Number.isInteger(feature.geometry!.x)).toBe(true);
      });
      const geojson = await get<{ features: { geometry: { coordinates: number[] } }[] }>(
        `${base}&geometryPrecision=1&f=geojson`,
      );
      for (const feature of geojson.features) {
        for (const value of feature.geometry.coordinates) {
          expect(value).toBe(Number(value.toFixed(1)));
        }
      }
      const lines = await get<{ features: { geometry: { paths: number[][][] } }[] }>(
        `${SERVICES}/Projects/FeatureServer/1/query?where=1%3D1&resultRecordCount=3&geometryPrecision=3&f=json`,
      );
      for (const point of lines.features.flatMap((feature) => feature.geometry.paths.flat())) {
        expect(point[0]).toBe(Number(point[0]!.toFixed(3)));
      }
      const pbf = await server.app.inject(`${base}&geometryPrecision=0&f=pbf`);
      expect(pbf.headers['content-type']).toBe('application/x-protobuf');
    });

    it.each([
      ['resultOffset=9.3e18', 'resultOffset must be a whole number from 0 to 1,000,000,000'],
      ['resultOffset=-1', 'resultOffset must be'],
      ['resultOffset=1.5', 'resultOffset must be'],
      ['resultRecordCount=1e400', 'resultRecordCount must be'],
      ['maxAllowableOffset=-1', 'maxAllowableOffset must be a number of 0 or more'],
      ['maxAllowableOffset=abc', 'maxAllowableOffset must be'],
      ['distance=-5&geometry=-83,40&geometryType=esriGeometryPoint', 'distance must be'],
      ['distance=1e400&geometry=-83,40&geometryType=esriGeometryPoint', 'distance must be'],
      ['objectIds=9007199254740993', 'objectIds holds'],
      ['outSR=1e308', 'spatial reference'],
      ['outSR=%7B%22wkid%22%3A%22abc%22%7D', 'spatial reference'],
      ['quantizationParameters=%5B%5D', 'quantizationParameters must be a JSON object'],
      ['quantizationParameters=nope', 'is not valid JSON'],
      ['quantizationParameters=%7B%22tolerance%22%3A0%7D', 'tolerance must be'],
      ['quantizationParameters=%7B%22tolerance%22%3A-1%7D', 'tolerance must be'],
      ['quantizationParameters=%7B%22tolerance%22%3A1e-300%7D', 'tolerance must be'],
      [
        'quantizationParameters=%7B%22extent%22%3A%7B%22xmin%22%3A%22a%22%7D%7D',
        'extent must have',
      ],
      ['quantizationParameters=%7B%22originPosition%22%3A%22middle%22%7D', 'originPosition'],
    ])('refuses %s with a 400 naming it', async (parameter, detail) => {
      for (const format of ['json', 'pbf']) {
        expect(await refusal(`${QUERY}?where=1%3D1&${parameter}&f=${format}`)).toContain(detail);
      }
    });

    it('takes the largest offsets and quantization ArcGIS clients send', async () => {
      expect(await get(`${QUERY}?where=1%3D1&resultOffset=1000000000&f=json`)).toMatchObject({
        features: [],
      });
      const quantized = await server.app.inject(
        `${QUERY}?where=1%3D1&outSR=102100&f=pbf&quantizationParameters=${encodeURIComponent(
          JSON.stringify({
            mode: 'view',
            originPosition: 'upperLeft',
            tolerance: 38.2,
            extent: {
              xmin: -9500000,
              ymin: 4600000,
              xmax: -8900000,
              ymax: 5200000,
              spatialReference: { wkid: 102100 },
            },
          }),
        )}`,
      );
      expect(quantized.headers['content-type']).toBe('application/x-protobuf');
    });

    it.each([
      ['outStatistics', '%E2%80%A8'],
      ['groupByFieldsForStatistics', '%E2%80%A8'],
      ['having', '%E2%80%A8'],
      ['returnIdsOnly', 'abc'],
      ['returnCountOnly', '1'],
      ['returnExtentOnly', 'yes'],
    ])('reads %s=%s as ArcGIS does and answers, never a 500', async (name, value) => {
      for (const format of ['json', 'pbf', 'geojson']) {
        const response = await server.app.inject(
          `${QUERY}?where=1%3D1&${name}=${value}&f=${format}`,
        );
        expect(response.statusCode).toBe(200);
        if (format !== 'pbf') expect(response.json<Envelope>().error).toBeUndefined();
        else expect(response.headers['content-type']).toBe('application/x-protobuf');
      }
    });
  },
);
