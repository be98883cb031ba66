import type { FirstRequest } from '@common/api/inlined-answers';
import { formatForint } from '@common/format';

/**
 * What a crawler or a link preview reads in a page's <head> without running JavaScript, and how it is
 * written into index.html. Every value comes from the catalogue (staff-typed text), so everything is
 * escaped: attributes and text as HTML, JSON-LD so that no `</script>` or `<!--` can end its element.
 */

export interface OpenGraphPrice {
  amount: number;
  currency: 'HUF';
}

/**
 * A picture to preload. With `srcSet` the browser picks the same candidate as the page's
 * `<picture>` will (the same `sizes`), in the first format it reads: a preload whose `type` it does
 * not read is skipped, as a `<source>` of that type would be.
 */
export interface PreloadedImage {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

export interface PageHead {
  /** The whole title, as the SPA sets it: `<page> - <brand>` (`Főoldal - <brand>` on the home page). */
  title: string;
  description: string;
  /** Absolute URL; null where a page has no address of its own worth indexing. */
  canonical: string | null;
  /** Pages that search engines should not list (search results, cart, account screens). */
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  /** Absolute URL of the main image. */
  image: string | null;
  price: OpenGraphPrice | null;
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd: object[];
  /**
   * The page's largest picture when the server knows it (the home page's offer, the product page's
   * main image): preloaded, so the browser fetches it while the scripts still load (largest
   * contentful paint, docs/performance.md).
   */
  preloadImage?: string | PreloadedImage | null;
  /**
   * The API reads (GET, no bearer token) the page's first render makes, as `/api/...` paths:
   * preloaded with the HTML, the client's own request for the same address takes the preloaded
   * answer instead of asking after its scripts have run.
   */
  preloadData?: string[];
  /**
   * The API requests the page's screen makes first that cannot be preloaded (POST): their answers are
   * written into the page (spa/first-answers.ts), and the client takes them instead of asking.
   */
  firstRequests?: FirstRequest[];
}

function preloadLink(image: string | PreloadedImage): string {
  const { href, srcSet, sizes, type } = typeof image === 'string' ? { href: image } : image;
  const attrs = [
    `href="${escapeHtml(href)}"`,
    srcSet ? `imagesrcset="${escapeHtml(srcSet)}"` : null,
    srcSet && sizes ? `imagesizes="${escapeHtml(sizes)}"` : null,
    type ? `type="${escapeHtml(type)}"` : null,
  ];
  return `<link rel="preload" as="image" ${attrs.filter(Boolean).join(' ')} fetchpriority="high">`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON that is safe inside any <script> element: no `<`, `>` or `&` survives as itself. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** Cuts a text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, max = 160): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function renderHeadTags(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.preloadImage) tags.push(preloadLink(head.preloadImage));
  // `crossorigin` (same-origin credentials) is what the client's fetch uses: otherwise no match.
  for (const href of head.preloadData ?? [])
    tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`);
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'hu_HU'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', String(head.price.amount)),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.price) {
    tags.push(
      meta('name', 'twitter:label1', 'Ár'),
      meta('name', 'twitter:data1', formatForint(head.price.amount)),
    );
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}
