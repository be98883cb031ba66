import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {
  AdminProduct,
  ProductFields,
  VariantFields,
} from '@common/api/admin-catalogue.schema';
import type { Product } from '@common/api/catalogue.schema';
import { type CartFixture, seedCartCatalogue } from '../../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../../testing/test-helpers';
import {
  type AdminMethod,
  type CatalogueCallArgs,
  catalogueCall,
  catalogueEditorApp,
  staffToken,
} from '../../../testing/admin-helpers';

jest.setTimeout(30_000);

let t: TestApp;
let f: CartFixture;
let admin: string;
let categoryId: number;

beforeEach(async () => {
  ({ t, f, admin } = await catalogueEditorApp());
  categoryId = (await t.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
});
afterEach(() => t.close());

const call = (...args: CatalogueCallArgs) => catalogueCall(t, admin, ...args);

const fields = (over: Partial<ProductFields> = {}): ProductFields => ({
  alias: 'uj-sisak',
  category_id: categoryId,
  brand: 'Shoei',
  name_hu: 'Új sisak',
  name_en: 'New helmet',
  fullname_hu: '',
  fullname_en: '',
  detail_name_hu: 'Integrál sisak',
  detail_name_en: '',
  content_hu: '<p>Könnyű <b>sisak</b></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  content_en: '',
  ...over,
});

const variant = (over: Partial<VariantFields> = {}): VariantFields => ({
  cikkszam: 'SH-NEW-M',
  name_hu: 'M',
  name_en: 'M',
  props: { Méret: 'M' },
  price_curr_hu: 129_900,
  price_prev_hu: 149_900,
  unique_promotional_price: null,
  stock: 3,
  availability: 'raktaron',
  weight_g: 1400,
  bike_type_ids: [],
  ...over,
});

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c00000' } })
    .png()
    .toBuffer();

async function createdProduct(over: Partial<ProductFields> = {}): Promise<AdminProduct> {
  const res = await call('POST', '/products', fields(over));
  expect(res.statusCode).toBe(200);
  return res.json() as AdminProduct;
}

const shopProduct = (alias: string) =>
  t.app.inject({ method: 'GET', url: `/api/productByAlias/${alias}` });

const auditActions = async () =>
  (await t.app.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map(
    (r) => r.action,
  );

describe('who may edit the catalogue', () => {
  it('answers 401 without a staff login and 403 to support on every editing call', async () => {
    const support = await staffToken(t, 'support');
    const calls: [AdminMethod, string, object?][] = [
      ['GET', '/products'],
      ['POST', '/products', fields()],
      ['GET', `/products/${f.productId}`],
      ['PUT', `/products/${f.productId}`, fields()],
      ['POST', `/products/${f.productId}/publish`, { active: false }],
      ['POST', `/products/${f.productId}/variants`, variant()],
      ['PUT', `/variants/${f.glovesM}`, variant()],
      ['PUT', `/products/${f.productId}/images`, { ids: [1] }],
      ['DELETE', '/images/1'],
      ['DELETE', '/downloads/1'],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await call(method, url, body, { token: null });
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
      const refused = await call(method, url, body, { token: support });
      expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
      expect(refused.json()).toEqual({
        message: 'Ehhez a művelethez adminisztrátori jogosultság kell.',
      });
    }
    const upload = await call('POST', `/products/${f.productId}/images`, await png(), {
      token: support,
      type: 'application/octet-stream',
    });
    expect(upload.statusCode).toBe(403);
    // Nothing was changed by the refused calls.
    expect(await auditActions()).toEqual(['staff.add', 'staff.add']);
  });
});

describe('a product from creation to the shop', () => {
  it('is created hidden with sanitized descriptions, gets a variant and a picture, is published, then hidden', async () => {
    const created = await createdProduct();
    expect(created.active).toBe(false);
    expect(created.content_hu).toBe('<p>Könnyű <b>sisak</b></p><img src="x">');
    expect(created.fullname_hu).toBe('Új sisak');
    expect((await shopProduct('uj-sisak')).statusCode).toBe(404);

    // Publishing needs a variant.
    const early = await call('POST', `/products/${created.id}/publish`, { active: true });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      message:
        'A termék nem jeleníthető meg változat nélkül: előbb vegyen fel legalább egy változatot.',
    });

    const withVariant = await call('POST', `/products/${created.id}/variants`, variant());
    expect(withVariant.statusCode).toBe(200);
    expect((withVariant.json() as AdminProduct).variants).toEqual([
      expect.objectContaining({ cikkszam: 'SH-NEW-M', props: { Méret: 'M' }, position: 0 }),
    ]);

    const picture = await png();
    const uploaded = await call('POST', `/products/${created.id}/images`, picture, {
      type: 'application/octet-stream',
    });
    expect(uploaded.statusCode).toBe(200);
    const [image] = (uploaded.json() as AdminProduct).images;
    expect(image?.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = path.join(t.config.dataDir, image?.url.replace(/^\//, '') ?? '');
    expect(fs.readFileSync(stored)).toEqual(picture);

    const published = await call('POST', `/products/${created.id}/publish`, { active: true });
    expect((published.json() as AdminProduct).active).toBe(true);
    const shop = await shopProduct('uj-sisak');
    expect(shop.statusCode).toBe(200);
    const product = shop.json() as Product;
    expect(product.name_hu).toBe('Új sisak');
    expect(product.effectivePrice).toBe(129_900);
    expect(product.start_price_prev_hu).toBe(149_900);
    expect(product.images).toEqual([{ url: image?.url }]);
    expect(product.variants[0]?.cikkszam).toBe('SH-NEW-M');
    // The picture is served from the media folder.
    const file = await t.app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(file.statusCode).toBe(200);
    // And the search finds it by its item number.
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/productsByAlias/kereses',
      headers: t.headers,
      payload: { searchText: 'SH-NEW-M' },
    });
    expect((found.json() as Product[]).map((p) => p.alias)).toEqual(['uj-sisak']);

    await call('POST', `/products/${created.id}/publish`, { active: false });
    expect((await shopProduct('uj-sisak')).statusCode).toBe(404);
    expect(await auditActions()).toEqual([
      'staff.add',
      'product.create',
      'variant.create',
      'product.image.add',
      'product.publish',
      'product.hide',
    ]);
  });

  it('edits texts and prices; a new alias keeps the old address working with 301', async () => {
    const before = (await call('GET', `/products/${f.productId}`)).json() as AdminProduct;
    const {
      id: _id,
      active: _a,
      created_at: _c,
      variants,
      images: _i,
      downloads: _d,
      ...own
    } = before;
    const res = await call('PUT', `/products/${f.productId}`, {
      ...own,
      alias: 'bor-kesztyu-2027',
      name_hu: 'Bőr kesztyű 2027',
    });
    expect(res.statusCode).toBe(200);
    expect((await shopProduct('bor-kesztyu-2027')).json()).toMatchObject({
      name_hu: 'Bőr kesztyű 2027',
    });
    const old = await t.app.inject({ method: 'GET', url: '/termek/bor-kesztyu' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/termek/bor-kesztyu-2027');

    const m = variants.find((v) => v.id === f.glovesM) as AdminProduct['variants'][number];
    const { id: _vid, position: _p, ...mFields } = m;
    const changed = await call('PUT', `/variants/${f.glovesM}`, {
      ...mFields,
      price_curr_hu: 11_000,
      unique_promotional_price: 9_900,
      stock: 7,
    });
    expect(changed.statusCode).toBe(200);
    const shopM = ((await shopProduct('bor-kesztyu-2027')).json() as Product).variants.find(
      (v) => v.id === f.glovesM,
    );
    expect(shopM).toMatchObject({
      price_curr_hu: 11_000,
      unique_promotional_price: 9_900,
      stock: 7,
    });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'variant.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '')).toMatchObject({ price_curr_hu: 12_000 });
    expect(JSON.parse(audit.after_json ?? '')).toMatchObject({ price_curr_hu: 11_000 });
    expect(audit.staff_email).toBe('admin@motopont.hu');
  });

  it('refuses a taken item number, a taken alias and bad fields with Hungarian messages', async () => {
    const created = await createdProduct();
    const taken = await t.app.db
      .selectFrom('variants')
      .select('cikkszam')
      .where('id', '=', f.glovesM)
      .executeTakeFirstOrThrow();
    const duplicate = await call(
      'POST',
      `/products/${created.id}/variants`,
      variant({ cikkszam: taken.cikkszam }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: `A(z) „${taken.cikkszam}” cikkszám már foglalt (Bőr kesztyű). Adjon meg másik cikkszámot.`,
    });

    const alias = await call('POST', '/products', fields({ alias: 'bor-kesztyu' }));
    expect(alias.statusCode).toBe(409);
    expect(alias.json()).toEqual({ message: 'Ez a webcím már egy másik termékhez tartozik.' });

    const cases: [object, string][] = [
      [variant({ price_curr_hu: -1 }), 'Ár: legalább 0 legyen.'],
      [{ ...variant(), stock: 1.5 }, 'Készlet: egész számot adjon meg.'],
      [variant({ cikkszam: '' }), 'Cikkszám: nem lehet üres.'],
      [{ ...variant(), availability: 'talan' }, 'Elérhetőség: hibás érték.'],
      [variant({ unique_promotional_price: 200_000 }), 'Akciós ár: kisebb legyen, mint az ár.'],
      [variant({ bike_type_ids: [999_999] }), 'Illeszkedő motortípusok: ismeretlen motortípus.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/products/${created.id}/variants`, body);
      expect([res.statusCode >= 400, res.json()]).toEqual([true, { message }]);
    }
    const badAlias = await call('POST', '/products', fields({ alias: 'Új Sisak' }));
    expect(badAlias.json()).toEqual({
      message: 'Webcím: csak kisbetű, számjegy és kötőjel lehet (pl. shoei-nxr2-sisak).',
    });
    const noName = await call('POST', '/products', fields({ name_hu: '' }));
    expect(noName.json()).toEqual({ message: 'Név (magyar): nem lehet üres.' });
    const unknownCategory = await call('POST', '/products', fields({ category_id: 99_999 }));
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json()).toEqual({ message: 'Kategória: nincs ilyen kategória.' });
    // Nothing of the refused calls reached the database.
    expect(await auditActions()).toEqual(['staff.add', 'product.create']);
  });
});

describe('pictures and downloads', () => {
  it('refuses a broken or non-image upload and one over 10 MB, in Hungarian', async () => {
    const picture = await png(400, 300);
    const broken = [
      Buffer.from('ez nem kép, csak szöveg'),
      picture.subarray(0, picture.length - 40),
    ];
    for (const bytes of broken) {
      const res = await call('POST', `/products/${f.productId}/images`, bytes, {
        type: 'application/octet-stream',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message:
          'A feltöltött fájl nem kép, vagy sérült. JPEG, PNG, WebP, AVIF vagy GIF képet töltsön fel.',
      });
    }
    const huge = await call(
      'POST',
      `/products/${f.productId}/images`,
      Buffer.alloc(11 * 1024 * 1024),
      {
        type: 'application/octet-stream',
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      message: 'A kép túl nagy: legfeljebb 10 MB-os fájlt tölthet fel.',
    });
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'uploads'))).toBe(false);
  });

  it('stores the same picture once, orders and removes pictures, adds and removes a PDF', async () => {
    const a = await png(40, 30);
    const b = await png(50, 30);
    const upload = (bytes: Buffer) =>
      call('POST', `/products/${f.productId}/images`, bytes, { type: 'image/png' });
    await upload(a);
    await upload(b);
    const again = (await upload(a)).json() as AdminProduct;
    const uploads = again.images.filter((i) => i.url.startsWith('/media/uploads/'));
    expect(uploads).toHaveLength(3);
    expect(uploads[0]?.url).toBe(uploads[2]?.url);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'media', 'uploads'))).toHaveLength(2);

    const ids = again.images.map((i) => i.id);
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', `/products/${f.productId}/images`, { ids: reversed });
    expect((ordered.json() as AdminProduct).images.map((i) => i.id)).toEqual(reversed);
    const shopImages = ((await shopProduct('bor-kesztyu')).json() as Product).images;
    expect(shopImages[0]?.url).toBe(again.images.at(-1)?.url);
    const wrong = await call('PUT', `/products/${f.productId}/images`, { ids: ids.slice(1) });
    expect(wrong.statusCode).toBe(422);

    const removed = await call('DELETE', `/images/${ids[0]}`);
    expect((removed.json() as AdminProduct).images.map((i) => i.id)).not.toContain(ids[0]);
    expect((await call('DELETE', `/images/${ids[0]}`)).statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const withPdf = await call(
      'POST',
      `/products/${f.productId}/downloads?name=${encodeURIComponent('Mérettáblázat')}`,
      pdf,
      { type: 'application/pdf' },
    );
    expect(withPdf.statusCode).toBe(200);
    const download = (withPdf.json() as AdminProduct).downloads.at(-1);
    expect(download).toMatchObject({ name: 'Mérettáblázat' });
    expect(download?.url).toMatch(/^\/media\/downloads\/[0-9a-f]{32}\.pdf$/);
    const notPdf = await call('POST', `/products/${f.productId}/downloads?name=x`, a, {
      type: 'application/octet-stream',
    });
    expect(notPdf.json()).toEqual({ message: 'Letöltésnek csak PDF-fájl tölthető fel.' });
    const gone = await call('DELETE', `/downloads/${download?.id}`);
    expect((gone.json() as AdminProduct).downloads.map((d) => d.id)).not.toContain(download?.id);
  });
});

