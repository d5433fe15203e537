import ExcelJS from 'exceljs';
import type { TestApp } from '../helper';
import { parseCsv } from '../../projects/import/parseCsv';
import { createProjectsApp, search, testProjects } from './projectsHelper';

describe('GET /tims/api/projects/export', () => {
  let server: TestApp;
  const projects = testProjects();
  beforeAll(async () => {
    server = await createProjectsApp();
  });
  afterAll(() => server.close());

  const exportOf = (query: string) => server.app.inject(`/tims/api/projects/export?${query}`);

  it('writes CSV per RFC 4180: a header of the chosen columns, then the rows of the search', async () => {
    const response = await exportOf(
      'format=csv&columns=pid,description,estimatedCost&district=2&sort=estimatedCost&order=desc',
    );
    const expected = await search(server, 'district=2&sort=estimatedCost&order=desc&limit=500');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="projects.csv"');
    expect(response.body.startsWith('pid,description,estimatedCost\r\n')).toBe(true);
    const { header, records } = parseCsv(response.body);
    expect(header).toEqual(['pid', 'description', 'estimatedCost']);
    expect(records.map((record) => record.values)).toEqual(
      expected.items.map((item) => ({
        pid: item.pid,
        description: item.description,
        estimatedCost: String(item.estimatedCost),
      })),
    );
    // Descriptions with commas are quoted.
    expect(response.body).toMatch(/,"[^"\r\n]*,[^"\r\n]*",/);
  });

  it('writes every column by default', async () => {
    const project = projects[0]!;
    const { header, records } = parseCsv((await exportOf(`format=csv&pid=${project.pid}`)).body);

    expect(header).toEqual([
      'pid',
      'name',
      'description',
      'district',
      'counties',
      'routes',
      'beginSlm',
      'endSlm',
      'workType',
      'phase',
      'saleDate',
      'fiscalYear',
      'estimatedCost',
      'contactName',
      'contactEmail',
      'contactPhone',
      'updatedAt',
    ]);
    expect(records[0]!.values).toMatchObject({
      pid: project.pid,
      counties: project.counties.map((county) => county.name).join('; '),
      contactEmail: project.contact.email,
    });
  });

  it('writes a GeoJSON FeatureCollection with the geometry and the chosen properties', async () => {
    const response = await exportOf('format=geojson&columns=pid,phase&phase=Planning');
    const body = response.json<{
      type: string;
      features: { id: string; geometry: unknown; properties: object }[];
    }>();
    const planning = projects.filter((project) => project.phase === 'Planning');

    expect(response.headers['content-type']).toBe('application/geo+json');
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(planning.length);
    const first = planning.sort((a, b) => a.pid.localeCompare(b.pid))[0]!;
    expect(body.features[0]).toEqual({
      type: 'Feature',
      id: first.pid,
      geometry: first.geometry,
      properties: { pid: first.pid, phase: 'Planning' },
    });
  });

  it('writes an empty FeatureCollection when nothing matches', async () => {
    const body = (await exportOf('format=geojson&q=no-such-words')).json();
    expect(body).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('writes an XLSX workbook with a header row and one row per project', async () => {
    const response = await exportOf('format=xlsx&columns=pid,name,estimatedCost&district=5');
    const expected = await search(server, 'district=5&limit=500');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projects')!;

    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'pid', 'name', 'estimatedCost']);
    expect(sheet.rowCount).toBe(expected.total + 1);
    const item = expected.items[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, item.pid, item.name, item.estimatedCost]);
  });

  it.each([
    ['format=pdf', 'querystring/format'],
    ['', 'querystring/format'],
    ['format=csv&columns=pid,colour', 'querystring/columns'],
    ['format=csv&bbox=0,0,-1,1', 'querystring/bbox'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad-request', details: { field } } });
  });
});
