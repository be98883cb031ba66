import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { savePopup } from '../services/content/content-store.service';
import { insertCatalogueFixtures } from '../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

// A build as webpack writes it: the template, the first-load files and the screens' chunk list.
const GROUPS = {
  main: ['assets/runtime.1.js', 'assets/vendor.2.js', 'assets/main.3.js', 'assets/main.4.css'],
  product: ['assets/product.5.js', 'assets/product.6.css'],
  'product-list': ['assets/431.7.js', 'assets/product-list.8.js', 'assets/product-list.9.css'],
  cart: ['assets/main.3.js', 'assets/cart.10.js'],
  home: ['assets/home.11.js', 'assets/431.7.js'],
  'html-content': ['assets/431.7.js', 'assets/html-content.12.js'],
};

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.copyFileSync(path.resolve('public/index.html'), path.join(distDir, 'index.html'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  for (const file of Object.values(GROUPS).flat())
    fs.writeFileSync(path.join(distDir, file), '/* built */');
  fs.writeFileSync(path.join(distDir, 'chunk-groups.json'), JSON.stringify(GROUPS));
  t = await createTestApp({ distDir });
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const preloads = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return [...res.body.matchAll(/<link rel="preload" as="(script|style|fetch)"[^>]*>/g)].map(
    (m) => m[0],
  );
};

// The home screen's three reads, then its own chunk's files.
const HOME_PRELOADS = [
  '<link rel="preload" as="fetch" crossorigin href="/api/getAktualis">',
  '<link rel="preload" as="fetch" crossorigin href="/api/slidersToFrontPage">',
  '<link rel="preload" as="fetch" crossorigin href="/api/partners">',
  '<link rel="preload" as="script" href="/assets/home.11.js">',
  '<link rel="preload" as="script" href="/assets/431.7.js">',
];

const switchAnnouncement = (active: boolean) =>
  savePopup(t.app.db, { alias: 'leltar', title: 'Leltár', content: '<p>x</p>', active });

describe("a page's preloads", () => {
  it("preloads the product screen's files and its product's answer", async () => {
    expect(await preloads('/termek/bor-kesztyu')).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/productByAlias/bor-kesztyu">',
      '<link rel="preload" as="script" href="/assets/product.5.js">',
      '<link rel="preload" as="style" href="/assets/product.6.css">',
    ]);
  });

  it("preloads a list's screen, and never a file index.html loads itself", async () => {
    expect(await preloads('/ruhazat-sisak/')).toEqual([
      '<link rel="preload" as="script" href="/assets/431.7.js">',
      '<link rel="preload" as="script" href="/assets/product-list.8.js">',
      '<link rel="preload" as="style" href="/assets/product-list.9.css">',
    ]);
    expect(await preloads('/kosar')).toEqual([
      '<link rel="preload" as="script" href="/assets/cart.10.js">',
    ]);
  });

  it("preloads the home screen's reads, and nothing for a screen the build does not list", async () => {
    expect(await preloads('/')).toEqual(HOME_PRELOADS);
    expect(await preloads('/belepes')).toEqual([]);
  });

  it("preloads the announcement's text and sanitizer on every page while one is switched on, each file once", async () => {
    await switchAnnouncement(true);
    const popup = '<link rel="preload" as="fetch" crossorigin href="/api/getPopup">';
    expect(await preloads('/belepes')).toEqual([
      popup,
      '<link rel="preload" as="script" href="/assets/431.7.js">',
      '<link rel="preload" as="script" href="/assets/html-content.12.js">',
    ]);
    expect(await preloads('/')).toEqual([
      ...HOME_PRELOADS.slice(0, 3),
      popup,
      ...HOME_PRELOADS.slice(3),
      '<link rel="preload" as="script" href="/assets/html-content.12.js">',
    ]);
    await switchAnnouncement(false);
    expect(await preloads('/belepes')).toEqual([]);
  });
});
