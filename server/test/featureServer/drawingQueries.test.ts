import { join, dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import type * as RestFeatureService from '@esri/arcgis-rest-feature-service' with {
  'resolution-mode': 'import',
};
import { migrateToLatest } from '../../db/migrate';
import type { LayerQuery, LayerSource } from '../../featureServer/layerSource';
import { projectsService } from '../../featureServer/layers/projectsLayers';
import { SNAPSHOT_CHECK_MS } from '../../featureServer/pointSnapshot';
import { parseQueryParams } from '../../featureServer/queryParams';
import { lonLatToMercator } from '../../featureServer/spatial';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import type { TestApp } from '../helper';
import { createProjectsApp, testProjects } from '../projects/projectsHelper';
import { targets, type Target } from '../support/databaseTargets';

// rest-js: its PBF reader (by path: the package exports only its entry point) and its client.
/* eslint-disable @typescript-eslint/no-require-imports */
const { queryFeatures } = require('@esri/arcgis-rest-feature-service') as typeof RestFeatureService;
const { default: pbfToArcGIS, decode: decodePbf } = require(
  join(
    dirname(require.resolve('@esri/arcgis-rest-feature-service')),
    'pbf-parser/arcGISPbfParser.js',
  ),
) as { default(bytes: Uint8Array): EsriFeatureSet; decode(bytes: Uint8Array): RawAnswer };
/* eslint-enable @typescript-eslint/no-require-imports */

interface EsriFeatureSet {
  objectIdFieldName: string;
  exceededTransferLimit?: boolean;
  fields: { name: string; type: string }[];
  features: { attributes: Record<string, unknown>; geometry: { x: number; y: number } | null }[];
}

/** The answer as written, before rest-js applies the transform (which it reads upper-left only). */
interface RawAnswer {
  queryResult: {
    featureResult: {
      transform: {
        quantizeOriginPostion: number;
        scale: { xScale: number; yScale: number };
        translate: { xTranslate: number; yTranslate: number };
      };
      features: { geometry: { coords: number[] } }[];
    };
  };
}

/** A query as a map sends it to draw the layer (`cacheHint=true`), with these parameters. */
const drawing = (layer: LayerSource, params: Record<string, string>) =>
  parseQueryParams(
    {
      f: 'pbf',
      cacheHint: 'true',
      where: '1=1',
      outFields: 'OBJECTID,phase',
      orderByFields: 'OBJECTID ASC',
      ...params,
    },
    layer.info,
  );

/** The same page from the database: the features of every other query. */
const fromDatabase = async (layer: LayerSource, query: LayerQuery) =>
  layer.features({ ...query, returnGeometry: true });

/**
 * The points a map draws, answered from memory (pointSnapshot.ts, pointAnswer.ts), read back
 * with Esri's rest-js PBF reader: the same features, attributes, pages and coordinates as the
 * database gives every other query, on every dialect.
 */
describe.each(targets)('drawing queries of the Projects layer on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let points: LayerSource;
  const projects = testProjects();
  const located = projects.filter((project) => project.geometry);

  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    await projectsRepository(handle.db).write(projects);
    points = projectsService(handle.db).layers[0]!;
  }, 60_000);
  afterAll(() => handle?.close());

  const answer = async (params: Record<string, string>) => {
    const { query, output, outSR } = drawing(points, params);
    const bytes = await points.snapshot!.pbf(query, {
      outSR,
      quantizationParameters: output.quantizationParameters,
    });
    expect(bytes).toBeInstanceOf(Buffer);
    return { decoded: pbfToArcGIS(new Uint8Array(bytes!)), query };
  };

  it('pages through every located project in object id order, as the database does', async () => {
    const seen: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const { decoded, query } = await answer({
        resultOffset: String(offset),
        resultRecordCount: '100',
        outSR: '4326',
      });
      const expected = await fromDatabase(points, query);
      expect(decoded.exceededTransferLimit ?? false).toBe(expected.exceededTransferLimit);
      expect(decoded.fields.map((field) => [field.name, field.type])).toEqual([
        ['OBJECTID', 'esriFieldTypeOID'],
        ['phase', 'esriFieldTypeString'],
      ]);
      expect(decoded.features.map((feature) => feature.attributes)).toEqual(
        expected.features.map((feature) => feature.properties),
      );
      decoded.features.forEach((feature, i) => {
        const [x, y] = (expected.features[i]!.geometry as { coordinates: number[] }).coordinates;
        expect(feature.geometry!.x).toBeCloseTo(x!, 8);
        expect(feature.geometry!.y).toBeCloseTo(y!, 8);
      });
      seen.push(...decoded.features.map((feature) => feature.attributes.OBJECTID as number));
      if (!decoded.exceededTransferLimit) break;
    }
    expect(seen).toEqual(located.map((project) => Number(project.pid)).sort((a, b) => a - b));
  });

  it('filters by where and box as SQL does, and answers in Web Mercator', async () => {
    const params = {
      where: "phase IN ('Construction', 'Design') AND OBJECTID > 100",
      geometry: '-84,39,-81.5,41',
      geometryType: 'esriGeometryEnvelope',
      inSR: '4326',
      outSR: '102100',
      resultRecordCount: '2000',
    };
    const { decoded, query } = await answer(params);
    const expected = await fromDatabase(points, query);
    expect(expected.features.length).toBeGreaterThan(0);
    expect(decoded.features.map((feature) => feature.attributes)).toEqual(
      expected.features.map((feature) => feature.properties),
    );
    decoded.features.forEach((feature, i) => {
      const [lon, lat] = (expected.features[i]!.geometry as { coordinates: number[] }).coordinates;
      const [x, y] = lonLatToMercator(lon!, lat!);
      expect(Math.abs(feature.geometry!.x - x)).toBeLessThan(1e-3);
      expect(Math.abs(feature.geometry!.y - y)).toBeLessThan(1e-3);
    });
  });

  it('quantizes coordinates to the tolerance from either corner, dropping no point', async () => {
    const extent = { xmin: -9_500_000, ymin: 4_600_000, xmax: -9_000_000, ymax: 5_200_000 };
    const tolerance = 611.4962262812505;
    for (const originPosition of ['upperLeft', 'lowerLeft']) {
      const { query, output, outSR } = drawing(points, {
        outSR: '102100',
        resultRecordCount: '2000',
        quantizationParameters: JSON.stringify({ mode: 'view', originPosition, tolerance, extent }),
      });
      const bytes = await points.snapshot!.pbf(query, {
        outSR,
        quantizationParameters: output.quantizationParameters,
      });
      const { transform, features } = decodePbf(new Uint8Array(bytes!)).queryResult.featureResult;
      // @arcgis/core's reading: y grows downwards from an upper-left origin, upwards from a lower-left one.
      const lowerLeft = originPosition === 'lowerLeft';
      expect(transform.quantizeOriginPostion ?? 0).toBe(lowerLeft ? 1 : 0);
      expect(transform.translate).toMatchObject({
        xTranslate: extent.xmin,
        yTranslate: lowerLeft ? extent.ymin : extent.ymax,
      });
      const expected = await fromDatabase(points, query);
      expect(features).toHaveLength(expected.features.length);
      features.forEach(({ geometry: { coords } }, i) => {
        const [qx, qy] = coords.map(Number) as [number, number];
        const x = transform.translate.xTranslate + qx * transform.scale.xScale;
        const y = transform.translate.yTranslate + (lowerLeft ? qy : -qy) * transform.scale.yScale;
        const [lon, lat] = (expected.features[i]!.geometry as { coordinates: number[] })
          .coordinates;
        const [mx, my] = lonLatToMercator(lon!, lat!);
        // Within half a tolerance of the true place: a pixel of the tile.
        expect(Math.abs(x - mx)).toBeLessThanOrEqual(tolerance / 2 + 1e-6);
        expect(Math.abs(y - my)).toBeLessThanOrEqual(tolerance / 2 + 1e-6);
      });
    }
  });

  it('leaves to the database what it does not hold', async () => {
    const notHeld: Record<string, string>[] = [
      { outFields: 'OBJECTID,name' },
      { orderByFields: 'phase' },
      { orderByFields: 'OBJECTID DESC' },
      { objectIds: '1,2,3' },
      { where: "name LIKE 'A%'" },
    ];
    for (const params of notHeld) {
      const { query, outSR } = drawing(points, params);
      expect(await points.snapshot!.pbf(query, { outSR })).toBeUndefined();
    }
    // A count needs neither fields nor order; only the filters must be held.
    const filtersNotHeld: Record<string, string>[] = [
      { objectIds: '1,2,3' },
      { where: "name LIKE 'A%'" },
    ];
    for (const params of filtersNotHeld) {
      expect(await points.snapshot!.count(drawing(points, params).query)).toBeUndefined();
    }
    for (const where of ["phase = 'Construction'", '1=1']) {
      const { query } = drawing(points, { where, outFields: 'name', orderByFields: 'phase' });
      expect(await points.snapshot!.count(query)).toBe(await points.count(query));
    }
  });

  it('answers a change once the check interval has passed', async () => {
    const { query, outSR } = drawing(points, { resultRecordCount: '2000', outSR: '4326' });
    await points.snapshot!.pbf(query, { outSR });
    const first = located.reduce((a, b) => (Number(a.pid) < Number(b.pid) ? a : b));
    const moved = {
      ...first,
      phase: first.phase === 'Construction' ? 'Design' : 'Construction',
      updatedAt: '2030-01-01T00:00:00.000Z',
    } as typeof first;
    await projectsRepository(handle.db).write([moved]);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + SNAPSHOT_CHECK_MS + 1);
      const bytes = await points.snapshot!.pbf(query, { outSR });
      const decoded = pbfToArcGIS(new Uint8Array(bytes!));
      const feature = decoded.features.find(
        (candidate) => candidate.attributes.OBJECTID === Number(first.pid),
      );
      expect(feature?.attributes.phase).toBe(moved.phase);
    } finally {
      clock.mockRestore();
      await projectsRepository(handle.db).write([first]);
    }
  });
});

