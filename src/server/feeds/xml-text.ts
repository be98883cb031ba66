// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML elements and attributes: escaped, and without the characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  // Most values (numbers, URLs, plain names) need nothing: a feed has about a million of them.
  if (!NEEDS_WORK.test(value)) return value;
  return value
    .replace(FORBIDDEN, '')
    .replace(LONE_SURROGATE, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** `<name>text</name>`, the text escaped. */
export const element = (name: string, text: string | number) =>
  `<${name}>${typeof text === 'number' ? text : xmlText(text)}</${name}>`;
