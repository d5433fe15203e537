import type { AddressInfo } from 'node:net';
import type * as RestFeatureService from '@esri/arcgis-rest-feature-service' with {
  'resolution-mode': 'import',
};
import type * as RestRequest from '@esri/arcgis-rest-request' with { 'resolution-mode': 'import' };
import { loadStateGeography } from '../../geo/stateGeography';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import type { TestApp } from '../helper';
import { TEST_COUNT, TEST_SEED, TEST_TODAY, testProjects } from '../projects/projectsHelper';
import { appTargets } from './appTargets';
import {
  ArcGISRequestError,
  attributesOf,
  decodePbf,
  getLayer,
  queryFeatures,
  statistic,
  type FeatureSet,
} from './restJsClient';

/**
 * ArcGIS statistics and distinct values, asked with Esri's own client (rest-js) of a real server
 * over HTTP, on SQLite and PostgreSQL: Projects (SQL) and Counties (memory).
 */
describe.each(appTargets)('FeatureServer statistics on $name', (target) => {
  let server: TestApp;
  let projectsUrl: string;
  let countiesUrl: string;
  const projects = testProjects();
  const located = projects.filter((project) => project.geometry);

  beforeAll(async () => {
    server = await target.open();
    await seedDemoProjects(server.app.repositories.projects, {
      stateFips: '39',
      seed: TEST_SEED,
      count: TEST_COUNT,
      today: TEST_TODAY,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const services = `http://127.0.0.1:${port}/tims/api/rest/services`;
    projectsUrl = `${services}/Projects/FeatureServer/0`;
    countiesUrl = `${services}/Counties/FeatureServer/0`;
  }, 60_000);
  afterAll(() => server?.close());

  const query = async (options: RestFeatureService.IQueryFeaturesOptions) =>
    (await queryFeatures({ returnGeometry: false, ...options })) as FeatureSet;

  it('says in the layer JSON what it supports', async () => {
    for (const url of [projectsUrl, countiesUrl]) {
      const layer = (await getLayer({ url })) as unknown as Record<string, unknown>;
      expect(layer).toMatchObject({
        supportsStatistics: true,
        supportsAdvancedQueries: true,
        advancedQueryCapabilities: {
          supportsStatistics: true,
          supportsDistinct: true,
          supportsCountDistinct: true,
          supportsHavingClause: true,
          supportsOrderBy: true,
          supportsOrderByOnlyOnLayerFields: false,
          supportsPaginationOnAggregatedQueries: true,
          supportsPercentileStatistics: false,
          supportsSqlExpression: false,
          supportedStatisticTypes: 'COUNT,SUM,MIN,MAX,AVG,STDDEV,VAR',
        },
      });
    }
  });

  it('counts the projects of each phase as the projects table does', async () => {
    const result = await query({
      url: projectsUrl,
      outStatistics: [statistic('count', 'OBJECTID', 'projects')],
      groupByFieldsForStatistics: 'phase',
    });
    const table = await server.app.db
      .selectFrom('projects')
      .select((eb) => ['phase', eb.fn.countAll<number | string>().as('n')])
      .where('x', 'is not', null)
      .groupBy('phase')
      .execute();
    expect(
      Object.fromEntries(attributesOf(result).map((row) => [row.phase, row.projects])),
    ).toEqual(Object.fromEntries(table.map((row) => [row.phase, Number(row.n)])));
    expect(result).toMatchObject({
      displayFieldName: '',
      fieldAliases: { phase: 'Phase', projects: 'projects' },
      fields: [
        { name: 'phase', type: 'esriFieldTypeString', alias: 'Phase', length: 30 },
        { name: 'projects', type: 'esriFieldTypeInteger', alias: 'projects' },
      ],
    });
    expect(result.features[0]).not.toHaveProperty('geometry');
  });

  it('sums, averages, bounds and spreads the estimated cost per district', async () => {
    const result = await query({
      url: projectsUrl,
      outStatistics: [
        statistic('sum', 'estimatedCost', 'total'),
        statistic('avg', 'estimatedCost', 'mean'),
        statistic('min', 'estimatedCost', 'least'),
        statistic('max', 'estimatedCost', 'most'),
        statistic('stddev', 'estimatedCost', 'spread'),
        statistic('var', 'estimatedCost', 'variance'),
        statistic('max', 'saleDate', 'lastSale'),
      ],
      // Field names as ArcGIS takes them: without regard to case.
      groupByFieldsForStatistics: 'DISTRICT',
    });
    expect(result.fields!.map((field) => [field.name, field.type])).toEqual([
      ['district', 'esriFieldTypeInteger'],
      ['total', 'esriFieldTypeDouble'],
      ['mean', 'esriFieldTypeDouble'],
      ['least', 'esriFieldTypeDouble'],
      ['most', 'esriFieldTypeDouble'],
      ['spread', 'esriFieldTypeDouble'],
      ['variance', 'esriFieldTypeDouble'],
      ['lastSale', 'esriFieldTypeDate'],
    ]);
    const rows = attributesOf(result);
    expect(rows.map((row) => row.district)).toEqual(
      [...new Set(located.map((project) => project.district))].sort((a, b) => a - b),
    );
    for (const row of rows) {
      const mine = located.filter((project) => project.district === row.district);
      const costs = mine.map((project) => project.estimatedCost);
      const total = costs.reduce((sum, cost) => sum + cost, 0);
      const mean = total / costs.length;
      const variance =
        costs.reduce((sum, cost) => sum + (cost - mean) ** 2, 0) / (costs.length - 1);
      const sales = mine.flatMap((project) => (project.saleDate ? [project.saleDate] : [])).sort();
      expect(row.total).toBeCloseTo(total, 2);
      expect(row.mean).toBeCloseTo(mean, 4);
      expect(row.least).toBe(Math.min(...costs));
      expect(row.most).toBe(Math.max(...costs));
      expect(row.spread / Math.sqrt(variance)).toBeCloseTo(1, 12);
      expect(row.variance / variance).toBeCloseTo(1, 12);
      expect(row.lastSale).toBe(Date.parse(`${sales.at(-1)}T00:00:00Z`));
    }
  });

  it('orders groups by a statistic, descending, and pages them', async () => {
    const ask = (resultOffset: number, resultRecordCount: number) =>
      query({
        url: projectsUrl,
        outStatistics: [statistic('count', '*', 'n')],
        groupByFieldsForStatistics: 'workType,district',
        orderByFields: 'N DESC, district ASC',
        resultOffset,
        resultRecordCount,
      });
    const all = attributesOf(await ask(0, 2000));
    const expected = new Map<string, number>();
    for (const { workType, district } of located) {
      const key = `${workType}|${district}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(all).toHaveLength(expected.size);
    expect(all.map((row) => row.n)).toEqual([...expected.values()].sort((a, b) => b - a));
    for (const row of all) expect(row.n).toBe(expected.get(`${row.workType}|${row.district}`));

    const pages: FeatureSet[] = [];
    for (let offset = 0; offset < all.length; offset += 7) pages.push(await ask(offset, 7));
    expect(pages.flatMap(attributesOf)).toEqual(all);
    expect(pages.map((page) => page.exceededTransferLimit === true)).toEqual(
      pages.map((_page, i) => i < pages.length - 1),
    );
  });

  it('keeps the groups a having clause keeps', async () => {
    const result = await query({
      url: projectsUrl,
      outStatistics: [statistic('count', '*', 'n')],
      groupByFieldsForStatistics: 'phase',
      params: { having: "COUNT(*) > 40 AND SUM(estimatedCost) > 0 AND phase <> 'Planning'" },
    });
    const counts = new Map<string, number>();
    for (const { phase } of located) counts.set(phase, (counts.get(phase) ?? 0) + 1);
    const kept = [...counts].filter(([phase, n]) => n > 40 && phase !== 'Planning');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(counts.size - 1);
    expect(attributesOf(result)).toEqual(
      kept.sort(([a], [b]) => (a < b ? -1 : 1)).map(([phase, n]) => ({ phase, n })),
    );
    // The aggregate only having reads is not in the answer.
    expect(result.fields!.map((field) => field.name)).toEqual(['phase', 'n']);
  });

  it('lists distinct values, and counts them', async () => {
    const phases = [...new Set(located.map((project) => project.phase))].sort();
    const result = await query({
      url: projectsUrl,
      outFields: ['PHASE'],
      returnDistinctValues: true,
      orderByFields: 'phase DESC',
    });
    expect(attributesOf(result)).toEqual(phases.reverse().map((phase) => ({ phase })));
    expect(result).toMatchObject({
      displayFieldName: 'name',
      fields: [{ name: 'phase', type: 'esriFieldTypeString', alias: 'Phase' }],
    });
    const counted = (await queryFeatures({
      url: projectsUrl,
      outFields: ['phase', 'district'],
      returnDistinctValues: true,
      returnCountOnly: true,
    })) as RestFeatureService.IQueryResponse;
    expect(counted).toEqual({
      count: new Set(located.map((project) => `${project.phase}|${project.district}`)).size,
    });
  });

  it('answers statistics as GeoJSON and as PBF', async () => {
    const outStatistics = [
      statistic('count', '*', 'n'),
      statistic('avg', 'estimatedCost', 'mean'),
      statistic('min', 'saleDate', 'firstSale'),
    ];
    const asJson = await query({
      url: projectsUrl,
      outStatistics,
      groupByFieldsForStatistics: 'phase',
    });
    const geojson = (await queryFeatures({
      url: projectsUrl,
      outStatistics,
      groupByFieldsForStatistics: 'phase',
      f: 'geojson',
    })) as unknown as {
      type: string;
      features: { geometry: null; properties: Record<string, unknown> }[];
    };
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features.map((feature) => feature.geometry)).toEqual(
      asJson.features.map(() => null),
    );
    expect(
      geojson.features.map(({ properties }) => ({
        ...properties,
        firstSale:
          properties.firstSale === null
            ? null
            : Date.parse(`${properties.firstSale as string}T00:00:00Z`),
      })),
    ).toEqual(attributesOf(asJson));

    // rest-js decodes no PBF without geometry; the protocol's own decoder reads it.
    const response = await server.app.inject(
      `/tims/api/rest/services/Projects/FeatureServer/0/query?f=pbf&groupByFieldsForStatistics=phase&outStatistics=${encodeURIComponent(JSON.stringify(outStatistics))}`,
    );
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    // A copy: pbf reads doubles from the start of the bytes' buffer, and a Buffer is a slice of a pool.
    const decoded = decodePbf(new Uint8Array(response.rawPayload));
    const { fields, features, geometryType } = decoded.queryResult.featureResult;
    expect(geometryType).toBe(127); // esriGeometryTypeNone
    expect(
      features.map((feature) =>
        Object.fromEntries(
          feature.attributes.map((value, i) => [
            fields[i]!.name,
            value.value_type ? value[value.value_type as string] : null,
          ]),
        ),
      ),
    ).toEqual(attributesOf(asJson));
  });

  it('computes the same statistics over the Counties held in memory', async () => {
    const { counties } = loadStateGeography(server.config.department.stateFips);
    const result = await query({
      url: countiesUrl,
      outStatistics: [
        statistic('count', 'name', 'counties'),
        statistic('sum', 'OBJECTID', 'fipsSum'),
        statistic('stddev', 'OBJECTID', 'fipsSpread'),
      ],
      groupByFieldsForStatistics: 'district',
      orderByFields: 'counties DESC',
      resultRecordCount: 5,
    });
    const byDistrict = new Map<number, number[]>();
    for (const county of counties) {
      byDistrict.set(county.district, [
        ...(byDistrict.get(county.district) ?? []),
        Number(county.fips),
      ]);
    }
    const expected = [...byDistrict]
      .sort(([a, x], [b, y]) => y.length - x.length || a - b)
      .slice(0, 5)
      .map(([district, fips]) => {
        const mean = fips.reduce((sum, value) => sum + value, 0) / fips.length;
        const variance =
          fips.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (fips.length - 1);
        return {
          district,
          counties: fips.length,
          fipsSum: fips.reduce((sum, value) => sum + value, 0),
          fipsSpread: Math.sqrt(variance),
        };
      });
    const rows = attributesOf(result);
    expect(rows).toEqual(
      expected.map((row) => ({ ...row, fipsSpread: expect.closeTo(row.fipsSpread, 9) })),
    );
    expect(result.exceededTransferLimit).toBe(byDistrict.size > 5);
    expect(result.fields!.map((field) => field.type)).toEqual([
      'esriFieldTypeInteger',
      'esriFieldTypeInteger',
      'esriFieldTypeDouble',
      'esriFieldTypeDouble',
    ]);

    const distinct = await query({
      url: countiesUrl,
      outFields: ['district'],
      returnDistinctValues: true,
    });
    expect(attributesOf(distinct)).toEqual(
      [...byDistrict.keys()].sort((a, b) => a - b).map((district) => ({ district })),
    );
  });

  it.each([
    [
      'an unknown statistic type',
      [statistic('median', 'estimatedCost', 'm')],
      'median is not a statistic type',
    ],
    [
      'a statistic ArcGIS has and TIMS does not',
      [statistic('percentile_cont', 'estimatedCost', 'p')],
      'the statistic percentile_cont is not supported',
    ],
    ['an unknown field', [statistic('sum', 'secret', 's')], 'the field "secret" does not exist'],
    ['the sum of text', [statistic('sum', 'phase', 's')], 'sum needs a number field'],
    ['an expression', [statistic('avg', 'estimatedCost / 2', 'a')], 'does not exist'],
    ['a bad output name', [statistic('count', '*', 'a b')], 'outStatisticFieldName must be'],
    [
      'too many statistics',
      Array.from({ length: 21 }, (_, i) => statistic('count', '*', `n${i}`)),
      'more than 20 statistics',
    ],
  ])('refuses %s with a 400 envelope', async (_name, outStatistics, detail) => {
    const error = await query({ url: projectsUrl, outStatistics }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ArcGISRequestError);
    expect((error as RestRequest.ArcGISRequestError).code).toBe(400);
    const body = (error as RestRequest.ArcGISRequestError).response as {
      error: { details: string[] };
    };
    expect(body.error.details.join(' ')).toContain(detail);
  });

  it.each([
    ['outStatistics=%7Bnot%20json', 'outStatistics is not valid JSON'],
    ['outStatistics=%7B%7D', 'outStatistics must be a JSON array'],
    ['groupByFieldsForStatistics=phase', 'need outStatistics'],
    [
      `outStatistics=${encodeURIComponent('[{"statisticType":"count","onStatisticField":"*","outStatisticFieldName":"n"}]')}&orderByFields=estimatedCost`,
      'orderByFields names estimatedCost, which is not a group field or an out statistic',
    ],
    [
      `outStatistics=${encodeURIComponent('[{"statisticType":"count","onStatisticField":"*","outStatisticFieldName":"n"}]')}&groupByFieldsForStatistics=phase&having=name%3D%27x%27`,
      'having reads "name"',
    ],
    [
      `outStatistics=${encodeURIComponent('[{"statisticType":"count","onStatisticField":"*","outStatisticFieldName":"n"}]')}&having=COUNT(*)%3B%20drop%20table%20projects`,
      'unexpected ";"',
    ],
    [
      `outStatistics=${encodeURIComponent('[{"statisticType":"count","onStatisticField":"*","outStatisticFieldName":"n"}]')}&returnCountOnly=true`,
      'cannot be combined',
    ],
    [
      'returnDistinctValues=true&outFields=phase&orderByFields=district',
      'which is not one of outFields',
    ],
    [
      `groupByFieldsForStatistics=${Array.from({ length: 21 }, () => 'phase').join(',')}&outStatistics=${encodeURIComponent('[{"statisticType":"count","onStatisticField":"*","outStatisticFieldName":"n"}]')}`,
      'more than 20 fields',
    ],
  ])('refuses %s with a 400 envelope at HTTP 200', async (parameters, detail) => {
    const response = await server.app.inject(
      `/tims/api/rest/services/Projects/FeatureServer/0/query?f=json&${parameters}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ error: { code: number; details: string[] } }>();
    expect(body.error.code).toBe(400);
    expect(body.error.details.join(' ')).toContain(detail);
  });
});
