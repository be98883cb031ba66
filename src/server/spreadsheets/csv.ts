/**
 * CSV as Hungarian Excel reads and writes it: `;`-separated, CRLF lines, fields quoted when needed.
 * Our own files start with a UTF-8 byte order mark so Excel does not take them for Windows-1250.
 */

const BOM = '\uFEFF';

function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}

export interface DecodedText {
  text: string;
  encoding: 'UTF-8' | 'Windows-1250';
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1250 (Excel's "CSV"). */
export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.startsWith(BOM) ? text.slice(1) : text, encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'Windows-1250' };
  }
}

export interface ParsedCsv {
  separator: ';' | ',';
  /** Each record with the line number it starts on (1 = the header). */
  records: { line: number; fields: string[] }[];
}

/** The separator of the header line: whichever of `;` and `,` occurs more outside quotes. */
function detectSeparator(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => unquoted.split(c).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

/** RFC 4180 parsing with quoted fields (which may hold separators, quotes and line breaks). */
export function parseCsv(text: string): ParsedCsv {
  const separator = detectSeparator(text);
  const records: ParsedCsv['records'] = [];
  let fields: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(current);
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted))
      records.push({ line: recordLine, fields });
    fields = [];
    current = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          current += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        current += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      fieldStarted = true;
    } else if (c === separator) {
      fields.push(current);
      current = '';
      fieldStarted = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      current += c;
      fieldStarted = true;
    }
  }
  if (current !== '' || fields.length > 0 || fieldStarted) endRecord();
  return { separator, records };
}
