import { migrateToLatest } from '../../db/migrate';
import type { LayerQuery, LayerSource, StatisticsQuery } from '../../featureServer/layerSource';
import { projectsService } from '../../featureServer/layers/projectsLayers';
import { memoryLayer } from '../../featureServer/memoryLayer';
import { parseHaving } from '../../featureServer/where/parseHaving';
import { parseWhere } from '../../featureServer/where/parseWhere';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { testProjects } from '../projects/projectsHelper';
import { targets, type Target } from '../support/databaseTargets';

const base: LayerQuery = {
  orderBy: [],
  offset: 0,
  limit: 2000,
  outFields: [],
  returnGeometry: false,
};
const stats = (overrides: Partial<StatisticsQuery>): StatisticsQuery => ({
  ...base,
  statistics: [],
  groupBy: [],
  ...overrides,
});
const stat = (
  statisticType: StatisticsQuery['statistics'][number]['statisticType'],
  onStatisticField: string,
  outStatisticFieldName = `${statisticType}_${onStatisticField === '*' ? 'all' : onStatisticField}`,
) => ({ statisticType, onStatisticField, outStatisticFieldName });

/** Numbers to 10 significant digits: SQL sums in another order than JavaScript does. */
const rounded = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        typeof value === 'number' && !Number.isInteger(value)
          ? Number(value.toPrecision(10))
          : value,
      ]),
    ),
  );

/**
 * Statistics and distinct values of the Projects layer in SQL, on every dialect, against the
 * same rows held in a memory layer (the Counties' kind): the same groups, values, nulls, order
 * and pages — and against sums worked out here.
 */