describe('every process sees a change within 2 seconds', () => {
  it('a second server on the same database shows the new price in its cached list', async () => {
    // Two processes need one database: a SQLite file, or the same PostgreSQL schema.
    const shared = t.config.databaseUrl?.startsWith('postgres')
      ? t.config.databaseUrl
      : path.join(t.config.dataDir, 'shared.sqlite');
    const first =
      shared === t.config.databaseUrl ? t : await createTestApp({ databaseUrl: shared });
    const second = await createTestApp({ databaseUrl: shared });
    try {
      if (first !== t) await seedCartCatalogue(first.app.db);
      const token = first === t ? admin : await staffToken(first, 'admin');
      const list = async () => {
        const res = await second.app.inject({
          method: 'POST',
          url: '/api/productsByAlias/kesztyuk',
          headers: second.headers,
          payload: {},
        });
        return res.json() as { alias: string; effectivePrice: number }[];
      };
      const before = (await list()).find((p) => p.alias === 'bor-kesztyu');
      expect(before).toBeDefined();
      const product = (
        await first.app.inject({
          method: 'GET',
          url: '/api/admin/catalogue/products?q=bor',
          headers: { ...first.headers, authorization: `Bearer ${token}` },
        })
      ).json() as { items: { id: number }[] };
      const id = product.items[0]?.id as number;
      const detail = (
        await first.app.inject({
          method: 'GET',
          url: `/api/admin/catalogue/products/${id}`,
          headers: { ...first.headers, authorization: `Bearer ${token}` },
        })
      ).json() as AdminProduct;
      const cheapest = detail.variants.find((v) => v.availability === 'raktaron');
      const { id: variantId, position: _p, ...rest } = cheapest as AdminProduct['variants'][number];
      const changedAt = Date.now();
      const res = await first.app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/variants/${variantId}`,
        headers: { ...first.headers, authorization: `Bearer ${token}` },
        payload: { ...rest, price_curr_hu: 5, unique_promotional_price: null, price_prev_hu: null },
      });
      expect(res.statusCode).toBe(200);
      let seen = 0;
      while (Date.now() - changedAt < 2000) {
        if ((await list()).find((p) => p.alias === 'bor-kesztyu')?.effectivePrice === 5) {
          seen = Date.now() - changedAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen).toBeGreaterThan(0);
    } finally {
      await second.close();
      if (first !== t) await first.close();
    }
  });
});
