import path from 'node:path';
import { JSDOM } from 'jsdom';
import { insertCatalogueFixtures } from '../testing/catalogue-fixtures';
import { renameProduct } from '../services/catalogue/product-aliases.service';
import { saveBlogPost, savePage } from '../services/content/content-store.service';
import { type TestApp, createTestApp } from '../testing/test-helpers';

// Parsed JSON-LD is walked freely in the assertions; a wrong path fails the expectation anyway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

/** What a crawler or a link preview reads: the served HTML of a page, without running JavaScript. */
interface Served {
  status: number;
  location: string | undefined;
  html: string;
  title: string;
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Ld[];
  ofType(type: string): Ld;
}

let t: TestApp;
let base: string;

async function serve(url: string): Promise<Served> {
  const res = await t.app.inject({ method: 'GET', url });
  const { document } = new JSDOM(res.body).window;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Ld,
  );
  return {
    status: res.statusCode,
    location: res.headers.location as string | undefined,
    html: res.body,
    title: document.title,
    meta: (key) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
    ofType(type) {
      const found = jsonLd.find((d) => d['@type'] === type);
      if (!found) throw new Error(`no ${type} in ${JSON.stringify(jsonLd)}`);
      return found;
    },
  };
}

beforeAll(async () => {
  // The template as the build writes it (public/index.html), with its own generic title and description.
  t = await createTestApp({ distDir: path.resolve('public') });
  base = t.config.publicUrl.replace(/\/$/, '');
  await insertCatalogueFixtures(t.app.db);
  await t.app.db.updateTable('products').set({ brand: 'Held' }).where('id', '=', 1).execute();
  await savePage(t.app.db, {
    alias: 'szallitas',
    title: 'Szállítás',
    content: '<p>GLS futárral két munkanap alatt.</p>',
  });
  await savePage(t.app.db, {
    alias: 'gls',
    title: 'GLS',
    content: '<p>Csomagpontra is.</p>',
    parentAlias: 'szallitas',
  });
  await saveBlogPost(t.app.db, {
    alias: 'teli-tarolas',
    title: 'Így teleltesd a motorod',
    createdAt: '2026-11-01T10:00:00Z',
    excerpt: '<p>Akkumulátor, olaj, gumik.</p>',
    content: '<p>Hosszabb szöveg.</p>',
  });
});
afterAll(async () => {
  await t.close();
});