describe.each(targets)('statistics of the Projects layer on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let sqlPoints: LayerSource;
  let memoryPoints: LayerSource;
  const projects = testProjects();
  const located = projects.filter((project) => project.geometry);

  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    await projectsRepository(handle.db).write(projects);
    sqlPoints = projectsService(handle.db).layers[0]!;
    const { features } = await sqlPoints.features({
      ...base,
      limit: 100_000,
      outFields: sqlPoints.info.fields.map((field) => field.name),
      returnGeometry: true,
    });
    memoryPoints = memoryLayer(
      sqlPoints.info,
      features.map(({ properties, geometry }) => {
        const [x, y] = (geometry as unknown as { coordinates: [number, number] }).coordinates;
        const { OBJECTID, ...attributes } = properties as Record<string, string | number | null>;
        return { id: Number(OBJECTID), geometry: geometry!, box: [x, y, x, y], attributes };
      }),
    );
  }, 60_000);
  afterAll(() => handle?.close());

  it('sums, averages and spreads the cost per district as computed from the projects', async () => {
    const rows = await sqlPoints.statistics(
      stats({
        groupBy: ['district'],
        statistics: [
          stat('count', '*', 'n'),
          stat('sum', 'estimatedCost', 'total'),
          stat('avg', 'estimatedCost', 'mean'),
          stat('min', 'estimatedCost', 'least'),
          stat('max', 'estimatedCost', 'most'),
          stat('stddev', 'estimatedCost', 'sd'),
          stat('var', 'estimatedCost', 'variance'),
        ],
      }),
    );
    const districts = [...new Set(located.map((project) => project.district))].sort(
      (a, b) => a - b,
    );
    expect(rows.map((row) => row.district)).toEqual(districts);
    for (const row of rows) {
      const costs = located
        .filter((project) => project.district === row.district)
        .map((project) => project.estimatedCost);
      const total = costs.reduce((sum, cost) => sum + cost, 0);
      const mean = total / costs.length;
      const variance =
        costs.reduce((sum, cost) => sum + (cost - mean) ** 2, 0) / (costs.length - 1);
      expect(row.n).toBe(costs.length);
      expect(row.total).toBeCloseTo(total, 2);
      expect(row.mean).toBeCloseTo(mean, 4);
      expect(row.least).toBe(Math.min(...costs));
      expect(row.most).toBe(Math.max(...costs));
      expect((row.sd as number) / Math.sqrt(variance)).toBeCloseTo(1, 12);
      expect((row.variance as number) / variance).toBeCloseTo(1, 12);
    }
  });

  it('counts as SQL does: count(field) skips nulls, count(*) does not; one row over nothing', async () => {
    const [row] = await sqlPoints.statistics(
      stats({ statistics: [stat('count', '*'), stat('count', 'saleDate')] }),
    );
    expect(row).toEqual({
      count_all: located.length,
      count_saleDate: located.filter((project) => project.saleDate !== null).length,
    });
    expect(row!.count_saleDate).toBeLessThan(located.length);
    const none = await sqlPoints.statistics(
      stats({
        where: parseWhere('district = 999'),
        statistics: [stat('count', '*'), stat('sum', 'estimatedCost'), stat('var', 'fiscalYear')],
      }),
    );
    expect(none).toEqual([{ count_all: 0, sum_estimatedCost: null, var_fiscalYear: null }]);
  });

  const queries: [string, StatisticsQuery][] = [
    [
      'every statistic by phase and district, where-filtered',
      stats({
        where: parseWhere("workType <> 'Resurfacing'"),
        groupBy: ['phase', 'district'],
        statistics: [
          stat('count', 'saleDate'),
          stat('sum', 'fiscalYear'),
          stat('avg', 'estimatedCost'),
          stat('min', 'saleDate'),
          stat('max', 'saleDate'),
          stat('stddev', 'estimatedCost'),
          stat('var', 'fiscalYear'),
        ],
      }),
    ],
    [
      'groups with a null sale date, ordered by the latest sale descending, paged',
      stats({
        groupBy: ['saleDate'],
        statistics: [stat('count', '*'), stat('max', 'estimatedCost')],
        orderBy: [{ field: 'count_all', descending: true }],
        offset: 3,
        limit: 7,
      }),
    ],
    [
      'a having over an aggregate and a group field',
      stats({
        groupBy: ['district', 'phase'],
        statistics: [stat('count', '*'), stat('sum', 'estimatedCost')],
        having: parseHaving(
          'COUNT(*) >= 3 AND district < 10 AND SUM(estimatedCost) > 1000000',
          ({ fn, field }) =>
            fn === 'count' ? 'count_all' : field === 'estimatedCost' ? 'sum_estimatedCost' : 'x',
        ),
        orderBy: [{ field: 'sum_estimatedCost', descending: true }],
      }),
    ],
    [
      'a one-project group has no variance',
      stats({
        groupBy: ['pid'],
        statistics: [stat('var', 'estimatedCost'), stat('stddev', 'estimatedCost')],
        limit: 5,
      }),
    ],
  ];

  it.each(queries)('agrees with the memory layer: %s', async (_name, query) => {
    const fromSql = rounded(await sqlPoints.statistics(query));
    expect(fromSql.length).toBeGreaterThan(0);
    expect(fromSql).toEqual(rounded(await memoryPoints.statistics(query)));
  });

  it('lists distinct values sorted, paged and counted, as the memory layer does', async () => {
    const phases = await sqlPoints.distinctValues({ ...base, outFields: ['phase'] });
    expect(phases).toEqual(
      [...new Set(located.map((project) => project.phase))].sort().map((phase) => ({ phase })),
    );
    const query: LayerQuery = {
      ...base,
      outFields: ['district', 'saleDate'],
      orderBy: [{ field: 'saleDate', descending: true }],
      offset: 10,
      limit: 20,
    };
    expect(await sqlPoints.distinctValues(query)).toEqual(await memoryPoints.distinctValues(query));
    const combinations = new Set(
      located.map((project) => `${project.district}|${project.saleDate}`),
    );
    expect(await sqlPoints.distinctCount(query)).toBe(combinations.size);
    expect(await memoryPoints.distinctCount(query)).toBe(combinations.size);
  });
});
