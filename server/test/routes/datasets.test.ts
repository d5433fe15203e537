import type {
  DatasetDetails,
  DatasetList,
  DatasetSummary,
  TermList,
} from '../../../contracts/datasets';
import { portalTargets } from '../portal/portalTargets';
import type { TestApp } from '../helper';
import { createGlossaryApp, IDS, signedIn, TEST_BRIDGES } from '../datasets/datasetsHelper';
import { testProjects } from '../projects/projectsHelper';

const PUBLIC_IDS = [IDS.projects, IDS.projectLines, IDS.counties, IDS.districts, IDS.states];

/** The glossary for visitors and staff: the table, its search, one dataset's page, the terms. */
describe.each(portalTargets)('the data glossary on $name', (target) => {
  let server: TestApp;
  let staff: Record<string, string>;
  const projects = testProjects();
  beforeAll(async () => {
    server = await createGlossaryApp(target);
    staff = await signedIn(server, 'tims.staff');
  }, 60_000);
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/tims/api${url}`, headers });
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await get(`/datasets?${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<DatasetList>();
  };
  const ids = (items: DatasetSummary[]) => items.map((item) => item.id);
  const countOf = async (service: string, layer: number, headers = {}) =>
    (
      await get(
        `/rest/services/${service}/FeatureServer/${layer}/query?where=1%3D1&returnCountOnly=true&f=json`,
        headers,
      )
    ).json<{ count: number }>().count;

  it('lists every public TIMS layer by title, with its count and freshness', async () => {
    const { items, total, offset, limit } = await list();
    expect(ids(items).sort()).toEqual([...PUBLIC_IDS].sort());
    expect({ total, offset, limit }).toEqual({ total: 5, offset: 0, limit: 50 });
    expect(items.map((item) => item.title)).toEqual([
      'Counties',
      'Districts',
      'Project lines',
      'Projects',
      'States',
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(IDS.projects)).toMatchObject({
      category: 'Projects',
      steward: 'Office of Program Management',
      updateFrequency: 'daily',
      access: 'public',
      source: 'tims',
      recordCount: projects.filter((project) => project.geometry).length,
      lastUpdated: projects
        .map((project) => project.updatedAt)
        .sort()
        .at(-1),
      geometryType: 'esriGeometryPoint',
      serviceUrl: `${server.config.publicUrl}/tims/api/rest/services/Projects/FeatureServer/0`,
    });
    expect(byId.get(IDS.projectLines)?.recordCount).toBe(
      projects.filter((project) => project.geometry?.type === 'LineString').length,
    );
    expect(byId.get(IDS.counties)?.recordCount).toBe(await countOf('Counties', 0));
    expect(byId.get(IDS.counties)?.lastUpdated).toBeNull();
  });

  it('finds datasets by a field name, whatever its case or underscores, and by words', async () => {
    expect(ids((await list('q=work_type')).items)).toEqual([IDS.projectLines, IDS.projects]);
    expect(ids((await list('q=PID')).items)).toEqual([IDS.projectLines, IDS.projects]);
    expect(ids((await list('q=FIPS')).items)).toEqual([IDS.counties, IDS.states]);
    // Every word must be found.
    expect(ids((await list('q=county%20fips')).items)).toEqual([IDS.counties]);
    expect(ids((await list('q=Census%20districts%20nothing-like-this')).items)).toEqual([]);
    expect(ids((await list('q=estimated%20cost%20USD')).items)).toEqual([
      IDS.projectLines,
      IDS.projects,
    ]);
  });

  it('shows staff-only datasets to signed-in staff only', async () => {
    expect(ids((await list('q=structure')).items)).toEqual([]);
    expect((await list('access=staff')).total).toBe(0);
    const signedInList = await list('access=staff', staff);
    expect(signedInList.items).toEqual([
      expect.objectContaining({
        id: IDS.bridges,
        title: 'Bridges',
        category: 'Structures',
        access: 'staff',
        recordCount: TEST_BRIDGES,
      }),
    ]);
    expect(ids((await list('q=structure_number', staff)).items)).toEqual([IDS.bridges]);
  });

  it('filters by category and access, sorts and pages', async () => {
    expect(ids((await list('category=Boundaries')).items)).toEqual([
      IDS.counties,
      IDS.districts,
      IDS.states,
    ]);
    expect((await list('category=Traffic')).items).toEqual([]);
    expect((await list('access=public')).total).toBe(5);

    const byCount = (await list('sort=recordCount&order=desc')).items;
    const counts = byCount.map((item) => item.recordCount!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Datasets with no date come last whichever the order.
    for (const order of ['asc', 'desc']) {
      const dated = (await list(`sort=lastUpdated&order=${order}`)).items.map(
        (item) => item.lastUpdated,
      );
      expect(dated.slice(0, 2).every((date) => date !== null)).toBe(true);
      expect(dated.slice(2)).toEqual([null, null, null]);
    }
    expect((await list('sort=category')).items.map((item) => item.category)).toEqual([
      'Boundaries',
      'Boundaries',
      'Boundaries',
      'Projects',
      'Projects',
    ]);
    expect(ids((await list('sort=title&order=desc&offset=1&limit=2')).items)).toEqual([
      IDS.projects,
      IDS.projectLines,
    ]);
  });

  it('explains every field of every TIMS layer on its page', async () => {
    for (const [id, service, layer, headers] of [
      [IDS.projects, 'Projects', 0, {}],
      [IDS.projectLines, 'Projects', 1, {}],
      [IDS.bridges, 'Bridges', 0, staff],
      [IDS.counties, 'Counties', 0, {}],
      [IDS.districts, 'Districts', 0, {}],
      [IDS.states, 'States', 0, {}],
    ] as const) {
      const response = await get(`/datasets/${id}`, headers);
      expect(response.statusCode).toBe(200);
      const details = response.json<DatasetDetails>();
      const layerInfo = (
        await get(`/rest/services/${service}/FeatureServer/${layer}?f=json`, headers)
      ).json<{ fields: { name: string; alias: string }[] }>();
      expect(details.fields.map((field) => [field.name, field.alias])).toEqual(
        layerInfo.fields.map((field) => [field.name, field.alias]),
      );
      for (const field of details.fields) {
        expect(`${id} ${field.name}: ${field.definition.length > 20}`).toBe(
          `${id} ${field.name}: true`,
        );
      }
      expect(details.downloads.map((download) => download.format)).toEqual([
        'csv',
        'xlsx',
        'geojson',
      ]);
      expect(details.extent).toHaveLength(4);
    }
  });

  it('counts the values of a field with few, and samples the others', async () => {
    const details = (await get(`/datasets/${IDS.projects}`)).json<DatasetDetails>();
    const field = (name: string) => details.fields.find((candidate) => candidate.name === name)!;
    const located = projects.filter((project) => project.geometry);

    const workTypes = field('workType').values!;
    const expected = new Map<string, number>();
    for (const project of located) {
      expected.set(project.workType, (expected.get(project.workType) ?? 0) + 1);
    }
    expect(new Map(workTypes.map((value) => [value.value, value.count]))).toEqual(expected);
    const counts = workTypes.map((value) => value.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(field('workType').samples).toEqual([]);
    expect(field('phase').values!.reduce((sum, value) => sum + value.count, 0)).toBe(
      located.length,
    );
    expect(field('estimatedCost')).toMatchObject({ units: 'USD', values: null });
    expect(field('pid').values).toBeNull();
    expect(field('pid').samples).toHaveLength(5);
    for (const sample of field('pid').samples) expect(String(sample)).toMatch(/^\d{6}$/);
    expect(field('OBJECTID')).toMatchObject({ values: null, samples: [] });
    expect(details).toMatchObject({
      contact: { name: 'Office of Program Management', email: '' },
      licence: 'CC0 1.0',
      portalItemUrl: `${server.config.portal.url}/home/item.html?id=${IDS.projects.slice(0, 32)}`,
    });
  });

  it('asks anonymous visitors to sign in for a staff-only dataset, and says when there is none', async () => {
    const anonymous = await get(`/datasets/${IDS.bridges}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'sign-in-required', message: expect.any(String) },
    });
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="TIMS"');
    expect((await get(`/datasets/${IDS.bridges}`, staff)).statusCode).toBe(200);

    const unknown = await get('/datasets/0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'not-found', message: 'No dataset 0123456789abcdef0123456789abcdef' },
    });
    expect((await get('/datasets/not-an-id')).statusCode).toBe(400);
  });

  it('finds the terms of a DOT, each linking the datasets and fields that use it', async () => {
    const response = await get('/datasets/terms?q=PID');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<TermList>();
    expect(total).toBe(items.length);
    const pid = items.find((term) => term.id === 'pid');
    expect(pid).toMatchObject({ term: 'Project identification number', abbreviation: 'PID' });
    expect(pid!.uses).toContainEqual({
      datasetId: IDS.projects,
      field: 'pid',
      datasetTitle: 'Projects',
    });

    const all = (await get('/datasets/terms')).json<TermList>().items;
    expect(all.map((term) => term.term)).toEqual(
      [...all.map((term) => term.term)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(all.find((term) => term.id === 'nbi')!.uses).toEqual([]);
    const nbi = (await get('/datasets/terms?q=national%20bridge', staff)).json<TermList>();
    expect(nbi.items.map((term) => term.id)).toEqual(['nbi', 'structure-number']);
    expect(nbi.items[0]!.uses.map((use) => use.datasetId)).toContain(IDS.bridges);
  });
});
