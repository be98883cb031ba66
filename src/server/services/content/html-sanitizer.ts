import createDOMPurify, { type Config as PurifyConfig } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * What shop HTML (info pages, blog posts, the popup, legal documents) may contain: ordinary formatting,
 * headings, lists, tables, images and links. Everything else is dropped: an allow-list, so a tag or
 * attribute nobody thought of is removed rather than let through.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'a',
  'img',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'start',
  'reversed',
  'lang',
  'dir',
];
/** http(s), mailto and tel addresses, and relative ones (no scheme at all). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: PurifyConfig = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Keep the text of removed wrappers (e.g. <font>), but never the body of a script or style.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'svg',
    'math',
  ],
};

const purify = createDOMPurify(
  new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
);

// A link that opens a new tab must not hand the shop's window to the other site.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target')) {
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    else node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Sanitizes HTML before it is stored (seed and every write path); what is stored is served as is. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG) as string;
}
