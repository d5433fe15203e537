import { Readable } from 'node:stream';
import { csvField } from '../../projects/export/exportStreams';
import type { LayerFeature, LayerField, LayerSource } from '../layerSource';
import { parseWhere } from '../where/parseWhere';
import { layerPages } from './layerPages';
import { xlsxStream, type XlsxCell } from './xlsxStream';

export const LAYER_EXPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type LayerExportFormat = (typeof LAYER_EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<LayerExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  geojson: 'application/geo+json',
};

export interface LayerDownload {
  /** The `content-type` to answer with. */
  contentType: string;
  /** A file name for `content-disposition`: the layer's name, e.g. `project-lines.csv`. */
  fileName: string;
  /** The file, read from the layer a page at a time as it is consumed. */
  stream: Readable;
}

/**
 * A whole layer (or the features meeting `where`) as a file, **streamed**: a page of
 * `maxRecordCount` features is read from the layer only when the one before has been written
 * and taken by the reader, so memory stays flat however large the layer (a client that stops
 * reading stops the reads; one that disconnects ends them).
 *
 * - Columns: every field of `layer.info.fields`, in its order.
 * - `csv`: RFC 4180 (CRLF, quoted where needed, quotes doubled); the header row is the field
 *   names (as the FeatureServer and the field dictionary name them); text that a spreadsheet
 *   would run as a formula (starting `=`, `+`, `-`, `@`, tab or CR) is prefixed with `'`.
 *   Point layers get `longitude` and `latitude` (WGS84) last; lines and polygons carry no
 *   geometry in CSV or XLSX (download GeoJSON for shapes).
 * - `xlsx`: the sheet named after the layer, the header row the field aliases, dates as Excel
 *   dates, the same columns as CSV; a second sheet, *Fields*, lists each column's alias, field
 *   name and type. At most 1,048,575 rows (Excel's limit). Written by `xlsxStream.ts`.
 * - `geojson`: a FeatureCollection in WGS84, `id` the object id, `properties` by field name.
 * - Dates are ISO-8601 text (`YYYY-MM-DD` or a UTC timestamp) in CSV and GeoJSON.
 *
 * Rejects with a `QueryError` (from `../queryError`) for a `where` it cannot parse, that names an
 * unknown field or compares a field with a value of another type — before anything is streamed
 * — so the route can answer 400 with the error's message.
 *
 * @param layer a FeatureServer layer (`createFeatureServices(…)[i].layers[j]`)
 * @param format `csv`, `xlsx` or `geojson`
 * @param options.where a FeatureServer where clause (Esri standardized SQL), or none for all
 */
export async function layerDownload(
  layer: LayerSource,
  format: LayerExportFormat,
  options: { where?: string } = {},
): Promise<LayerDownload> {
  const where = parseWhere(options.where ?? '');
  // The clause's fields and literals are checked by the layer as it runs it: once, here.
  if (where) {
    await layer.count({
      where,
      orderBy: [],
      offset: 0,
      limit: 0,
      outFields: [],
      returnGeometry: false,
    });
  }
  const fields = layer.info.fields;
  const points = layer.info.geometryType === 'Point';
  const pages = layerPages(layer, where, { returnGeometry: format === 'geojson' || points });
  const base = layer.info.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    contentType: CONTENT_TYPES[format],
    fileName: `${base || 'layer'}.${format}`,
    stream:
      format === 'csv'
        ? csv(pages, fields, points)
        : format === 'xlsx'
          ? xlsx(pages, layer.info.name, fields, points)
          : geojson(pages, fields),
  };
}

/** A spreadsheet runs text starting with these as a formula (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && FORMULA_START.test(value)) return csvField(`'${value}`);
  return csvField(typeof value === 'number' ? value : String(value));
}

const coordinates = (feature: LayerFeature): [number | null, number | null] =>
  feature.geometry?.type === 'Point'
    ? [feature.geometry.coordinates[0]!, feature.geometry.coordinates[1]!]
    : [null, null];

function csv(
  pages: AsyncIterable<LayerFeature[]>,
  fields: LayerField[],
  points: boolean,
): Readable {
  const header = [
    ...fields.map((field) => field.name),
    ...(points ? ['longitude', 'latitude'] : []),
  ];
  return Readable.from(
    (async function* () {
      yield `${header.map(csvField).join(',')}\r\n`;
      for await (const features of pages) {
        yield features
          .map((feature) => {
            const cells = fields.map((field) => csvCell(feature.properties[field.name]));
            if (points) cells.push(...coordinates(feature).map(csvCell));
            return `${cells.join(',')}\r\n`;
          })
          .join('');
      }
    })(),
    { objectMode: false },
  );
}

function geojson(pages: AsyncIterable<LayerFeature[]>, fields: LayerField[]): Readable {
  const objectId = fields.find((field) => field.type === 'oid')?.name ?? 'OBJECTID';
  return Readable.from(
    (async function* () {
      yield '{"type":"FeatureCollection","features":[';
      let first = true;
      for await (const features of pages) {
        const text = features.map((feature) =>
          JSON.stringify({
            type: 'Feature',
            id: feature.properties[objectId],
            geometry: feature.geometry,
            properties: Object.fromEntries(
              fields.map((field) => [field.name, feature.properties[field.name] ?? null]),
            ),
          }),
        );
        yield (first ? '\n' : ',\n') + text.join(',\n');
        first = false;
      }
      yield '\n]}\n';
    })(),
    { objectMode: false },
  );
}

function xlsx(
  pages: AsyncIterable<LayerFeature[]>,
  name: string,
  fields: LayerField[],
  points: boolean,
): Readable {
  const columns = [
    ...fields.map((field) => ({
      header: field.alias,
      name: field.name,
      type: field.type as string,
    })),
    ...(points
      ? [
          { header: 'Longitude', name: 'longitude', type: 'double' },
          { header: 'Latitude', name: 'latitude', type: 'double' },
        ]
      : []),
  ];
  return xlsxStream([
    {
      name,
      columns: columns.map((column) => ({
        header: column.header,
        width: column.type === 'string' ? 24 : column.type === 'date' ? 20 : 14,
      })),
      rows: (async function* () {
        for await (const features of pages) {
          yield features.map((feature) => {
            const cells = fields.map((field) => xlsxCell(feature.properties[field.name], field));
            if (points) cells.push(...coordinates(feature));
            return cells;
          });
        }
      })(),
    },
    {
      name: 'Fields',
      columns: [
        { header: 'Column', width: 28 },
        { header: 'Field', width: 20 },
        { header: 'Type', width: 10 },
      ],
      rows: (async function* () {
        yield columns.map((column) => [column.header, column.name, column.type]);
      })(),
    },
  ]);
}

function xlsxCell(value: unknown, field: LayerField): XlsxCell {
  if (value === null || value === undefined) return null;
  if (field.type === 'date') {
    const text = String(value);
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
    return Number.isNaN(date.getTime()) ? text : date;
  }
  return typeof value === 'number' ? value : String(value);
}
