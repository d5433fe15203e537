import type { AddressInfo } from 'node:net';
import { PROJECT_BIN_LEVELS, squareOf } from '../../../contracts/projectBins';
import { migrateToLatest } from '../../db/migrate';
import type { LayerSource } from '../../featureServer/layerSource';
import { projectsService } from '../../featureServer/layers/projectsLayers';
import { SNAPSHOT_CHECK_MS } from '../../featureServer/pointSnapshot';
import { parseQueryParams } from '../../featureServer/queryParams';
import { lonLatToMercator } from '../../featureServer/spatial';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import type { TestApp } from '../helper';
import { createProjectsApp, testProjects } from '../projects/projectsHelper';
import { targets, type Target } from '../support/databaseTargets';
import { getLayer, queryFeatures } from './restJsClient';

type Ring = [number, number][];

/** A query of a layer's features as a client sends it, read as the route reads it. */
const query = (layer: LayerSource, params: Record<string, string> = {}) =>
  parseQueryParams({ f: 'json', where: '1=1', outFields: '*', ...params }, layer.info).query;

const pointOf = (project: ReturnType<typeof testProjects>[number]) => {
  const { geometry } = project;
  if (geometry?.type === 'Point') return geometry.coordinates as [number, number];
  return null;
};

/**
 * The squares the map draws zoomed out (projectBins.ts): every located project counted once, in
 * the square its point falls in, on every engine; fresh after a write, as the points are.
 */
describe.each(targets)('the projects counted in squares on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let layers: LayerSource[];
  const projects = testProjects();

  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    await projectsRepository(handle.db).write(projects);
    layers = projectsService(handle.db).layers;
  }, 60_000);
  afterAll(() => handle?.close());

  const located = () => projects.filter((project) => project.geometry);

  it.each(PROJECT_BIN_LEVELS.map((level) => [level.layerId, level] as const))(
    'layer %i counts every located project once, in the square that holds its point',
    async (layerId, level) => {
      const bins = layers[layerId]!;
      const { features } = await bins.features({ ...query(bins), limit: 100_000 });
      const total = features.reduce((sum, bin) => sum + Number(bin.properties.projects), 0);
      // Layer 0's points: a line project's point is halfway along it.
      const points = await layers[0]!.count(query(layers[0]!));
      expect(total).toBe(points);
      expect(points).toBe(located().length);
      for (const project of located()) {
        const point = pointOf(project);
        if (!point) continue;
        const id = squareOf(level, ...lonLatToMercator(...point));
        const bin = features.find((feature) => feature.properties.OBJECTID === id);
        expect(bin).toBeDefined();
        const [ring] = (bin!.geometry as unknown as { coordinates: Ring[] }).coordinates;
        const lons = ring!.map(([lon]) => lon);
        const lats = ring!.map(([, lat]) => lat);
        expect(point[0]).toBeGreaterThanOrEqual(Math.min(...lons));
        expect(point[0]).toBeLessThanOrEqual(Math.max(...lons));
        expect(point[1]).toBeGreaterThanOrEqual(Math.min(...lats));
        expect(point[1]).toBeLessThanOrEqual(Math.max(...lats));
      }
      expect(bins.info).toMatchObject({
        geometryType: 'Polygon',
        minScale: level.minScale,
        maxScale: level.maxScale,
      });
    },
  );

  it('shades the squares by count, the stops rising through the counts', async () => {
    const bins = layers[2]!;
    await bins.extent();
    const renderer = bins.info.renderer as {
      visualVariables: { field: string; stops: { value: number }[] }[];
    };
    const [color] = renderer.visualVariables;
    expect(color!.field).toBe('projects');
    const values = color!.stops.map((stop) => stop.value);
    expect(values[0]).toBe(1);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
    const { features } = await bins.features({ ...query(bins), limit: 100_000 });
    expect(values.at(-1)).toBe(Math.max(...features.map((bin) => Number(bin.properties.projects))));
  });

  it('answers a where clause and a box over the squares', async () => {
    const bins = layers[2]!;
    const busy = await bins.count(query(bins, { where: 'projects >= 2' }));
    const all = await bins.count(query(bins));
    expect(busy).toBeGreaterThan(0);
    expect(busy).toBeLessThan(all);
    const west = await bins.count(
      query(bins, {
        geometry: '-85,38,-82.5,42',
        geometryType: 'esriGeometryEnvelope',
        inSR: '4326',
      }),
    );
    expect(west).toBeGreaterThan(0);
    expect(west).toBeLessThan(all);
  });

  it('counts a moved project in its new square once the check interval has passed', async () => {
    const bins = layers[2]!;
    const project = located().find((candidate) => pointOf(candidate))!;
    const before = (await bins.features({ ...query(bins), limit: 100_000 })).features;
    const moved = {
      ...project,
      // Far from every other project: a square of its own.
      geometry: { type: 'Point' as const, coordinates: [-100, 30] as [number, number] },
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    await projectsRepository(handle.db).write([moved]);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + SNAPSHOT_CHECK_MS + 1);
      const after = (await bins.features({ ...query(bins), limit: 100_000 })).features;
      const total = (features: typeof after) =>
        features.reduce((sum, bin) => sum + Number(bin.properties.projects), 0);
      expect(total(after)).toBe(total(before));
      const alone = await bins.features({
        ...query(bins, {
          geometry: '-100.01,29.99,-99.99,30.01',
          geometryType: 'esriGeometryEnvelope',
          inSR: '4326',
        }),
        limit: 10,
      });
      expect(alone.features.map((bin) => bin.properties.projects)).toEqual([1]);
    } finally {
      clock.mockRestore();
      await projectsRepository(handle.db).write([project]);
    }
  });
});

/** Over HTTP, read by Esri's rest-js: a polygon layer with its scale range and renderer. */
describe('the squares over HTTP', () => {
  let server: TestApp;
  let service: string;
  beforeAll(async () => {
    server = await createProjectsApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    service = `http://127.0.0.1:${port}/tims/api/rest/services/Projects/FeatureServer`;
  }, 60_000);
  afterAll(() => server.close());

  it('describes each level and answers its squares in Web Mercator', async () => {
    for (const level of PROJECT_BIN_LEVELS) {
      const url = `${service}/${level.layerId}`;
      const layer = (await getLayer({ url })) as unknown as Record<string, unknown>;
      expect(layer).toMatchObject({
        geometryType: 'esriGeometryPolygon',
        minScale: level.minScale,
        maxScale: level.maxScale,
      });
      expect(
        (layer.drawingInfo as { renderer: { visualVariables: unknown[] } }).renderer
          .visualVariables,
      ).toHaveLength(1);
      const answer = (await queryFeatures({
        url,
        where: '1=1',
        outFields: ['projects'],
        outSR: '102100',
      })) as unknown as {
        features: { attributes: { projects: number }; geometry: { rings: Ring[] } }[];
      };
      expect(answer.features.length).toBeGreaterThan(0);
      for (const { attributes, geometry } of answer.features) {
        expect(attributes.projects).toBeGreaterThan(0);
        const [ring] = geometry.rings;
        const xs = ring!.map(([x]) => x);
        const ys = ring!.map(([, y]) => y);
        // A square of the level's side in Web Mercator.
        expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(level.cellMeters, 0);
        expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(level.cellMeters, 0);
      }
    }
  });
});
