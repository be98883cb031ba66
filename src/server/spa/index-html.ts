import path from 'node:path';
import type { ShopInfo } from '@common/api/content.schema';
import { escapeHtml, scriptSafeJson } from '../seo/head-tags';
import { recheckedFile } from './rechecked-file';

const FALLBACK_HTML = `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><title>Az oldal készül</title></head>
<body><p>A webáruház felülete még nem készült el. Futtassa az <code>npm run build</code> parancsot.</p></body></html>`;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

export interface IndexHtml {
  /** The description the template carries, for pages without one of their own. */
  defaultDescription: string;
  /** The page: the head tags of this page, the per-request anti-forgery tag and the shop settings. */
  render(csrfToken: string, headTags: string): string;
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface Parsed {
  defaultDescription: string;
  before: string;
  after: string;
}

function parse(template: string, shopInfo: ShopInfo): Parsed {
  const defaultDescription =
    unescapeAttribute(template.match(DESCRIPTION)?.[1] ?? '') || shopInfo.brandName;
  const page = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const at = page.indexOf('</head>');
  return {
    defaultDescription,
    before: at >= 0 ? page.slice(0, at) : page,
    after: at >= 0 ? page.slice(at) : '',
  };
}

/**
 * The built index.html, split so each answer only joins strings. The template's own title and
 * description are taken out: every page gets its own (seo/page-resolver), after the stylesheets and
 * beside the tags the SPA reads at start-up. The file is read again when it changes
 * (rechecked-file.ts): a build into the served `dist/` and the dev server's rebuilt template
 * (`npm run dev` serves its pages through this same rendering) take effect without a restart.
 */
export function loadIndexHtml(distDir: string, shopInfo: ShopInfo): IndexHtml {
  const shopJson = `<script id="shop-info" type="application/json">${scriptSafeJson(shopInfo)}</script>`;
  // No build yet: the fallback page says how to make one.
  const current = recheckedFile(path.join(distDir, 'index.html'), (template) =>
    parse(template ?? FALLBACK_HTML, shopInfo),
  );
  current();
  return {
    get defaultDescription() {
      return current().defaultDescription;
    },
    render: (csrfToken, headTags) => {
      const { before, after } = current();
      return `${before}${headTags}<meta name="csrf-token" content="${escapeHtml(csrfToken)}">${shopJson}${after}`;
    },
  };
}
