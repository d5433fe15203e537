import type { Readable } from 'node:stream';
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { migrateToLatest } from '../../db/migrate';
import { layerDownload } from '../../featureServer/export/layerExport';
import type { LayerFeature, LayerSource } from '../../featureServer/layerSource';
import { countiesService } from '../../featureServer/layers/geographyLayers';
import { projectsService } from '../../featureServer/layers/projectsLayers';
import { QueryError } from '../../featureServer/queryError';
import { parseWhere } from '../../featureServer/where/parseWhere';
import { generateProjects } from '../../projects/demo/generateProjects';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { TEST_TODAY } from '../projects/projectsHelper';
import { targets, type Target } from '../support/databaseTargets';

const COUNT = 3000;

async function text(stream: Readable): Promise<string> {
  return (await bytes(stream)).toString('utf8');
}

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function parseCsv(csv: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(csv, { headers: true })
      .on('error', reject)
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

/** Every feature of a layer as the FeatureServer's query pages them. */
async function allFeatures(layer: LayerSource, whereText = ''): Promise<LayerFeature[]> {
  const features: LayerFeature[] = [];
  for (let offset = 0; ; offset += layer.info.maxRecordCount) {
    const page = await layer.features({
      where: parseWhere(whereText),
      orderBy: [],
      offset,
      limit: layer.info.maxRecordCount,
      outFields: layer.info.fields.map((field) => field.name),
      returnGeometry: true,
    });
    features.push(...page.features);
    if (!page.exceededTransferLimit) return features;
  }
}

/** The layer with a smaller page, counting the pages read. */
function counted(layer: LayerSource, pageSize: number) {
  const reads = { pages: 0 };
  const wrapped: LayerSource = {
    ...layer,
    info: { ...layer.info, maxRecordCount: pageSize },
    features: (query) => {
      reads.pages += 1;
      return layer.features(query);
    },
  };
  return { layer: wrapped, reads };
}

/** Layer downloads (CSV, XLSX, GeoJSON) of a few thousand projects, read back by other parsers. */
describe.each(targets)('layer downloads on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let points: LayerSource;
  let lines: LayerSource;
  let expected: LayerFeature[];

  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    const projects = [
      ...generateProjects({ seed: 77, count: COUNT, stateFips: '39', today: TEST_TODAY }),
    ];
    // Text a spreadsheet would run as a formula, and text CSV must quote.
    const located = projects.filter((project) => project.geometry);
    located[0]!.name = '=HYPERLINK("http://example.com","x")';
    located[1]!.description = 'Widening, with "quotes"\nand a second line';
    await projectsRepository(handle.db).write(projects);
    [points, lines] = projectsService(handle.db).layers as [LayerSource, LayerSource];
    expected = await allFeatures(points);
  }, 120_000);
  afterAll(() => handle?.close());

  it('writes CSV that parses back into the rows of the FeatureServer query', async () => {
    const download = await layerDownload(points, 'csv');
    expect(download).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      fileName: 'projects.csv',
    });
    const csv = await text(download.stream);
    const rows = await parseCsv(csv);
    expect(csv.split('\r\n')[0]).toBe(
      [...points.info.fields.map((field) => field.name), 'longitude', 'latitude'].join(','),
    );
    expect(rows).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThan(2000);
    const want = expected.map((feature): Record<string, string> => {
      const row = Object.fromEntries(
        points.info.fields.map((field) => {
          const value = feature.properties[field.name];
          return [field.name, value === null ? '' : String(value)];
        }),
      );
      const [x, y] = (feature.geometry as { coordinates: number[] }).coordinates;
      return { ...row, longitude: String(x), latitude: String(y) };
    });
    const guarded = want.findIndex((row) => row.name!.startsWith('='));
    want[guarded]!.name = `'${want[guarded]!.name}`;
    expect(rows).toEqual(want);
    expect(rows.some((row) => row.description!.includes('"quotes"\nand'))).toBe(true);
  });

  it('streams page by page, reading no further than the reader has taken', async () => {
    for (const format of ['csv', 'xlsx', 'geojson'] as const) {
      const { layer, reads } = counted(points, 100);
      const { stream } = await layerDownload(layer, format);
      const first: unknown = await new Promise((resolve) => stream.once('readable', resolve));
      void first;
      stream.read();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A few pages fill the stream's buffer; then it waits for the reader.
      expect(reads.pages).toBeLessThanOrEqual(4);
      await bytes(stream);
      expect(reads.pages).toBe(Math.ceil(expected.length / 100));
    }
  });

  it('writes an XLSX that exceljs opens: aliases, values, dates, a sheet of fields', async () => {
    const download = await layerDownload(points, 'xlsx');
    expect(download.fileName).toBe('projects.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes(download.stream)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projects')!;
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...points.info.fields.map((field) => field.alias),
      'Longitude',
      'Latitude',
    ]);
    const names = points.info.fields.map((field) => field.name);
    for (const [i, feature] of [
      [0, expected[0]!],
      [777, expected[777]!],
      [expected.length - 1, expected.at(-1)!],
    ] as const) {
      const values = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      const byName = Object.fromEntries(names.map((name, j) => [name, values[j] ?? null]));
      expect(byName.OBJECTID).toBe(feature.properties.OBJECTID);
      expect(byName.name).toBe(feature.properties.name);
      expect(byName.estimatedCost).toBe(feature.properties.estimatedCost);
      const sale = feature.properties.saleDate as string | null;
      expect(byName.saleDate).toEqual(sale === null ? null : new Date(`${sale}T00:00:00Z`));
      expect(values[names.length]).toBe(
        (feature.geometry as { coordinates: number[] }).coordinates[0],
      );
    }
    const fields = workbook.getWorksheet('Fields')!;
    expect((fields.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Object ID',
      'OBJECTID',
      'oid',
    ]);
  });

  it('writes valid GeoJSON in WGS84, lines and polygons too', async () => {
    const parse = async (layer: LayerSource) =>
      JSON.parse(await text((await layerDownload(layer, 'geojson')).stream)) as {
        type: string;
        features: {
          type: string;
          id: number;
          geometry: { type: string; coordinates: unknown };
          properties: Record<string, unknown>;
        }[];
      };
    const collection = await parse(points);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => feature.id)).toEqual(
      expected.map((feature) => feature.properties.OBJECTID),
    );
    expect(collection.features[5]).toEqual({
      type: 'Feature',
      id: expected[5]!.properties.OBJECTID,
      geometry: expected[5]!.geometry,
      properties: expected[5]!.properties,
    });
    for (const feature of collection.features) {
      const [x, y] = feature.geometry.coordinates as number[];
      expect(x).toBeGreaterThan(-85);
      expect(x).toBeLessThan(-80);
      expect(y).toBeGreaterThan(38);
      expect(y).toBeLessThan(42.5);
    }
    const lineCollection = await parse(lines);
    expect(new Set(lineCollection.features.map((feature) => feature.geometry.type))).toEqual(
      new Set(['LineString']),
    );
    const [counties] = countiesService('39', 'Ohio').layers;
    const countyCollection = await parse(counties!);
    expect(countyCollection.features).toHaveLength(88);
    expect(countyCollection.features[0]!.geometry.type).toBe('MultiPolygon');
    // No coordinates in CSV for shapes that are not points.
    const csv = await text((await layerDownload(counties!, 'csv')).stream);
    expect(csv.split('\r\n')[0]).toBe('OBJECTID,fips,name,abbreviation,district');
  });

  it('downloads the features meeting a where clause, and refuses a bad one before streaming', async () => {
    const construction = await allFeatures(points, "phase = 'Construction'");
    const rows = await parseCsv(
      await text((await layerDownload(points, 'csv', { where: "PHASE = 'Construction'" })).stream),
    );
    expect(rows.map((row) => Number(row.OBJECTID))).toEqual(
      construction.map((feature) => feature.properties.OBJECTID),
    );
    await expect(layerDownload(points, 'csv', { where: 'secret = 1' })).rejects.toThrow(QueryError);
    await expect(layerDownload(points, 'csv', { where: "district = 'four'" })).rejects.toThrow(
      "'four' is not a number",
    );
    await expect(
      layerDownload(points, 'xlsx', { where: '1=1; drop table projects' }),
    ).rejects.toThrow(QueryError);
  });
});
