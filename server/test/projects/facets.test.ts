import type { ProjectFacets } from '../../../contracts/projects';
import type { TestApp } from '../helper';
import { createProjectsApp, search, testProjects } from './projectsHelper';

describe('GET /tims/api/projects/facets', () => {
  let server: TestApp;
  const projects = testProjects();
  beforeAll(async () => {
    server = await createProjectsApp();
  });
  afterAll(() => server.close());

  const facets = async (query: string) =>
    (await server.app.inject(`/tims/api/projects/facets?${query}`)).json<ProjectFacets>();
  const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

  it('counts every project per facet when nothing filters', async () => {
    const body = await facets('');

    for (const facet of ['district', 'phase', 'workType', 'fiscalYear'] as const) {
      expect(sum(body[facet])).toBe(projects.length);
    }
    expect(sum(body.county)).toBe(projects.reduce((n, p) => n + p.counties.length, 0));
    expect(body.district.map((row) => row.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.phase.map((row) => row.value)).toEqual([
      'Planning',
      'Preliminary Engineering',
      'Environmental Engineering',
      'Final Engineering/ROW',
      'Construction',
      'Completed',
      'On hold',
      'Cancelled',
    ]);
  });

  it('agrees with the search: each count is the total of the search with that value added', async () => {
    const base = 'phase=Completed&phase=Construction&q=sr';
    const body = await facets(`${base}&district=3`);

    for (const { value, count } of body.district.slice(0, 4)) {
      expect((await search(server, `${base}&district=${value}`)).total).toBe(count);
    }
    for (const { value, count } of body.phase) {
      expect(
        (await search(server, `q=sr&district=3&phase=${encodeURIComponent(value)}`)).total,
      ).toBe(count);
    }
    for (const { value, count } of body.workType.slice(0, 3)) {
      const query = `${base}&district=3&workType=${encodeURIComponent(value)}`;
      expect((await search(server, query)).total).toBe(count);
    }
    for (const { value, count } of body.county.slice(0, 3)) {
      expect((await search(server, `${base}&district=3&county=${value}`)).total).toBe(count);
    }
  });

  it('leaves out only its own filter, so the other values stay visible', async () => {
    const body = await facets('district=3');
    expect(body.district.length).toBe(12);
    expect(sum(body.phase)).toBe((await search(server, 'district=3')).total);
  });

  it('rejects a bad filter with a 400 naming it', async () => {
    const response = await server.app.inject('/tims/api/projects/facets?fiscalYearTo=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { details: { field: 'querystring/fiscalYearTo' } },
    });
  });
});
