import { insertCatalogueFixtures } from '../testing/catalogue-fixtures';
import { bumpCatalogueVersion } from '../services/catalogue/catalogue-cache';
import { saveBlogPost, savePage } from '../services/content/content-store.service';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { bodyText, readXmlRecords } from '../testing/xml-records';

let t: TestApp;
let base: string;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, text: bodyText(res) };
}

const one = (record: Map<string, string[]>, tag: string) => record.get(tag)?.[0];

beforeAll(async () => {
  t = await createTestApp();
  base = t.config.publicUrl.replace(/\/$/, '');
  await insertCatalogueFixtures(t.app.db);
  await t.app.db.updateTable('products').set({ brand: 'Held' }).where('id', '=', 1).execute();
  // A variant that cannot be ordered stays out of the feeds.
  await t.app.db
    .updateTable('variants')
    .set({ availability: 'nincs' })
    .where('id', '=', 52)
    .execute();
  await savePage(t.app.db, { alias: 'szallitas', title: 'Szállítás', content: '<p>GLS.</p>' });
  await savePage(t.app.db, {
    alias: 'gls',
    title: 'GLS',
    content: '<p>Csomagpont.</p>',
    parentAlias: 'szallitas',
  });
  await saveBlogPost(t.app.db, {
    alias: 'teli-tarolas',
    title: 'Teli tárolás',
    createdAt: '2026-11-01T10:00:00Z',
    excerpt: '<p>Röviden.</p>',
    content: '<p>Hosszan.</p>',
  });
});
afterAll(async () => {
  await t.close();
});

