import fs from 'node:fs';
import path from 'node:path';
import type { ShopInfo } from '@common/api/content.schema';

const FALLBACK_HTML = `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><title>Az oldal készül</title></head>
<body><p>A webáruház felülete még nem készült el. Futtassa az <code>npm run build</code> parancsot.</p></body></html>`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON that is safe inside a <script type="application/json"> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The built index.html, split once at the placeholder comment so each answer only joins strings:
 * the per-request anti-forgery meta tag and the shop settings the SPA needs before its first render.
 */
export function loadIndexHtml(distDir: string, shopInfo: ShopInfo): (csrfToken: string) => string {
  let template: string;
  try {
    template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    template = FALLBACK_HTML;
  }
  // The tags go at the end of <head> (after the stylesheets), so the SPA finds them at start-up.
  const at = template.indexOf('</head>');
  const before = at >= 0 ? template.slice(0, at) : template;
  const after = at >= 0 ? template.slice(at) : '';
  const shopJson = `<script id="shop-info" type="application/json">${scriptSafeJson(shopInfo)}</script>`;
  return (csrfToken) =>
    `${before}<meta name="csrf-token" content="${escapeAttribute(csrfToken)}">${shopJson}${after}`;
}
