/**
 * Java .properties, as NAV ships its validation texts: ISO-8859-1 by the old rule or UTF-8 (Java 9+),
 * with `\uXXXX` escapes, `#`/`!` comments, `=`/`:` separators and `\` line continuations.
 */

/** UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 (Java's historical encoding for the format). */
export function decodePropertiesBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };

function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) =>
    escaped.length === 5
      ? String.fromCharCode(parseInt(escaped.slice(1), 16))
      : (SIMPLE_ESCAPES[escaped] ?? escaped),
  );
}

/** Logical lines: a line ending in an odd number of backslashes continues on the next. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = current ? raw.trimStart() : raw;
    const trailing = /\\+$/.exec(line)?.[0].length ?? 0;
    if (trailing % 2 === 1) {
      current += line.slice(0, -1);
      continue;
    }
    lines.push(current + line);
    current = '';
  }
  if (current) lines.push(current);
  return lines;
}

export function parseProperties(bytes: Uint8Array): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of logicalLines(decodePropertiesBytes(bytes))) {
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('!')) continue;
    const match = /^((?:\\.|[^\s=:\\])+)\s*[=:\s]\s*(.*)$/.exec(trimmed);
    if (!match?.[1]) continue;
    entries.set(unescape(match[1]), unescape(match[2] ?? '').trim());
  }
  return entries;
}
