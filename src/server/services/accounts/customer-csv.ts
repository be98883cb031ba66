/**
 * RFC 4180 CSV as exported by the old shop or by a spreadsheet: comma or semicolon separated (taken
 * from the header line), double quotes around fields with separators, quotes or line breaks.
 */
export interface CsvRecord {
  /** 1-based line on which the record starts, for the report. */
  line: number;
  fields: string[];
}

export function detectDelimiter(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function parseCsv(input: string, delimiter = detectDelimiter(input)): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') inQuotes = true;
    else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else if (ch === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
