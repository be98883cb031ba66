import fs from 'node:fs';
import path from 'node:path';
import type { ShopInfo } from '@common/api/content.schema';
import { escapeHtml, scriptSafeJson } from '../seo/head-tags';

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

/**
 * The built index.html, split once so each answer only joins strings. The template's own title and
 * description are taken out: every page gets its own (seo/page-resolver), after the stylesheets and
 * beside the tags the SPA reads at start-up.
 */
export function loadIndexHtml(distDir: string, shopInfo: ShopInfo): IndexHtml {
  let template: string;
  try {
    template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    template = FALLBACK_HTML;
  }
  const defaultDescription =
    unescapeAttribute(template.match(DESCRIPTION)?.[1] ?? '') || shopInfo.brandName;
  template = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const at = template.indexOf('</head>');
  const before = at >= 0 ? template.slice(0, at) : template;
  const after = at >= 0 ? template.slice(at) : '';
  const shopJson = `<script id="shop-info" type="application/json">${scriptSafeJson(shopInfo)}</script>`;
  return {
    defaultDescription,
    render: (csrfToken, headTags) =>
      `${before}${headTags}<meta name="csrf-token" content="${escapeHtml(csrfToken)}">${shopJson}${after}`,
  };
}
