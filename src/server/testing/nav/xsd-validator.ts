import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Validation against NAV's official schemas with libxml2's own xmllint (compiled to WebAssembly: no
 * native build, the same engine as `xmllint --schema` of Debian's libxml2-utils).
 */

export const NAV_XSD_DIR = path.resolve(__dirname, '../../../../vendor/nav-online-invoice/xsd');
const SCHEMA_FILES = [
  'common.xsd',
  'invoiceBase.xsd',
  'invoiceData.xsd',
  'invoiceAnnulment.xsd',
  'invoiceApi.xsd',
] as const;

let schemas: { fileName: string; contents: string }[] | null = null;

function loadSchemas() {
  schemas ??= ['all.xsd', ...SCHEMA_FILES].map((fileName) => ({
    fileName,
    contents: fs.readFileSync(path.join(NAV_XSD_DIR, fileName), 'utf8'),
  }));
  return schemas;
}

export interface XsdResult {
  valid: boolean;
  /** xmllint's messages, one per problem. */
  errors: string[];
}

/** Validates one document (invoice data, annulment or API message) against `xsd/all.xsd`. */
export async function validateNavXml(xml: string, fileName = 'document.xml'): Promise<XsdResult> {
  const [all, ...imported] = loadSchemas();
  if (!all) throw new Error('all.xsd missing');
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [all],
    preload: imported,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}
