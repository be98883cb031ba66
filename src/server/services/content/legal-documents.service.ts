import fs from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError } from '../../errors';
import { sanitizeHtml } from './html-sanitizer';
import {
  DEFAULT_LEGAL_TEXTS,
  LEGAL_DOCUMENT_NAMES,
  type LegalDocumentName,
} from './legal-default-texts';

export const LEGAL_NOT_FOUND_MESSAGE = 'Nincs ilyen dokumentum.';

function isLegalDocumentName(name: string): name is LegalDocumentName {
  return (LEGAL_DOCUMENT_NAMES as string[]).includes(name);
}

/**
 * A legal document the shop serves itself: DATA_DIR/legal/<name>.html when the retailer put its own
 * text there, else the built-in default. Files are sanitized like stored content, since they are
 * edited by hand outside the shop.
 */
export async function readLegalDocument(dataDir: string, name: string): Promise<string> {
  if (!isLegalDocumentName(name)) throw new NotFoundError(LEGAL_NOT_FOUND_MESSAGE);
  try {
    return sanitizeHtml(await fs.readFile(path.join(dataDir, 'legal', `${name}.html`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return DEFAULT_LEGAL_TEXTS[name].trim();
  }
}
