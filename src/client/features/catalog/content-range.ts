/**
 * The total of a list answer's `Content-Range: products 0-14/231` header (an empty page has an
 * asterisk for its span). Null when the header is missing or malformed: the list then counts only what it got.
 */
export function totalFromContentRange(header: string | null | undefined): number | null {
  const match = /^\s*products\s+(?:\d+-\d+|\*)\/(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}
