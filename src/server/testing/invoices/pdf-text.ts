import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The text a PDF reader extracts from a PDF, by Mozilla's pdf.js (pdfjs-dist). pdf.js is an ES module
 * only, so it runs in a child Node process rather than inside Jest's CommonJS modules.
 */

const ROOT = path.resolve(__dirname, '../../../..');
const SCRIPT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join(''));
}
process.stdout.write(JSON.stringify({ pages, info: (await pdf.getMetadata()).info }));
`;

export interface PdfText {
  pages: string[];
  info: Record<string, unknown>;
}

export function pdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: ROOT });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`pdf.js failed: ${Buffer.concat(err).toString()}`));
      else resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as PdfText);
    });
    child.stdin.end(pdf);
  });
}
