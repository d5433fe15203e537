import { createProjectsApp, search, testProjects } from './projectsHelper';
import type { TestApp } from '../helper';

describe('GET /tims/api/projects', () => {
  let server: TestApp;
  const projects = testProjects();
  beforeAll(async () => {
    server = await createProjectsApp();
  });
  afterAll(() => server.close());

  it('finds projects by PID prefix, in PID order, with the total', async () => {
    const prefix = projects[0]!.pid.slice(0, 2);
    const expected = projects
      .filter((project) => project.pid.startsWith(prefix))
      .map((project) => project.pid)
      .sort();

    const body = await search(server, `pid=${prefix}&limit=500`);

    expect(body.items.map((item) => item.pid)).toEqual(expected);
    expect(body).toMatchObject({ total: expected.length, offset: 0, limit: 500 });
  });

  it('finds one project by its whole PID, with its list columns', async () => {
    const project = projects[7]!;
    const body = await search(server, `pid=${project.pid}`);

    expect(body.total).toBe(1);
    expect(body.items[0]).toEqual({
      pid: project.pid,
      name: project.name,
      description: project.description,
      district: project.district,
      counties: project.counties,
      routes: project.routes,
      workType: project.workType,
      phase: project.phase,
      fiscalYear: project.fiscalYear,
      saleDate: project.saleDate,
      estimatedCost: project.estimatedCost,
      updatedAt: project.updatedAt,
    });
  });

  it('matches every word of q in PID, name, description or route, ignoring case', async () => {
    const route = projects[3]!.routes[0]!;
    const expected = projects.filter(
      (project) =>
        project.routes.includes(route) && project.description.toLowerCase().includes('bridge'),
    );

    const body = await search(
      server,
      `q=${encodeURIComponent(`BRIDGE ${route.toLowerCase()}`)}&limit=500`,
    );

    expect(body.items.map((item) => item.pid).sort()).toEqual(
      expected.map((project) => project.pid).sort(),
    );
    const byName = await search(server, `q=${encodeURIComponent(projects[5]!.name)}`);
    expect(byName.items.map((item) => item.pid)).toContain(projects[5]!.pid);
  });

  it('treats % and _ in q as text, not as wildcards', async () => {
    expect((await search(server, 'q=%25')).total).toBe(0);
    expect((await search(server, 'q=_')).total).toBe(0);
  });

  it('combines filters: districts, phase, work type, fiscal years and county', async () => {
    const county = projects[0]!.counties[0]!;
    const district = projects[0]!.district;
    const matches = (project: (typeof projects)[number]) =>
      [district, (district % 12) + 1].includes(project.district) &&
      ['Completed', 'Construction'].includes(project.phase) &&
      project.fiscalYear >= 2020 &&
      project.fiscalYear <= 2030;
    const query =
      `district=${district}&district=${(district % 12) + 1}&phase=Completed&phase=Construction` +
      '&fiscalYearFrom=2020&fiscalYearTo=2030&limit=500';

    const body = await search(server, query);
    expect(body.items.map((item) => item.pid).sort()).toEqual(
      projects
        .filter(matches)
        .map((project) => project.pid)
        .sort(),
    );

    const inCounty = await search(server, `${query}&county=${county.fips}`);
    expect(inCounty.items.map((item) => item.pid).sort()).toEqual(
      projects
        .filter(
          (project) => matches(project) && project.counties.some((c) => c.fips === county.fips),
        )
        .map((project) => project.pid)
        .sort(),
    );
  });

  it('filters by route and by a bounding box', async () => {
    const route = projects[1]!.routes[0]!;
    const onRoute = await search(server, `route=${route.toLowerCase()}&limit=500`);
    expect(onRoute.total).toBe(projects.filter((p) => p.routes.includes(route)).length);

    const bbox = [-83.2, 39.8, -82.7, 40.2];
    const inside = (p: (typeof projects)[number]) => {
      const positions =
        p.geometry?.type === 'Point' ? [p.geometry.coordinates] : (p.geometry?.coordinates ?? []);
      const xs = positions.map(([x]) => x);
      const ys = positions.map(([, y]) => y);
      return (
        Math.max(...xs) >= bbox[0]! &&
        Math.min(...xs) <= bbox[2]! &&
        Math.max(...ys) >= bbox[1]! &&
        Math.min(...ys) <= bbox[3]!
      );
    };
    const inBox = await search(server, `bbox=${bbox.join(',')}&limit=500`);
    expect(inBox.total).toBeGreaterThan(0);
    expect(inBox.total).toBe(projects.filter(inside).length);
  });

  it.each([
    ['estimatedCost', 'desc', (a: number, b: number) => b - a, 'estimatedCost'],
    ['fiscalYear', 'asc', (a: number, b: number) => a - b, 'fiscalYear'],
  ] as const)('sorts by %s %s, PID breaking ties', async (sort, order, compare, field) => {
    const body = await search(server, `sort=${sort}&order=${order}&limit=500`);
    const values = body.items.map((item) => item[field]);
    expect(values).toEqual([...values].sort(compare));
  });

  it('sorts by name and by phase in PDP order', async () => {
    const byName = await search(server, 'sort=name&limit=100');
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());

    const byPhase = await search(server, 'sort=phase&order=desc&limit=500');
    expect(byPhase.items[0]!.phase).toBe('Cancelled');
    expect(byPhase.items.at(-1)!.phase).toBe('Planning');
  });

  it('pages without overlap or gaps, and answers an offset past the end with no items', async () => {
    const all = await search(server, 'sort=district&limit=500');
    const first = await search(server, 'sort=district&limit=150');
    const second = await search(server, 'sort=district&offset=150&limit=150');
    const past = await search(server, `offset=${projects.length + 10}`);

    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 300));
    expect(second).toMatchObject({ offset: 150, limit: 150, total: projects.length });
    expect(past).toEqual({
      items: [],
      total: projects.length,
      offset: projects.length + 10,
      limit: 50,
    });
    expect((await search(server, '')).limit).toBe(50);
    // A last page that is not full still counts every match.
    const last = await search(server, `sort=district&offset=${projects.length - 20}&limit=150`);
    expect(last.items).toEqual(all.items.slice(-20));
    expect(last.total).toBe(projects.length);
  });

  it.each([
    ['limit=0', 'querystring/limit'],
    ['limit=501', 'querystring/limit'],
    ['offset=-1', 'querystring/offset'],
    ['pid=12a', 'querystring/pid'],
    ['district=13', 'querystring/district/0'],
    ['phase=Design', 'querystring/phase/0'],
    ['sort=colour', 'querystring/sort'],
    ['order=up', 'querystring/order'],
    ['county=Delaware', 'querystring/county/0'],
    ['bbox=1,2,3', 'querystring/bbox'],
    ['bbox=-82,41,-83,40', 'querystring/bbox'],
    ['bbox=-200,40,-82,41', 'querystring/bbox'],
    ['fiscalYearFrom=2030&fiscalYearTo=2020', 'querystring/fiscalYearFrom'],
    ['colour=red', 'querystring/colour'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await server.app.inject(`/tims/api/projects?${query}`);

    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; message: string; details: { field: string } };
    }>();
    expect(body.error.code).toBe('bad-request');
    expect(body.error.details.field).toBe(field);
    expect(body.error.message).toContain(field);
  });
});

describe('GET /tims/api/projects/{pid}', () => {
  let server: TestApp;
  const projects = testProjects();
  beforeAll(async () => {
    server = await createProjectsApp();
  });
  afterAll(() => server.close());

  it('answers the whole project', async () => {
    const project = projects[11]!;
    const response = await server.app.inject(`/tims/api/projects/${project.pid}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(project);
  });

  it('answers an unknown PID with a 404 that says so', async () => {
    const unknown = ['000000', '000001', '099999'].find(
      (pid) => !projects.some((p) => p.pid === pid),
    )!;
    const response = await server.app.inject(`/tims/api/projects/${unknown}`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: `No project with PID ${unknown}` },
    });
  });

  it('rejects a PID that is not six digits with a 400', async () => {
    const response = await server.app.inject('/tims/api/projects/12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: { field: 'params/pid' } } });
  });
});
