import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';

/**
 * Test helper: reads an XML document with a strict, namespace-aware parser (saxes throws on anything
 * not well-formed) and collects the records under every `recordTag` as tag -> texts.
 */
export interface XmlRecords {
  root: string;
  rootAttributes: Record<string, string>;
  records: Map<string, string[]>[];
}

export function readXmlRecords(xml: string, recordTag: string): XmlRecords {
  const parser = new SaxesParser({ xmlns: false });
  const result: XmlRecords = { root: '', rootAttributes: {}, records: [] };
  const path: string[] = [];
  let record: Map<string, string[]> | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      result.root = tag.name;
      result.rootAttributes = Object.fromEntries(
        Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]),
      );
    }
    path.push(tag.name);
    if (tag.name === recordTag) record = new Map();
    text = '';
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.name === recordTag && record) {
      result.records.push(record);
      record = null;
    } else if (record && path[path.length - 1] === recordTag) {
      record.set(tag.name, [...(record.get(tag.name) ?? []), text]);
    } else if (record) {
      // A nested field (g:shipping > g:price): kept as parent/child.
      const key = `${path[path.length - 1]}/${tag.name}`;
      record.set(key, [...(record.get(key) ?? []), text]);
    }
    text = '';
  });
  parser.write(xml).close();
  return result;
}

/** The body of a gzip-encoded answer (or a plain one) as text. */
export function bodyText(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  return res.headers['content-encoding'] === 'gzip'
    ? zlib.gunzipSync(res.rawPayload).toString('utf8')
    : res.rawPayload.toString('utf8');
}
