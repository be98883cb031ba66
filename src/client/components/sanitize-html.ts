import DOMPurify from 'dompurify';
import { stripTags } from '@common/text-normalize';

/** Allow-list sanitizing of server HTML before it is rendered (the server sanitized it already). */
export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot work it hands the input back untouched: refuse, so the caller shows plain text.
  if (!DOMPurify.isSupported) throw new Error('HTML sanitizing is not available here.');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export { stripTags };
