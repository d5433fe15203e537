/** One CSV record: its values by header and the line it starts on (1 is the header). */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF, quoted fields may hold
 * commas, quotes (doubled) and line breaks. The first record names the columns. A byte order
 * mark (Excel writes one) is dropped.
 */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  const nonEmpty = rows.filter((row) => row.fields.some((value) => value.trim() !== ''));
  const header = (nonEmpty.shift()?.fields ?? []).map((name) => name.trim());
  const records = nonEmpty.map(({ line: at, fields: values }) => ({
    line: at,
    values: Object.fromEntries(header.map((name, i) => [name, (values[i] ?? '').trim()])),
  }));
  return { header, records };
}
