import { SECTION_ROUTES } from '@common/api/catalogue.constants';
import { listBlogItems } from '../services/content/content.service';
import { mainCategories } from '../services/catalogue/category-tree.service';
import type { Category } from '@common/api/catalogue.schema';
import type { Db } from '../db/database';
import { xmlText } from '../feeds/xml-text';

/**
 * The sitemaps (https://www.sitemaps.org/protocol.html): an index naming one file for the categories,
 * one for the pages (home, fixed pages, info pages, blog) and as many product files as needed, each
 * with at most 50 000 URLs as the protocol allows.
 */
export const SITEMAP_MAX_URLS = 50_000;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function* urlset(urls: Iterable<string>): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
  for (const url of urls) yield `<url><loc>${xmlText(url)}</loc></url>\n`;
  yield '</urlset>\n';
}

async function* asAsync(lines: Iterable<string>): AsyncGenerator<string> {
  yield [...lines].join('');
}

export async function productSitemapCount(db: Db, maxUrls = SITEMAP_MAX_URLS): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Math.max(1, Math.ceil(Number(row.n) / maxUrls));
}

export async function sitemapIndex(db: Db, baseUrl: string, maxUrls = SITEMAP_MAX_URLS) {
  const files = ['categories', 'pages'];
  const productFiles = await productSitemapCount(db, maxUrls);
  for (let n = 1; n <= productFiles; n += 1) files.push(`products-${n}`);
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n`];
  for (const file of files) {
    lines.push(`<sitemap><loc>${xmlText(`${baseUrl}/sitemaps/${file}.xml`)}</loc></sitemap>\n`);
  }
  lines.push('</sitemapindex>\n');
  return asAsync(lines);
}

/** Product pages number (n-1)*max+1 .. n*max in id order; null past the last file. */
export async function productSitemap(
  db: Db,
  baseUrl: string,
  n: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<AsyncGenerator<string> | null> {
  if (n < 1 || n > (await productSitemapCount(db, maxUrls))) return null;
  const rows = await db
    .selectFrom('products')
    .select('alias')
    .where('active', '=', 1)
    .orderBy('id')
    .limit(maxUrls)
    .offset((n - 1) * maxUrls)
    .execute();
  return asAsync(urlset(rows.map((r) => `${baseUrl}/termek/${encodeURIComponent(r.alias)}`)));
}

function* withProducts(tree: Category[]): Generator<Category> {
  for (const category of tree) {
    if (category.productCount === 0) continue;
    yield category;
    yield* withProducts(category.children);
  }
}

/** The two sections and every category that has products (the shop never links an empty one). */
export async function categorySitemap(db: Db, baseUrl: string) {
  const urls: string[] = [];
  for (const section of SECTION_ROUTES) {
    urls.push(`${baseUrl}/${section}/`);
    for (const category of withProducts(await mainCategories(db, section))) {
      urls.push(`${baseUrl}/${section}/${encodeURIComponent(category.alias)}`);
    }
  }
  urls.push(`${baseUrl}/akciok/`);
  return asAsync(urlset(urls));
}

/** Home, the fixed public pages, every info page (children under their parent) and blog article. */
export async function pageSitemap(db: Db, baseUrl: string) {
  const urls = [
    `${baseUrl}/`,
    `${baseUrl}/alkatresz-kereso/`,
    `${baseUrl}/partnerek`,
    `${baseUrl}/blog`,
  ];
  const pages = await db.selectFrom('pages').select(['id', 'alias', 'parent_id']).execute();
  const byId = new Map(pages.map((p) => [p.id, p]));
  for (const page of pages) {
    const parent = page.parent_id == null ? undefined : byId.get(page.parent_id);
    const path = parent
      ? `/o/${encodeURIComponent(parent.alias)}/${encodeURIComponent(page.alias)}`
      : `/o/${encodeURIComponent(page.alias)}`;
    // A grandchild has no address of its own in the SPA (/o/{alias}/{child} only).
    if (parent && parent.parent_id != null) continue;
    urls.push(`${baseUrl}${path}`);
  }
  for (const post of await listBlogItems(db)) {
    urls.push(`${baseUrl}/blog/${encodeURIComponent(post.alias)}`);
  }
  return asAsync(urlset(urls));
}

/** robots.txt: cart, checkout, account, back office and search results stay out; the sitemap named. */
export function robotsTxt(baseUrl: string): string {
  const disallowed = [
    '/kosar',
    '/adatok-szallitas',
    '/megrendeles',
    '/profil',
    '/belepes',
    '/regisztracio',
    '/elfelejtett_jelszo',
    '/password_reset/',
    '/email-megerosites/',
    '/admin',
    '/kereses',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
