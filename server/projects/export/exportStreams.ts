import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '../../../contracts/projects';
import type { ExportRow } from '../../repositories/projects/projectsRepository';
import { cellOf, type Cell } from './exportColumns';

type Batches = AsyncIterable<ExportRow[]>;

/** Excel's sheet holds 1,048,576 rows; the header takes one. */
export const XLSX_MAX_ROWS = 1_048_575;

/** RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvStream(batches: Batches, columns: readonly ExportColumn[]): Readable {
  return Readable.from(
    (async function* () {
      yield `${columns.map(csvField).join(',')}\r\n`;
      for await (const rows of batches) {
        yield rows
          .map((row) => `${columns.map((column) => csvField(cellOf(row, column))).join(',')}\r\n`)
          .join('');
      }
    })(),
  );
}

/** A FeatureCollection written feature by feature, so memory stays flat however many match. */
export function geoJsonStream(batches: Batches, columns: readonly ExportColumn[]): Readable {
  return Readable.from(
    (async function* () {
      yield '{"type":"FeatureCollection","features":[';
      let first = true;
      for await (const rows of batches) {
        const features = rows.map((row) => {
          const properties = Object.fromEntries(
            columns.map((column) => [column, cellOf(row, column)]),
          );
          const geometry = row.geometry ?? 'null';
          return `{"type":"Feature","id":${JSON.stringify(row.pid)},"geometry":${geometry},"properties":${JSON.stringify(properties)}}`;
        });
        if (features.length === 0) continue;
        yield (first ? '\n' : ',\n') + features.join(',\n');
        first = false;
      }
      yield '\n]}\n';
    })(),
  );
}

/** An .xlsx written with exceljs's streaming writer: rows are committed as they come. */
export function xlsxStream(batches: Batches, columns: readonly ExportColumn[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Projects', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column, key: column, width: width(column) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    let written = 0;
    for await (const rows of batches) {
      for (const row of rows) {
        if (written++ >= XLSX_MAX_ROWS) break;
        sheet.addRow(columns.map((column) => cellOf(row, column))).commit();
      }
      if (written >= XLSX_MAX_ROWS) break;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

function width(column: ExportColumn): number {
  if (column === 'description') return 60;
  if (column === 'name' || column === 'counties' || column === 'contactEmail') return 24;
  return 14;
}