describe('robots.txt', () => {
  it('keeps cart, checkout, account, back office and search results out and names the sitemap', async () => {
    const { res, text } = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/kosar',
      '/adatok-szallitas',
      '/megrendeles',
      '/profil',
      '/admin',
      '/kereses',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The SPA's pages load their data from /api: a crawler that renders them must be let in.
    expect(text).not.toMatch(/Disallow: \/api/);
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('the index names the category, page and product files; each lists its URLs', async () => {
    const index = readXmlRecords((await get('/sitemap.xml')).text, 'sitemap');
    expect(index.root).toBe('sitemapindex');
    expect(index.rootAttributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.records.map((r) => one(r, 'loc'))).toEqual([
      `${base}/sitemaps/categories.xml`,
      `${base}/sitemaps/pages.xml`,
      `${base}/sitemaps/products-1.xml`,
    ]);

    const locs = async (file: string) =>
      readXmlRecords((await get(`/sitemaps/${file}`)).text, 'url').records.map((r) =>
        one(r, 'loc'),
      );
    // Only categories with products (csizmak has none); the inactive product is left out.
    expect(await locs('categories.xml')).toEqual([
      `${base}/ruhazat-sisak/`,
      `${base}/ruhazat-sisak/kesztyuk`,
      `${base}/ruhazat-sisak/sisakok`,
      `${base}/ruhazat-sisak/zart-sisakok`,
      `${base}/szerviz-alkatreszek/`,
      `${base}/szerviz-alkatreszek/fekek`,
      `${base}/szerviz-alkatreszek/fekbetetek`,
      `${base}/szerviz-alkatreszek/szurok`,
      `${base}/akciok/`,
    ]);
    expect(await locs('pages.xml')).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/o/szallitas`,
        `${base}/o/szallitas/gls`,
        `${base}/blog/teli-tarolas`,
      ]),
    );
    const products = await locs('products-1.xml');
    expect(products).toHaveLength(7);
    expect(products).toContain(`${base}/termek/bor-kesztyu`);
    expect(products).not.toContain(`${base}/termek/regi-kesztyu`);
    expect((await get('/sitemaps/products-2.xml')).res.statusCode).toBe(404);
    expect((await get('/sitemaps/egyeb.xml')).res.statusCode).toBe(404);
  });

  it('follows the catalogue: a new product is listed once the catalogue version changes', async () => {
    const before = (await get('/sitemaps/products-1.xml')).text;
    await t.app.db
      .updateTable('products')
      .set({ active: 1 })
      .where('alias', '=', 'regi-kesztyu')
      .execute();
    await bumpCatalogueVersion(t.app.db);
    const after = (await get('/sitemaps/products-1.xml')).text;
    expect(before).not.toContain('/termek/regi-kesztyu');
    expect(after).toContain(`${base}/termek/regi-kesztyu`);
    await t.app.db
      .updateTable('products')
      .set({ active: 0 })
      .where('alias', '=', 'regi-kesztyu')
      .execute();
    await bumpCatalogueVersion(t.app.db);
  });

  it('is served gzipped with an ETag, and 304 when unchanged', async () => {
    const { res } = await get('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('Google Merchant feed', () => {
  it('lists every orderable variant with the g: fields, sale prices and shipping', async () => {
    const feed = readXmlRecords((await get('/feeds/google.xml')).text, 'item');
    expect(feed.root).toBe('rss');
    expect(feed.rootAttributes['xmlns:g']).toBe('http://base.google.com/ns/1.0');
    // 9 variants of active products, one of them 'nincs'.
    expect(feed.records.map((r) => one(r, 'g:id'))).toEqual([
      '11',
      '12',
      '21',
      '31',
      '41',
      '51',
      '61',
      '71',
    ]);
    const glove = feed.records[0] as Map<string, string[]>;
    expect(Object.fromEntries([...glove].map(([k, v]) => [k, v.length === 1 ? v[0] : v]))).toEqual({
      'g:id': '11',
      'g:item_group_id': '1',
      'g:title': 'Bőr kesztyű 1',
      'g:description': 'Puha marhabőr.',
      'g:link': `${base}/termek/bor-kesztyu`,
      'g:image_link': `${base}/media/w/1200/p1-a.jpg.jpg`,
      'g:availability': 'in_stock',
      'g:price': '14000 HUF',
      'g:brand': 'Held',
      'g:mpn': 'BK-100-L',
      'g:condition': 'new',
      'g:product_type': 'Ruházat, sisak > Kesztyűk',
      'g:shipping_weight': '1.25 kg',
      'g:shipping': ['', ''],
      'g:shipping/g:country': ['HU', 'HU'],
      'g:shipping/g:service': ['GLS futárszolgálat', 'MPL futárszolgálat'],
      'g:shipping/g:price': ['1890 HUF', '1990 HUF'],
    });
    const onSale = feed.records.find((r) => one(r, 'g:id') === '21') as Map<string, string[]>;
    expect(one(onSale, 'g:price')).toBe('11000 HUF');
    expect(one(onSale, 'g:sale_price')).toBe('9000 HUF');
    // A brandless product says it has no identifiers beyond the item number.
    expect(one(onSale, 'g:identifier_exists')).toBe('no');
    // Promotional price below the old one: on sale; GLS is free only above 50 000 Ft, not at it.
    const helmet = feed.records.find((r) => one(r, 'g:id') === '31') as Map<string, string[]>;
    expect(one(helmet, 'g:price')).toBe('65000 HUF');
    expect(one(helmet, 'g:sale_price')).toBe('50000 HUF');
    expect(helmet.get('g:shipping/g:price')?.[0]).toBe('1890 HUF');
    expect(
      feed.records.every(
        (r) => !r.has('g:sale_price') || one(r, 'g:price') !== one(r, 'g:sale_price'),
      ),
    ).toBe(true);
  });
});

describe('Árukereső feed', () => {
  it('lists every orderable variant with price, net price, delivery time and cost', async () => {
    const feed = readXmlRecords((await get('/feeds/arukereso.xml')).text, 'product');
    expect(feed.root).toBe('products');
    expect(feed.records).toHaveLength(8);
    const glove = feed.records[0] as Map<string, string[]>;
    expect(Object.fromEntries([...glove].map(([k, v]) => [k, v[0]]))).toEqual({
      identifier: '11',
      manufacturer: 'Held',
      name: 'Bőr kesztyű 1',
      category: 'Ruházat, sisak > Kesztyűk',
      product_url: `${base}/termek/bor-kesztyu`,
      price: '14000',
      net_price: '11024',
      image_url: `${base}/media/w/1200/p1-a.jpg.jpg`,
      description: 'Puha marhabőr.',
      delivery_time: '1 munkanap',
      delivery_cost: '1890',
    });
  });

  it('escapes catalogue text and drops characters XML cannot carry', async () => {
    await t.app.db
      .updateTable('products')
      .set({ fullname_hu: 'Kesztyű\u0007 <b>&</b> "R"' })
      .where('id', '=', 6)
      .execute();
    await bumpCatalogueVersion(t.app.db);
    const feed = readXmlRecords((await get('/feeds/arukereso.xml')).text, 'product');
    const pad = feed.records.find((r) => one(r, 'identifier') === '61') as Map<string, string[]>;
    expect(one(pad, 'name')).toBe('Kesztyű <b>&</b> "R" – Fékbetét hátsó 1');
  });
});
