import { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, Zip, ZipPassThrough } from 'fflate';

/** A cell: text, a number, a date (an Excel date), or empty. */
export type XlsxCell = string | number | Date | null;

export interface XlsxSheet {
  /** At most 31 characters, none of `[]:*?/\` (they are replaced). */
  name: string;
  columns: { header: string; width: number; date?: boolean }[];
  /** Rows in batches; a batch is written and compressed before the next is read. */
  rows: AsyncIterable<XlsxCell[][]>;
}

/** Excel's sheet holds 1,048,576 rows; the header takes one. */
export const XLSX_MAX_ROWS = 1_048_575;

/**
 * An .xlsx file written as it is read: each sheet's rows are turned into SpreadsheetML and
 * deflated into the ZIP batch by batch (fflate's streaming ZIP, Node's zlib), and the next batch is asked for
 * only when the reader has taken what is written — memory holds one batch, however many rows.
 *
 * Why not exceljs's `stream.xlsx.WorkbookWriter`: it commits rows into buffers that its ZIP
 * drains without backpressure, so a whole large sheet accumulates in memory (measured: about
 * 1 MB per 5,000 small rows, all of it held until the end with a slow reader).
 *
 * The header row is bold and frozen; text is written inline (no shared-string table to keep);
 * dates as Excel serial dates formatted `yyyy-mm-dd hh:mm:ss` (or `yyyy-mm-dd` at midnight UTC).
 */
export function xlsxStream(sheets: XlsxSheet[]): Readable {
  return Readable.from(
    (async function* () {
      const out: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else out.push(chunk);
      });
      const take = () => {
        if (failure) throw failure;
        const chunks = out.splice(0);
        return chunks.length ? Buffer.concat(chunks) : undefined;
      };
      const file = (name: string, text: string) => {
        const entry = new NativeDeflate(name);
        zip.add(entry);
        entry.push(strToU8(text), true);
      };

      file('[Content_Types].xml', contentTypes(sheets.length));
      file('_rels/.rels', ROOT_RELS);
      file('xl/workbook.xml', workbook(sheets.map((sheet) => sheet.name)));
      file('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
      file('xl/styles.xml', STYLES);
      for (const [index, sheet] of sheets.entries()) {
        const entry = new NativeDeflate(`xl/worksheets/sheet${index + 1}.xml`);
        zip.add(entry);
        entry.push(strToU8(sheetStart(sheet)));
        const letters = sheet.columns.map((_column, i) => columnLetters(i));
        let row = 1;
        for await (const batch of sheet.rows) {
          const xml: string[] = [];
          for (const cells of batch) {
            if (row > XLSX_MAX_ROWS) break;
            row += 1;
            xml.push(rowXml(row, cells, letters));
          }
          entry.push(strToU8(xml.join('')));
          const chunk = take();
          if (chunk) yield chunk;
          if (row > XLSX_MAX_ROWS) break;
        }
        entry.push(strToU8('</sheetData></worksheet>'), true);
      }
      zip.end();
      const rest = take();
      if (rest) yield rest;
    })(),
  );
}

/**
 * A ZIP entry deflated by Node's zlib (native: about three times fflate's JavaScript deflate).
 * Each chunk ends with a sync flush, the last with the final block, so the chunks together are
 * one deflate stream; fflate keeps the CRC, sizes and headers.
 */
class NativeDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename);
    this.compression = 8;
  }

  protected override process(chunk: Uint8Array, final: boolean): void {
    const flush = final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
    this.ondata(null, deflateRawSync(chunk, { level: 6, finishFlush: flush }), final);
  }
}

function sheetStart({ columns }: XlsxSheet): string {
  const cols = columns
    .map(({ width }, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map(
      ({ header }, i) =>
        `<c r="${columnLetters(i)}1" t="inlineStr" s="1"><is><t>${escapeXml(header)}</t></is></c>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData><row r="1">${header}</row>`
  );
}

function rowXml(row: number, cells: XlsxCell[], letters: string[]): string {
  let xml = `<row r="${row}">`;
  cells.forEach((cell, i) => {
    if (cell === null || cell === undefined) return;
    const ref = `${letters[i] ?? columnLetters(i)}${row}`;
    if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
    } else if (cell instanceof Date) {
      const time = cell.getTime();
      if (!Number.isNaN(time)) {
        const midnight = time % 86_400_000 === 0;
        xml += `<c r="${ref}" s="${midnight ? 3 : 2}"><v>${time / 86_400_000 + 25_569}</v></c>`;
      }
    } else {
      xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

/** A, B, …, Z, AA, AB, … */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** XML's five escapes, and the control characters XML 1.0 cannot hold dropped. */
function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- exactly the characters to drop
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** Excel's rules for a sheet's name: 31 characters, none of `[]:*?/\`, not blank. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet'
  );
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_sheet, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return (
    XML_HEAD +
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    `${sheets}</Types>`
  );
}

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

function workbook(names: string[]): string {
  const sheets = names
    .map(
      (name, i) =>
        `<sheet name="${escapeXml(sheetName(name))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
    )
    .join('');
  return (
    XML_HEAD + `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`
  );
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_sheet, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    XML_HEAD +
    `<Relationships xmlns="${PACKAGE_REL}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
    `</Relationships>`
  );
}

/** Cell styles: 0 plain, 1 bold (the header), 2 a date and time, 3 a date. */
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="4">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;
