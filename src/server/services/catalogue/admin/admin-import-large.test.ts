import type { ImportPreview } from '@common/api/admin.schema';
import { type TestApp, createTestApp } from '../../../testing/test-helpers';
import { staffToken } from '../../../testing/admin-helpers';

const PRODUCTS = 2000;
const PER_PRODUCT = 10;
const VARIANTS = PRODUCTS * PER_PRODUCT;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const category = await t.app.db
    .insertInto('categories')
    .values({
      section: 'ruhazat-sisak',
      parent_id: null,
      alias: 'sok',
      name_hu: 'Sok',
      name_en: 'Many',
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < PRODUCTS; start += 250) {
    const products = await t.app.db
      .insertInto('products')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          alias: `termek-${start + i}`,
          category_id: category.id,
          name_hu: `Termék ${start + i}`,
          name_en: `Product ${start + i}`,
          fullname_hu: `Termék ${start + i}`,
          fullname_en: `Product ${start + i}`,
          detail_name_hu: '',
          detail_name_en: '',
          content_hu: '',
          content_en: '',
          search_name: '',
          search_body: '',
          effective_price: 10000,
          start_price_prev_hu: null,
          start_price_curr_hu: 10000,
          top_price_curr_hu: 10000,
          on_sale: 0,
          active: 1,
          created_at: '2026-11-23T10:00:00.000Z',
        })),
      )
      .returning('id')
      .execute();
    const rows = products.flatMap((p, i) =>
      Array.from({ length: PER_PRODUCT }, (_, v) => ({
        product_id: p.id,
        name_hu: `V${v}`,
        name_en: `V${v}`,
        cikkszam: `C-${(start + i) * PER_PRODUCT + v}`,
        props: '{}',
        availability: 'raktaron' as const,
        price_curr_hu: 10000,
        price_prev_hu: null,
        unique_promotional_price: null,
        weight_g: 100,
        stock: 1,
        position: v,
      })),
    );
    for (let i = 0; i < rows.length; i += 250)
      await t.app.db
        .insertInto('variants')
        .values(rows.slice(i, i + 250))
        .execute();
  }
}, 120_000);
afterAll(() => t.close());

it(`imports a price-and-stock file of ${VARIANTS} variants in under a minute`, async () => {
  const admin = await staffToken(t, 'admin');
  const lines = ['cikkszam;ar;akcios_ar;keszlet'];
  for (let n = 0; n < VARIANTS; n++)
    lines.push(`C-${n};${11000 + (n % 7)};${n % 3 === 0 ? 9990 : ''};${n % 50}`);
  const file = lines.join('\r\n');
  const send = (dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { ...t.headers, authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      payload: file,
    });

  const started = performance.now();
  const preview = (await send(true)).json() as ImportPreview;
  const previewMs = performance.now() - started;
  expect(preview).toMatchObject({ rows: VARIANTS, changed: VARIANTS, errors: [] });
  const applyStarted = performance.now();
  const applied = await send(false);
  const applyMs = performance.now() - applyStarted;
  expect(applied.statusCode).toBe(200);
  console.log(
    `${VARIANTS} variants (${(file.length / 1024 / 1024).toFixed(1)} MB): preview ${Math.round(previewMs)} ms, apply ${Math.round(applyMs)} ms`,
  );
  expect(previewMs + applyMs).toBeLessThan(60_000);

  const last = await t.app.db
    .selectFrom('variants')
    .select(['price_curr_hu', 'unique_promotional_price', 'stock'])
    .where('cikkszam', '=', `C-${VARIANTS - 1}`)
    .executeTakeFirstOrThrow();
  const n = VARIANTS - 1;
  expect(last).toEqual({
    price_curr_hu: 11000 + (n % 7),
    unique_promotional_price: n % 3 === 0 ? 9990 : null,
    stock: n % 50,
  });
  const product = await t.app.db
    .selectFrom('products')
    .select(['effective_price', 'on_sale'])
    .where('alias', '=', 'termek-0')
    .executeTakeFirstOrThrow();
  // termek-0 holds C-0 (promotional 9 990) to C-9.
  expect(product).toEqual({ effective_price: 9990, on_sale: 0 });
}, 180_000);
