import { migrateToLatest } from '../../db/migrate';
import type { LayerQuery } from '../../featureServer/layerSource';
import { projectsService } from '../../featureServer/layers/projectsLayers';
import { parseWhere } from '../../featureServer/where/parseWhere';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { representativePoint } from '../../repositories/projects/projectRows';
import { testProjects } from '../projects/projectsHelper';
import { targets, type Target } from '../support/databaseTargets';

/** The Projects layers push every filter into SQL: the same answers on SQLite and PostgreSQL. */
describe.each(targets)('the Projects FeatureServer layers on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  const projects = testProjects();
  const layers = () => projectsService(handle.db).layers;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    await projectsRepository(handle.db).write(projects);
  }, 60_000);
  afterAll(() => handle?.close());

  const query = (overrides: Partial<LayerQuery> & { whereText?: string } = {}): LayerQuery => {
    const { whereText, ...rest } = overrides;
    return {
      where: parseWhere(whereText ?? ''),
      orderBy: [],
      offset: 0,
      limit: 2000,
      outFields: ['pid', 'phase', 'district', 'saleDate', 'routes', 'counties'],
      returnGeometry: true,
      ...rest,
    };
  };
  const located = projects.filter((project) => project.geometry);
  const lines = projects.filter((project) => project.geometry?.type === 'LineString');

  it('counts every located project as a point and every line project as a line', async () => {
    const [points, projectLines] = layers();
    expect(await points!.count(query())).toBe(located.length);
    expect(await projectLines!.count(query())).toBe(lines.length);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(located.length);
  });

  it.each([
    [
      "phase = 'Construction' AND district IN (1, 2, 3)",
      (p: (typeof projects)[number]) =>
        p.phase === 'Construction' && [1, 2, 3].includes(p.district),
    ],
    [
      "UPPER(name) LIKE 'D%' OR fiscalYear BETWEEN 2024 AND 2025",
      (p: (typeof projects)[number]) =>
        p.name.toUpperCase().startsWith('D') || (p.fiscalYear >= 2024 && p.fiscalYear <= 2025),
    ],
    [
      "saleDate >= DATE '2025-07-01' AND NOT phase IN ('Cancelled', 'On hold')",
      (p: (typeof projects)[number]) =>
        p.saleDate !== null &&
        p.saleDate >= '2025-07-01' &&
        !['Cancelled', 'On hold'].includes(p.phase),
    ],
    ['saleDate IS NULL', (p: (typeof projects)[number]) => p.saleDate === null],
    ["district = '4'", (p: (typeof projects)[number]) => p.district === 4],
    ['estimatedCost > 5000000', (p: (typeof projects)[number]) => p.estimatedCost > 5_000_000],
    ['OBJECTID < 200000', (p: (typeof projects)[number]) => Number(p.pid) < 200_000],
    ["pid LIKE '1%' AND 1=1", (p: (typeof projects)[number]) => p.pid.startsWith('1')],
  ])('filters with where %s', async (whereText, expected) => {
    const [points] = layers();
    const want = located
      .filter(expected)
      .map((p) => Number(p.pid))
      .sort((a, b) => a - b);
    expect(await points!.objectIds(query({ whereText }))).toEqual(want);
  });

  it('finds the points inside a box, and the lines whose box meets it', async () => {
    const [points, projectLines] = layers();
    const bbox: [number, number, number, number] = [-83.2, 39.8, -82.6, 40.3];
    const inside = ([x, y]: [number, number]) =>
      x >= bbox[0] && x <= bbox[2] && y >= bbox[1] && y <= bbox[3];
    const wantPoints = located.filter((p) => inside(representativePoint(p.geometry!)));
    expect(await points!.count(query({ bbox }))).toBe(wantPoints.length);

    const meets = lines.filter((p) => {
      const xs = (p.geometry!.coordinates as number[][]).map(([x]) => x!);
      const ys = (p.geometry!.coordinates as number[][]).map(([, y]) => y!);
      return (
        Math.max(...xs) >= bbox[0] &&
        Math.min(...xs) <= bbox[2] &&
        Math.max(...ys) >= bbox[1] &&
        Math.min(...ys) <= bbox[3]
      );
    });
    expect(await projectLines!.count(query({ bbox }))).toBe(meets.length);
  });

  it('pages in a stable order and says when more features match', async () => {
    const [points] = layers();
    const order = [{ field: 'district', descending: true }];
    const first = await points!.features(query({ orderBy: order, limit: 50 }));
    const second = await points!.features(query({ orderBy: order, offset: 50, limit: 50 }));
    expect(first.exceededTransferLimit).toBe(true);
    const pids = [...first.features, ...second.features].map((f) => f.properties.pid as string);
    expect(new Set(pids).size).toBe(100);
    const districts = [...first.features, ...second.features].map(
      (f) => f.properties.district as number,
    );
    expect(districts).toEqual([...districts].sort((a, b) => b - a));
    const last = await points!.features(query({ offset: located.length - 10, limit: 50 }));
    expect(last.features).toHaveLength(10);
    expect(last.exceededTransferLimit).toBe(false);
  });

  it('orders as SQLite does on every dialect: nulls first ascending, text byte by byte', async () => {
    const [points] = layers();
    const { features } = await points!.features(
      query({
        orderBy: [
          { field: 'saleDate', descending: false },
          { field: 'name', descending: true },
        ],
        limit: 2000,
      }),
    );
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    const want = [...located].sort(
      (a, b) =>
        (a.saleDate === null ? -1 : 0) - (b.saleDate === null ? -1 : 0) ||
        Buffer.compare(bytes(a.saleDate ?? ''), bytes(b.saleDate ?? '')) ||
        Buffer.compare(bytes(b.name), bytes(a.name)) ||
        a.pid.localeCompare(b.pid),
    );
    expect(located.some((project) => project.saleDate === null)).toBe(true);
    expect(features.map((feature) => feature.properties.pid)).toEqual(
      want.map((project) => project.pid),
    );
  });

  it('returns the asked fields, the object id, a point and the line itself', async () => {
    const [points, projectLines] = layers();
    const line = lines[0]!;
    const ids = [Number(line.pid)];
    const [point] = (await points!.features(query({ objectIds: ids, outFields: ['phase'] })))
      .features;
    expect(point).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: representativePoint(line.geometry!) },
      properties: { OBJECTID: Number(line.pid), phase: line.phase },
    });
    const [drawn] = (await projectLines!.features(query({ objectIds: ids, outFields: ['routes'] })))
      .features;
    expect(drawn!.geometry).toEqual(line.geometry);
    expect(drawn!.properties.routes).toBe(line.routes.join('; '));
  });

  it('bounds what a query matches', async () => {
    const [points] = layers();
    const pick = located.filter((p) => p.district === 5);
    const box = await points!.queryExtent(query({ whereText: 'district = 5' }));
    const xs = pick.map((p) => representativePoint(p.geometry!)[0]);
    const ys = pick.map((p) => representativePoint(p.geometry!)[1]);
    expect(box![0]).toBeCloseTo(Math.min(...xs), 9);
    expect(box![1]).toBeCloseTo(Math.min(...ys), 9);
    expect(box![2]).toBeCloseTo(Math.max(...xs), 9);
    expect(box![3]).toBeCloseTo(Math.max(...ys), 9);
    expect(await points!.queryExtent(query({ whereText: '1=0' }))).toBeNull();
  });
});