/** Over HTTP, as rest-js queries with `f=pbf-as-arcgis`: the layer says what it supports. */
describe('drawing queries over HTTP', () => {
  let server: TestApp;
  let url: string;
  beforeAll(async () => {
    server = await createProjectsApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}/tims/api/rest/services/Projects/FeatureServer/0`;
  }, 60_000);
  afterAll(() => server.close());

  it('advertises the factor and cache hint, and answers PBF pages as JSON pages', async () => {
    const layer = (await (await fetch(`${url}?f=json`)).json()) as {
      maxRecordCountFactor: number;
      advancedQueryCapabilities: Record<string, unknown>;
    };
    expect(layer.maxRecordCountFactor).toBe(5);
    expect(layer.advancedQueryCapabilities).toMatchObject({
      supportsMaxRecordCountFactor: true,
      supportsQueryWithCacheHint: true,
    });
    const common = {
      url,
      where: '1=1',
      outFields: ['OBJECTID', 'phase'],
      orderByFields: 'OBJECTID ASC',
      resultRecordCount: 150,
      resultOffset: 50,
    };
    const pbf = (await queryFeatures({
      ...common,
      f: 'pbf-as-arcgis',
      params: { cacheHint: true, maxRecordCountFactor: 4, outSR: 4326 },
    } as never)) as RestFeatureService.IQueryFeaturesResponse;
    const json = (await queryFeatures(common)) as RestFeatureService.IQueryFeaturesResponse;
    expect(pbf.features.map((feature) => feature.attributes)).toEqual(
      json.features.map((feature) => feature.attributes),
    );
    pbf.features.forEach((feature, i) => {
      const [got, want] = [feature.geometry, json.features[i]!.geometry] as {
        x: number;
        y: number;
      }[];
      expect(got!.x).toBeCloseTo(want!.x, 7);
      expect(got!.y).toBeCloseTo(want!.y, 7);
    });
    const counted = await fetch(
      `${url}/query?where=1%3D1&returnCountOnly=true&cacheHint=true&f=json`,
    );
    expect(((await counted.json()) as { count: number }).count).toBeGreaterThan(0);
  });

  it('refuses a maxRecordCountFactor out of range', async () => {
    const answer = await fetch(`${url}/query?where=1%3D1&maxRecordCountFactor=6&f=json`);
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(400);
  });
});
