import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { loadStateGeography } from '../../geo/stateGeography';
import { createTestApp, type TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { testProjects } from '../projects/projectsHelper';

const SERVICES = '/tims/api/rest/services';
const COUNT_ALL = encodeURIComponent('[{"statisticType":"count","onStatisticField":"*"}]');

interface Answer {
  count?: number;
  features?: { attributes: Record<string, unknown> }[];
  error?: { code: number; details: string[] };
}

/**
 * Where clauses whose literals do not fit the field they meet (`district = 1.5`, a year past
 * any integer, a date of 1e300) and functions of the wrong type: PostgreSQL failed with a 500
 * where SQLite answered (issue 13). Now every layer — SQLite, PostgreSQL, in memory — answers
 * alike, or refuses alike with a 400 naming what is wrong.
 */
describe.each(appTargetsOf(createTestApp, 'tims_fs_where'))('where literals on $name', (target) => {
  let server: TestApp;
  const located = testProjects().filter((project) => project.geometry);
  const counties = loadStateGeography('39').counties;
  beforeAll(async () => {
    server = await target.open();
    await seedDemoProjects(server.app.repositories.projects, {
      stateFips: '39',
      seed: 4242,
      count: 400,
      today: new Date('2026-03-01T00:00:00Z'),
    });
  }, 60_000);
  afterAll(() => server?.close());

  const ask = async (service: string, where: string, extra = '') => {
    const response = await server.app.inject(
      `${SERVICES}/${service}/FeatureServer/0/query?where=${encodeURIComponent(where)}&returnCountOnly=true&f=json${extra}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };
  const count = (where: string) => ask('Projects', where).then((answer) => answer.count);
  const refusal = async (service: string, where: string) => {
    const answer = await ask(service, where);
    expect(answer.error?.code).toBe(400);
    return answer.error!.details.join(' ');
  };
  const inDistrict = (test: (district: number) => boolean) =>
    located.filter((project) => test(project.district)).length;

  it.each([
    ['district = 1.5', 0],
    ['district > 2.5', inDistrict((d) => d >= 3)],
    ['district IN (1.5, 3)', inDistrict((d) => d === 3)],
    ['district BETWEEN 2.5 AND 4.5', inDistrict((d) => d === 3 || d === 4)],
    ['district = 2147483648', 0],
    ['district < 2147483648', located.length],
    ['district < 1e300', located.length],
    ['fiscalYear > -1e300', located.length],
    ['OBJECTID = 99999999999999999999', 0],
    ['OBJECTID <> 1.5', located.length],
    ['estimatedCost < 1e300', located.length],
    ["district = '3'", inDistrict((d) => d === 3)],
    ['1 = 1', located.length],
    ["'a' IN ('a', 'b')", located.length],
    ['1 IN (1.5, 2)', 0],
    ['1 BETWEEN 0 AND 2', located.length],
    ["'abc' LIKE 'A%'", located.length],
    ["UPPER('abc') = 'ABC'", located.length],
    ["'x' IS NULL", 0],
    ["NOT 'x' IS NULL AND district = 3", inDistrict((d) => d === 3)],
  ])('counts %s', async (where, expected) => {
    expect(await count(where)).toBe(expected);
  });

  it.each([
    ['saleDate = 1e300', '1e+300 is not a date'],
    ['updatedAt > -1e300', 'is not a date'],
    ["district = '1e400'", "'1e400' is not a number"],
    ['UPPER(district) = 3', 'UPPER takes text, and district is a number'],
    ["LOWER(estimatedCost) LIKE '1%'", 'LOWER takes text'],
    ["district LIKE '3%'", 'LIKE reads text, and district is a number'],
    ["saleDate LIKE '2026%'", 'LIKE reads text, and saleDate is a date'],
    ["fiscalYear = UPPER('x')", 'where compares fiscalYear (a number) with UPPER'],
    ['district = phase', 'where compares district (a number) with phase (text)'],
    ['phase IN (district, 2)', 'where compares phase (text) with district (a number)'],
    ["UPPER(DATE '2026-01-01') = 'X'", "UPPER takes text, and DATE '2026-01-01' is a date"],
    ['5 LIKE 5', 'expected a quoted string'],
  ])('refuses %s with a 400 naming the problem', async (where, detail) => {
    expect(await refusal('Projects', where)).toContain(detail);
  });

  it('refuses and answers the same in memory (Counties)', async () => {
    expect(await refusal('Counties', "UPPER(district) = '3'")).toContain(
      'UPPER takes text, and district is a number',
    );
    expect(await refusal('Counties', "district LIKE '3%'")).toContain('LIKE reads text');
    expect((await ask('Counties', 'district = 1.5')).count).toBe(0);
    expect((await ask('Counties', 'district > 5.5')).count).toBe(
      counties.filter((county) => county.district >= 6).length,
    );
  });

  it('reads having with literals past any count', async () => {
    const having = (clause: string) =>
      server.app
        .inject(
          `${SERVICES}/Projects/FeatureServer/0/query?outStatistics=${COUNT_ALL}&groupByFieldsForStatistics=district&having=${encodeURIComponent(clause)}&f=json`,
        )
        .then((response) => response.json<Answer>());
    const districts = new Set(located.map((project) => project.district)).size;
    expect((await having('COUNT(*) > 0.5')).features).toHaveLength(districts);
    expect((await having('COUNT(*) > 1e300')).features).toHaveLength(0);
    expect((await having('COUNT(*) < 99999999999999999999')).features).toHaveLength(districts);
    expect((await having("COUNT(*) LIKE '1%'")).error?.details.join(' ')).toContain(
      'LIKE reads text',
    );
  });
});
