import ExcelJS from 'exceljs';
import type { DatasetSummary } from '../../contracts/datasets';
import { csvField } from '../projects/export/exportStreams';

/** The columns of the exported glossary table, as the screen shows them, and where to find each. */
const COLUMNS: {
  header: string;
  width: number;
  cell(row: DatasetSummary): string | number | null;
}[] = [
  { header: 'Name', width: 30, cell: (row) => row.title },
  { header: 'Category', width: 14, cell: (row) => row.category },
  { header: 'Description', width: 60, cell: (row) => row.description },
  { header: 'Steward', width: 30, cell: (row) => row.steward },
  { header: 'Update frequency', width: 16, cell: (row) => row.updateFrequency },
  { header: 'Last updated', width: 22, cell: (row) => row.lastUpdated },
  { header: 'Record count', width: 14, cell: (row) => row.recordCount },
  { header: 'Access', width: 10, cell: (row) => row.access },
  { header: 'ID', width: 36, cell: (row) => row.id },
  { header: 'Service URL', width: 60, cell: (row) => row.serviceUrl },
];

/** A spreadsheet runs text starting with these as a formula (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: string | number | null) =>
  csvField(typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value);

/**
 * RFC 4180 (CRLF, quoted where needed), a header row, one row per dataset. Text a spreadsheet
 * would run as a formula (descriptions come from administrators and portal items) gets a `'`.
 */
export function glossaryCsv(rows: DatasetSummary[]): string {
  const lines = [
    COLUMNS.map((column) => csvField(column.header)),
    ...rows.map((row) => COLUMNS.map((column) => csvCell(column.cell(row)))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** The same table as an .xlsx workbook: a frozen bold header, record counts as numbers. */
export async function glossaryXlsx(rows: DatasetSummary[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Datasets', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => column.cell(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
