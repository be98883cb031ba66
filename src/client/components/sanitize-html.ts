import DOMPurify from 'dompurify';
import { stripTags } from '@common/text-normalize';

/** Allow-list sanitizing of server HTML before it is rendered (the server sanitized it already). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export { stripTags };
