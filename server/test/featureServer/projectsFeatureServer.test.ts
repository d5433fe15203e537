import type { AddressInfo } from 'node:net';
import type * as RestFeatureService from '@esri/arcgis-rest-feature-service' with {
  'resolution-mode': 'import',
};
import { representativePoint } from '../../repositories/projects/projectRows';
import { lonLatToMercator } from '../../featureServer/spatial';
import type { TestApp } from '../helper';
import { createProjectsApp, testProjects } from '../projects/projectsHelper';

// The package ships types for its ESM build only; jest runs its CommonJS build.
/* eslint-disable @typescript-eslint/no-require-imports */
const { getLayer, getService, queryFeatures } =
  require('@esri/arcgis-rest-feature-service') as typeof RestFeatureService;
/* eslint-enable @typescript-eslint/no-require-imports */

const SERVICE = '/tims/api/rest/services/Projects/FeatureServer';

interface ErrorEnvelope {
  error: { code: number; message: string; details: string[] };
}

/** The Projects FeatureServer over HTTP: Koop's GeoServices JSON over SQL-side filtering. */
describe('the Projects FeatureServer', () => {
  let server: TestApp;
  let origin: string;
  const projects = testProjects();
  const located = projects.filter((project) => project.geometry);
  beforeAll(async () => {
    server = await createProjectsApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const response = await server.app.inject(`${SERVICE}${path}`);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('describes the service and its layers (points, lines, squares), with a renderer by phase', async () => {
    const service = await get<{ layers: { id: number; name: string; geometryType: string }[] }>(
      '?f=json',
    );
    expect(service.layers).toEqual([
      expect.objectContaining({ id: 0, name: 'Projects', geometryType: 'esriGeometryPoint' }),
      expect.objectContaining({
        id: 1,
        name: 'Project lines',
        geometryType: 'esriGeometryPolyline',
      }),
      expect.objectContaining({
        id: 2,
        name: 'Projects per square (9.8 km)',
        geometryType: 'esriGeometryPolygon',
      }),
      expect.objectContaining({
        id: 3,
        name: 'Projects per square (4.9 km)',
        geometryType: 'esriGeometryPolygon',
      }),
    ]);
    const layer = await get<Record<string, unknown>>('/0?f=json');
    expect(layer).toMatchObject({
      type: 'Feature Layer',
      objectIdField: 'OBJECTID',
      supportedQueryFormats: 'JSON,geojson,PBF',
      capabilities: 'Query',
      advancedQueryCapabilities: { supportsPagination: true, supportsStatistics: true },
      drawingInfo: { renderer: { type: 'uniqueValue', field1: 'phase' } },
    });
    const all = await get<{ layers: unknown[] }>('/layers?f=json');
    expect(all.layers).toHaveLength(4);
  });

  it('answers rest-js getService, getLayer and queryFeatures', async () => {
    const url = `${origin}${SERVICE}`;
    const service = await getService({ url });
    expect(service.layers.map((layer) => layer.name)).toEqual([
      'Projects',
      'Project lines',
      'Projects per square (9.8 km)',
      'Projects per square (4.9 km)',
    ]);
    const layer = await getLayer({ url: `${url}/0` });
    expect(layer.fields?.map((field) => field.name)).toContain('phase');

    const result = (await queryFeatures({
      url: `${url}/0`,
      where: "phase = 'Construction'",
      outFields: ['pid', 'name', 'phase', 'saleDate'],
      orderByFields: 'pid',
      resultRecordCount: 5,
    })) as RestFeatureService.IQueryFeaturesResponse;
    const construction = located
      .filter((project) => project.phase === 'Construction')
      .sort((a, b) => a.pid.localeCompare(b.pid));
    expect(result.features.map((feature) => feature.attributes.pid)).toEqual(
      construction.slice(0, 5).map((project) => project.pid),
    );
    expect(result.exceededTransferLimit).toBe(construction.length > 5);
    const first = construction[0]!;
    expect(result.features[0]!.attributes.saleDate).toBe(
      first.saleDate === null ? null : Date.parse(`${first.saleDate}T00:00:00Z`),
    );

    const counted = (await queryFeatures({
      url: `${url}/0`,
      where: 'district = 3',
      returnCountOnly: true,
    })) as RestFeatureService.IQueryResponse;
    expect(counted).toEqual({
      count: located.filter((project) => project.district === 3).length,
    });
  });

  it('takes a Web Mercator envelope and answers in Web Mercator', async () => {
    const [xmin, ymin] = lonLatToMercator(-83.2, 39.8);
    const [xmax, ymax] = lonLatToMercator(-82.6, 40.3);
    const geometry = JSON.stringify({ xmin, ymin, xmax, ymax, spatialReference: { wkid: 102100 } });
    const body = await get<{
      features: { attributes: { OBJECTID: number }; geometry: { x: number } }[];
    }>(
      `/0/query?f=json&geometry=${encodeURIComponent(geometry)}&geometryType=esriGeometryEnvelope&spatialRel=esriSpatialRelIntersects&outSR=102100&outFields=OBJECTID`,
    );
    const inside = located.filter((project) => {
      const [x, y] = representativePoint(project.geometry!);
      return x >= -83.2 && x <= -82.6 && y >= 39.8 && y <= 40.3;
    });
    expect(body.features.map((feature) => feature.attributes.OBJECTID).sort()).toEqual(
      inside.map((project) => Number(project.pid)).sort(),
    );
    for (const feature of body.features) {
      expect(feature.geometry.x).toBeGreaterThanOrEqual(xmin - 1);
      expect(feature.geometry.x).toBeLessThanOrEqual(xmax + 1);
    }
  });

  // The bytes are decoded by @arcgis/core itself in the map's browser tests (test/e2e/map.spec.ts).
  it('answers f=pbf with protobuf bytes, fewer than the JSON', async () => {
    const query = '/0/query?where=1%3D1&outFields=*&outSR=102100&resultRecordCount=200';
    const pbf = await server.app.inject(`${SERVICE}${query}&f=pbf`);
    expect(pbf.statusCode).toBe(200);
    expect(pbf.headers['content-type']).toBe('application/x-protobuf');
    const json = await server.app.inject(`${SERVICE}${query}&f=json`);
    expect(pbf.rawPayload.length).toBeGreaterThan(1000);
    expect(pbf.rawPayload.length).toBeLessThan(json.rawPayload.length * 0.75);
  });

  it('pages without overlap, and takes its parameters by POST as well', async () => {
    const page = (offset: number) =>
      server.app
        .inject({
          method: 'POST',
          url: `${SERVICE}/0/query`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `where=1%3D1&outFields=pid&orderByFields=pid%20DESC&resultOffset=${offset}&resultRecordCount=100&returnGeometry=false&f=json`,
        })
        .then((response) =>
          response.json<{
            features: { attributes: { pid: string } }[];
            exceededTransferLimit: boolean;
          }>(),
        );
    const [first, second] = await Promise.all([page(0), page(100)]);
    const pids = [...first.features, ...second.features].map((f) => f.attributes.pid);
    expect(pids).toEqual(
      located
        .map((project) => project.pid)
        .sort()
        .reverse()
        .slice(0, 200),
    );
    expect(first.exceededTransferLimit).toBe(true);
  });

  it('answers ids, extents and GeoJSON', async () => {
    const ids = await get<{ objectIds: number[] }>(
      "/1/query?where=phase%3D'Completed'&returnIdsOnly=true&f=json",
    );
    expect(ids.objectIds).toEqual(
      located
        .filter((p) => p.geometry!.type === 'LineString' && p.phase === 'Completed')
        .map((p) => Number(p.pid))
        .sort((a, b) => a - b),
    );
    const extent = await get<{ count: number; extent: { spatialReference: { wkid: number } } }>(
      '/0/query?where=1%3D1&returnCountOnly=true&returnExtentOnly=true&outSR=102100&f=json',
    );
    expect(extent.count).toBe(located.length);
    expect(extent.extent.spatialReference.wkid).toBe(102100);

    const geojson = await get<{ type: string; features: { geometry: { type: string } }[] }>(
      '/1/query?where=1%3D1&resultRecordCount=3&f=geojson',
    );
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features.map((feature) => feature.geometry.type)).toEqual(
      Array(3).fill('LineString'),
    );
  });

  it.each([
    ['/0/query?where=1%3D1%3B%20drop%20table%20projects&f=json', 'unexpected ";"'],
    ['/0/query?where=secret%3D1&f=json', 'unknown field "secret"'],
    ['/0/query?outFields=pid,nope&f=json', 'the field "nope" does not exist'],
    ['/0/query?geometry=1,2,3&f=json', 'geometry must be'],
    ['/0/query?geometry=-83,40&inSR=2263&f=json', 'spatial reference 2263 is not supported'],
    ['/0/query?outStatistics=%5B%5D&f=json', 'outStatistics lists no statistic'],
    ['/0/query?resultRecordCount=-5&f=json', 'resultRecordCount must be'],
  ])('answers %s with a 400 envelope at HTTP 200', async (path, detail) => {
    const body = await get<ErrorEnvelope>(path);
    expect(body.error.code).toBe(400);
    expect(body.error.details.join(' ')).toContain(detail);
    // Nothing was dropped.
    expect((await get<{ count: number }>('/0/query?returnCountOnly=true&f=json')).count).toBe(
      located.length,
    );
  });

  it('answers an unknown service or layer with an error envelope', async () => {
    const missing = await server.app.inject('/tims/api/rest/services/Nope/FeatureServer?f=json');
    expect(missing.json<ErrorEnvelope>().error.code).toBe(400);
    expect((await get<ErrorEnvelope>('/7/query?f=json')).error.message).toBe('Layer 7 not found');
  });

  it('may be read from any origin, as ArcGIS Online or Pro would', async () => {
    const response = await server.app.inject({
      url: `${SERVICE}/0?f=json`,
      headers: { origin: 'https://www.arcgis.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await server.app.inject({ method: 'OPTIONS', url: `${SERVICE}/0/query` });
    expect(preflight.statusCode).toBe(204);
  });
});
