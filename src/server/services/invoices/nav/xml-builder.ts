/**
 * A minimal XML writer for NAV's messages: elements, text and attributes, escaped, indented by two
 * spaces. An absent child (null, undefined, false) is left out, so optional elements read naturally.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string | null;
  children: XmlElement[];
}

export type XmlChild = XmlElement | null | undefined | false | '';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `<name attrs>text</name>` for a string or number, `<name attrs>…children…</name>` for an array. */
export function el(
  name: string,
  content: string | number | readonly XmlChild[],
  attributes: Record<string, string> = {},
): XmlElement {
  if (typeof content === 'string' || typeof content === 'number') {
    return { name, attributes, text: String(content), children: [] };
  }
  const children = content.filter((c): c is XmlElement => Boolean(c));
  return { name, attributes, text: null, children };
}

function serializeElement(node: XmlElement, indent: string): string {
  const attrs = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.text !== null) {
    return `${indent}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`;
  }
  if (node.children.length === 0) return `${indent}<${node.name}${attrs}/>`;
  const inner = node.children.map((c) => serializeElement(c, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}

/** A whole UTF-8 document. */
export function serializeXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeElement(root, '')}\n`;
}