describe('a product page as served', () => {
  it('has the title the SPA sets, description, canonical, Open Graph with price and image, Product and BreadcrumbList', async () => {
    const page = await serve('/termek/bor-kesztyu');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Bőr kesztyű - MotoPont');
    expect(page.meta('description')).toBe('Puha marhabőr.');
    expect(page.canonical).toBe(`${base}/termek/bor-kesztyu`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe('Bőr kesztyű - MotoPont');
    expect(page.meta('og:url')).toBe(`${base}/termek/bor-kesztyu`);
    expect(page.meta('og:image')).toBe(`${base}/media/w/1200/p1-a.jpg.jpg`);
    expect(page.meta('product:price:amount')).toBe('12000');
    expect(page.meta('product:price:currency')).toBe('HUF');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${base}/media/w/1200/p1-a.jpg.jpg`);
    // The template's generic title and description are replaced, not doubled; the SPA still starts.
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/name="description"/g)).toHaveLength(1);
    expect(page.html).not.toContain('Motoros webáruház</title>');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain('<meta name="csrf-token"');

    const product = page.ofType('Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bőr kesztyű',
      url: `${base}/termek/bor-kesztyu`,
      image: [`${base}/media/w/1200/p1-a.jpg.jpg`, `${base}/media/w/1200/p1-b.jpg.jpg`],
      brand: { '@type': 'Brand', name: 'Held' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'HUF',
        lowPrice: 12000,
        highPrice: 14000,
        offerCount: 2,
      },
    });
    expect(product.offers.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        sku: 'BK-100-L',
        price: 14000,
        priceCurrency: 'HUF',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ sku: 'BK-100-M', price: 12000 }),
    ]);
    expect(
      page.ofType('BreadcrumbList').itemListElement.map((i: { name: string }) => i.name),
    ).toEqual(['MotoPont', 'Ruházat, sisak', 'Kesztyűk', 'Bőr kesztyű']);
    expect(page.ofType('BreadcrumbList').itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Kesztyűk',
      item: `${base}/ruhazat-sisak/kesztyuk`,
    });
  });

  it('gives a one-variant product a single Offer at its selling price, with the item number as sku', async () => {
    const product = (await serve('/termek/zart-bukosisak')).ofType('Product');
    expect(product.sku).toBe('HJC-RPHA11');
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      sku: 'HJC-RPHA11',
      price: 50000,
      priceCurrency: 'HUF',
      availability: 'https://schema.org/LimitedAvailability',
    });
  });

  it('answers 404 for an unknown or switched-off product, titled as the SPA titles it', async () => {
    for (const url of ['/termek/nincs-ilyen', '/termek/regi-kesztyu']) {
      const page = await serve(url);
      expect(page.status).toBe(404);
      expect(page.title).toBe('Nem található termék - MotoPont');
      expect(page.meta('robots')).toBe('noindex, follow');
      expect(page.jsonLd).toEqual([]);
      // The SPA still starts and shows the spec's not-found text itself.
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('<meta name="csrf-token"');
    }
  });

  it("sends a renamed product's old address to the new one with 301, keeping the query", async () => {
    await renameProduct(t.app.db, 4, 'nyitott-sisak-2027');
    const old = await serve('/termek/nyitott-sisak?utm_source=fb');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/termek/nyitott-sisak-2027?utm_source=fb');
    expect((await serve('/termek/nyitott-sisak-2027')).title).toBe('Nyitott sisak - MotoPont');
    // Renamed again: both older addresses lead to the newest; taking back an old alias works.
    await renameProduct(t.app.db, 4, 'nyitott-sisak');
    expect((await serve('/termek/nyitott-sisak')).status).toBe(200);
    expect((await serve('/termek/nyitott-sisak-2027')).location).toBe('/termek/nyitott-sisak');
  });

  it('escapes catalogue text: no markup or script can break out of the title, attributes or JSON-LD', async () => {
    const evil = 'Kesztyű </title></script><script>alert(1)</script> "idéző" & <!-- x';
    await t.app.db
      .updateTable('products')
      .set({ fullname_hu: evil, content_hu: `<p>${evil.replace(/</g, '&lt;')}</p>` })
      .where('id', '=', 2)
      .execute();
    const page = await serve('/termek/nyari-kesztyu');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.title).toBe(`${evil} - MotoPont`);
    expect(page.meta('og:title')).toBe(`${evil} - MotoPont`);
    expect(page.ofType('Product').name).toBe(evil);
    expect(page.ofType('Product').description).toBe(evil);
  });

  it("preloads the gallery's large image as the page will ask for it: AVIF, the stage's sizes, high priority", async () => {
    const preloads = (html: string) => [
      ...new JSDOM(html).window.document.querySelectorAll('link[rel="preload"][as="image"]'),
    ];
    const [link, ...more] = preloads((await serve('/termek/bor-kesztyu')).html);
    expect(more).toEqual([]);
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/media/w/320/p1-a.jpg.avif 320w, /media/w/640/p1-a.jpg.avif 640w, /media/w/1200/p1-a.jpg.avif 1200w',
    );
    expect(link?.getAttribute('imagesizes')).toBe(
      '(min-width: 1240px) 620px, (min-width: 760px) 52vw, 100vw',
    );
    expect(link?.getAttribute('href')).toBe('/media/w/640/p1-a.jpg.avif');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // A product without pictures preloads nothing.
    expect(preloads((await serve('/termek/zart-bukosisak')).html)).toEqual([]);
  });
});

describe('a list page as served', () => {
  it('has the category name as title, its canonical and breadcrumbs', async () => {
    const page = await serve('/ruhazat-sisak/zart-sisakok?range=[0,19]');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Zárt sisakok - MotoPont');
    expect(page.meta('og:title')).toBe('Zárt sisakok - MotoPont');
    expect(page.meta('description')).toMatch(/^Zárt sisakok – Ruházat, sisak\./);
    expect(page.canonical).toBe(`${base}/ruhazat-sisak/zart-sisakok`);
    expect(
      page.ofType('BreadcrumbList').itemListElement.map((i: { item: string }) => i.item),
    ).toEqual([
      `${base}/`,
      `${base}/ruhazat-sisak/`,
      `${base}/ruhazat-sisak/sisakok`,
      `${base}/ruhazat-sisak/zart-sisakok`,
    ]);
  });

  it('titles a section, the sales and a search like the SPA; search results are not indexed', async () => {
    expect((await serve('/ruhazat-sisak/')).title).toBe('Ruházat, sisak - MotoPont');
    expect((await serve('/akciok/')).title).toBe('Akciók - MotoPont');
    const search = await serve('/kereses?q=b%C5%91r%20keszty%C5%B1');
    expect(search.status).toBe(200);
    expect(search.title).toBe('Keresés: bőr kesztyű - MotoPont');
    expect(search.meta('robots')).toBe('noindex, follow');
  });

  it('answers 404 for an unknown category, titled with the section name the SPA shows', async () => {
    const inSection = await serve('/ruhazat-sisak/nincs-ilyen');
    expect(inSection.status).toBe(404);
    expect(inSection.title).toBe('Ruházat, sisak - MotoPont');
    const anywhere = await serve('/valami-mas/');
    expect(anywhere.status).toBe(404);
    expect(anywhere.title).toBe('Termékek - MotoPont');
  });
});

describe('other pages as served', () => {
  it('home: Főoldal - brand as title, Organization and WebSite with a search action', async () => {
    const page = await serve('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Főoldal - MotoPont');
    expect(page.meta('description')).toMatch(/^Motoros ruházat, bukósisakok/);
    expect(page.canonical).toBe(`${base}/`);
    expect(page.ofType('Organization')).toMatchObject({ name: 'MotoPont', url: base });
    expect(page.ofType('WebSite').potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/kereses?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it("home: the current offer's picture is preloaded, at high priority, only while there is one", async () => {
    const preload = (html: string) =>
      new JSDOM(html).window.document.querySelector('link[rel="preload"][as="image"]');
    expect(preload((await serve('/')).html)).toBeNull();
    await t.app.db
      .insertInto('current_offers')
      .values({
        url: '/akciok/',
        title: 'Téli kabátvásár',
        content: '<p>Akár 30% kedvezmény</p>',
        img: '/media/offers/teli-kabatvasar.svg',
        active: 1,
      })
      .execute();
    const link = preload((await serve('/')).html);
    expect(link?.getAttribute('href')).toBe('/media/offers/teli-kabatvasar.svg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    await t.app.db.deleteFrom('current_offers').execute();
  });

  it('info pages and their children; 404 for unknown ones', async () => {
    const page = await serve('/o/szallitas');
    expect(page.title).toBe('Szállítás - MotoPont');
    expect(page.meta('description')).toBe('GLS futárral két munkanap alatt.');
    const child = await serve('/o/szallitas/gls');
    expect(child.title).toBe('GLS - Szállítás - MotoPont');
    expect(child.canonical).toBe(`${base}/o/szallitas/gls`);
    const unknown = await serve('/o/nincs-ilyen');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe('Nem található ilyen oldal. - MotoPont');
    expect((await serve('/o/szallitas/nincs-ilyen')).status).toBe(404);
  });

  it('blog articles with BlogPosting; 404 for an unknown one', async () => {
    const page = await serve('/blog/teli-tarolas');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Így teleltesd a motorod - MotoPont');
    expect(page.meta('og:type')).toBe('article');
    expect(page.ofType('BlogPosting')).toMatchObject({
      headline: 'Így teleltesd a motorod',
      description: 'Akkumulátor, olaj, gumik.',
      datePublished: '2026-11-01T10:00:00.000Z',
    });
    const unknown = await serve('/blog/nincs-ilyen');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe('Bejegyzés nem található. - MotoPont');
  });

  it('fixed screens have their titles; cart and account screens are not indexed', async () => {
    const cart = await serve('/kosar');
    expect(cart.status).toBe(200);
    expect(cart.title).toBe('Kosár - MotoPont');
    expect(cart.meta('robots')).toBe('noindex, follow');
    expect((await serve('/alkatresz-kereso/')).title).toBe('Motorom - MotoPont');
    expect((await serve('/password_reset/abc')).title).toBe('Új jelszó beállítása - MotoPont');
    // The wishlist and a restock e-mail's unsubscribe link are screens, not unknown lists (404).
    const wishlist = await serve('/kedvencek');
    expect([wishlist.status, wishlist.title, wishlist.meta('robots')]).toEqual([
      200,
      'Kedvencek - MotoPont',
      'noindex, follow',
    ]);
    const unsubscribe = await serve('/ertesites-leiratkozas/abc');
    expect([unsubscribe.status, unsubscribe.title, unsubscribe.meta('robots')]).toEqual([
      200,
      'Leiratkozás a készletértesítésekről - MotoPont',
      'noindex, follow',
    ]);
  });
});
