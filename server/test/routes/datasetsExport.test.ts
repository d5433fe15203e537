import ExcelJS from 'exceljs';
import type { DatasetList } from '../../../contracts/datasets';
import type { TestApp } from '../helper';
import { createGlossaryApp, IDS, signedIn } from '../datasets/datasetsHelper';

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

/** The glossary table as a file: the same rows as the listing, with its search and filters. */
describe('the glossary export', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createGlossaryApp();
  }, 60_000);
  afterAll(() => server.close());

  const exported = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/tims/api/datasets/export?${query}`, headers });
  const listed = async (query: string, headers: Record<string, string> = {}) =>
    (await server.app.inject({ url: `/tims/api/datasets?${query}`, headers })).json<DatasetList>();

  it('writes the search as CSV, a header and one row per dataset in the listing’s order', async () => {
    const response = await exported('format=csv&q=work_type&sort=title&order=desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="datasets.csv"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Name',
      'Category',
      'Description',
      'Steward',
      'Update frequency',
      'Last updated',
      'Record count',
      'Access',
      'ID',
      'Service URL',
    ]);
    const { items } = await listed('q=work_type&sort=title&order=desc');
    expect(rows.map((row) => row[8])).toEqual(items.map((item) => item.id));
    expect(rows[0]).toEqual([
      items[0]!.title,
      items[0]!.category,
      items[0]!.description,
      items[0]!.steward,
      items[0]!.updateFrequency,
      items[0]!.lastUpdated,
      String(items[0]!.recordCount),
      'public',
      IDS.projects,
      items[0]!.serviceUrl,
    ]);
  });

  it('writes the same table as XLSX, record counts as numbers', async () => {
    const response = await exported('format=xlsx&category=Boundaries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="datasets.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Datasets')!;
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0]!.slice(1, 3)).toEqual(['Name', 'Category']);
    expect(values.slice(1).map((row) => row[9])).toEqual([IDS.counties, IDS.districts, IDS.states]);
    expect(typeof values[1]![7]).toBe('number');
  });

  it('leaves staff-only datasets out for anonymous visitors, in for staff', async () => {
    const anonymous = parseCsv((await exported('format=csv')).body);
    expect(anonymous.map((row) => row[8])).not.toContain(IDS.bridges);
    const staff = await signedIn(server, 'tims.staff');
    const signed = parseCsv((await exported('format=csv', staff)).body);
    expect(signed.map((row) => row[8])).toContain(IDS.bridges);
  });

  it('keeps a spreadsheet from running a description as a formula', async () => {
    const admin = await signedIn(server, 'tims.admin');
    const put = await server.app.inject({
      method: 'PUT',
      url: `/tims/api/admin/datasets/${IDS.districts}`,
      headers: admin,
      payload: {
        description: '=HYPERLINK("http://example.com","District boundaries")',
        category: 'Boundaries',
        steward: 'GIS Section',
        contactName: '',
        contactEmail: '',
        updateFrequency: 'asNeeded',
        licence: '',
      },
    });
    expect(put.statusCode).toBe(200);
    const rows = parseCsv((await exported('format=csv&category=Boundaries')).body);
    const districts = rows.find((row) => row[8] === IDS.districts)!;
    expect(districts[2]).toBe('\'=HYPERLINK("http://example.com","District boundaries")');
  });

  it('refuses a format it does not write', async () => {
    const response = await exported('format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad-request' } });
    expect((await exported('q=roads')).statusCode).toBe(400);
  });
});
