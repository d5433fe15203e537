import ExcelJS from 'exceljs';
import type { FeatureCollection } from 'geojson';
import type { TestApp } from '../helper';
import { portalTargets } from '../portal/portalTargets';
import { addDataItem, createGlossaryApp, IDS, signedIn } from '../datasets/datasetsHelper';

const ELSEWHERE = '2b3c4d5e6f708192a3b4c5d6e7f80123';

/** A dataset's downloads: the same rows as its FeatureServer answers, streamed. */
describe.each(portalTargets)('dataset downloads on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createGlossaryApp(target);
    await addDataItem(server, {
      id: ELSEWHERE,
      title: 'Elsewhere',
      url: 'http://127.0.0.1:9/arcgis/rest/services/Elsewhere/FeatureServer',
    });
  }, 60_000);
  afterAll(() => server?.close());

  const download = (id: string, format: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/tims/api/datasets/${id}/download?format=${format}`, headers });
  /** Every feature of a layer as its FeatureServer answers a query, in object id order. */
  const queried = async (service: string, layer: number, headers: Record<string, string> = {}) => {
    const params = new URLSearchParams({
      where: '1=1',
      outFields: '*',
      orderByFields: 'OBJECTID',
      resultRecordCount: '2000',
      returnGeometry: 'false',
      f: 'json',
    });
    const response = await server.app.inject({
      url: `/tims/api/rest/services/${service}/FeatureServer/${layer}/query?${params}`,
      headers,
    });
    const body = response.json<{
      features: { attributes: Record<string, unknown> }[];
      exceededTransferLimit?: boolean;
    }>();
    expect(body.exceededTransferLimit ?? false).toBe(false);
    return body.features.map((feature) => feature.attributes);
  };

  it('gives the Projects as CSV: the FeatureServer’s rows, fields and order', async () => {
    const response = await download(IDS.projects, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="projects.csv"');
    const [header, ...lines] = response.body.trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['OBJECTID', 'pid', 'name']);
    expect(columns.slice(-2)).toEqual(['longitude', 'latitude']);
    const rows = await queried('Projects', 0);
    expect(lines).toHaveLength(rows.length);
    const pidAt = columns.indexOf('pid');
    // Descriptions hold commas only inside quotes; PIDs come before any of them.
    expect(lines.map((line) => line.split(',')[pidAt])).toEqual(rows.map((row) => row.pid));
  });

  it('gives the Counties as GeoJSON and the Project lines as XLSX, every feature once', async () => {
    const geojson = await download(IDS.counties, 'geojson');
    expect(geojson.statusCode).toBe(200);
    expect(geojson.headers['content-type']).toBe('application/geo+json');
    const collection = geojson.json<FeatureCollection>();
    const counties = await queried('Counties', 0);
    expect(collection.features.map((feature) => feature.properties!.fips)).toEqual(
      counties.map((county) => county.fips),
    );
    expect(collection.features[0]!.geometry.type).toBe('MultiPolygon');

    const xlsx = await download(IDS.projectLines, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const lines = await queried('Projects', 1);
    expect(sheet.actualRowCount - 1).toBe(lines.length);
  });

  it('asks anonymous visitors to sign in for the bridges, and gives them to staff', async () => {
    const anonymous = await download(IDS.bridges, 'csv');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'sign-in-required' } });
    const staff = await signedIn(server, 'tims.staff');
    const response = await download(IDS.bridges, 'csv', staff);
    expect(response.statusCode).toBe(200);
    const rows = await queried('Bridges', 0, staff);
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);
  });

  it('sends other servers’ datasets to their server, and refuses formats it does not write', async () => {
    const elsewhere = await download(ELSEWHERE, 'csv');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ error: { message: string } }>().error.message).toContain(
      'http://127.0.0.1:9/arcgis/rest/services/Elsewhere/FeatureServer/0',
    );
    expect((await download(IDS.projects, 'shp')).statusCode).toBe(400);
    expect((await download('0123456789abcdef0123456789abcdef', 'csv')).statusCode).toBe(404);
  });
});
