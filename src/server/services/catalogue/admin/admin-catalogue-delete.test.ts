import type {
  AdminBikeType,
  AdminBikeTypeList,
  AdminCategoryList,
  AdminProduct,
  BikeTypeFields,
} from '@common/api/admin-catalogue.schema';
import type { AdminOrder } from '@common/api/admin.schema';
import type { Cart } from '@common/api/cart.schema';
import { type CartFixture, add, cartCall, fillCheckout } from '../../../testing/cart-fixtures';
import {
  type AdminMethod,
  type CatalogueCallArgs,
  adminCall,
  catalogueCall,
  catalogueEditorApp,
  staffToken,
} from '../../../testing/admin-helpers';
import { placeOrder } from '../../../testing/order-helpers';
import type { TestApp } from '../../../testing/test-helpers';
import { bikeTypeFields, categoryFields } from '../../../testing/taxonomy-fixtures';
import {
  CATEGORY_HAS_CHILDREN,
  LAST_VARIANT,
  bikeTypeFittedMessage,
  categoryHasProductsMessage,
  variantHeldMessage,
} from './catalogue-delete.service';

// Each test builds an app, a catalogue and a staff login: slow on a loaded PostgreSQL.
jest.setTimeout(60_000);

let t: TestApp;
let f: CartFixture;
let admin: string;

beforeEach(async () => {
  ({ t, f, admin } = await catalogueEditorApp());
});
afterEach(() => t.close());

const call = (...args: CatalogueCallArgs) => catalogueCall(t, admin, ...args);

const category = categoryFields;

const bike = (over: Partial<BikeTypeFields> = {}) =>
  bikeTypeFields({ manufacturer: 'Kawasaki', name_en: 'Z650', power_kw: 50, ...over });

const audits = (action: string) =>
  t.app.db
    .selectFrom('audit_log')
    .select(['entity_id', 'staff_email', 'before_json', 'after_json'])
    .where('action', '=', action)
    .execute();

const categoryId = async (alias: string) =>
  (
    await t.app.db
      .selectFrom('categories')
      .select('id')
      .where('alias', '=', alias)
      .executeTakeFirst()
  )?.id;

const getCart = async (id: string) =>
  ((await cartCall(t, 'getCart', { cart_id: id })).json() as { cart: Cart }).cart;

const variantExists = async (id: number) =>
  Boolean(
    await t.app.db.selectFrom('variants').select('id').where('id', '=', id).executeTakeFirst(),
  );

async function newBike(over: Partial<BikeTypeFields> = {}): Promise<AdminBikeType> {
  const res = await call('POST', '/bike-types', bike(over));
  expect(res.statusCode).toBe(200);
  return res.json() as AdminBikeType;
}

describe('who may delete', () => {
  it('answers 401 without a login and 403 to support on every delete, and deletes nothing', async () => {
    const support = await staffToken(t, 'support');
    const sisak = await categoryId('kesztyuk');
    const honda = await newBike();
    const calls: [AdminMethod, string][] = [
      ['DELETE', `/variants/${f.glovesM}`],
      ['DELETE', `/categories/${sisak}`],
      ['DELETE', `/bike-types/${honda.id}`],
    ];
    for (const [method, url] of calls) {
      expect([url, (await call(method, url, undefined, { token: null })).statusCode]).toEqual([
        url,
        401,
      ]);
      expect([url, (await call(method, url, undefined, { token: support })).statusCode]).toEqual([
        url,
        403,
      ]);
    }
    expect(await variantExists(f.glovesM)).toBe(true);
    expect(await categoryId('kesztyuk')).toBe(sisak);
    expect((await call('GET', '/bike-types?q=z650')).json()).toMatchObject({ total: 1 });
    expect(await audits('variant.delete')).toEqual([]);
    expect(await audits('category.delete')).toEqual([]);
    expect(await audits('bike-type.delete')).toEqual([]);
  });
});

describe('deleting a variant', () => {
  it('takes it out of the product, the shop and the carts that have it; placed orders keep their lines', async () => {
    const cart = await add(t, f.glovesM, 2);
    await add(t, f.glovesL, 1, cart.id);
    const number = await placeOrder(t, { lines: [[f.glovesM, 1]] });

    const res = await call('DELETE', `/variants/${f.glovesM}`);
    expect(res.statusCode).toBe(200);
    const product = res.json() as AdminProduct;
    expect(product.variants.map((v) => v.cikkszam)).toEqual(['KESZ-L', 'KESZ-XL', 'KESZ-XXL']);
    expect(await variantExists(f.glovesM)).toBe(false);

    // The shopper's cart goes on with its other line.
    expect((await getCart(cart.id)).goods.map((l) => l.variant.cikkszam)).toEqual(['KESZ-L']);
    // The shop's product page no longer offers it.
    const shop = await t.app.inject({ method: 'GET', url: '/api/productByAlias/bor-kesztyu' });
    expect(shop.body).not.toContain('KESZ-M');
    // The order keeps its own copy.
    const support = await staffToken(t, 'support');
    const order = (
      await adminCall(t, support, 'GET', `/api/admin/orders/${number}`)
    ).json() as AdminOrder;
    expect(order.lines.map((l) => [l.cikkszam, l.quantity])).toEqual([['KESZ-M', 1]]);

    const [entry] = await audits('variant.delete');
    expect(entry).toMatchObject({ entity_id: String(f.glovesM), staff_email: 'admin@motopont.hu' });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({
      cikkszam: 'KESZ-M',
      price_curr_hu: 12000,
    });
    // Two carts had it: the shopper's and the placed order's.
    expect(JSON.parse(entry!.after_json!)).toEqual({ cart_lines_removed: 2 });
  });

  it("refuses a product's last variant and one held at a shopper's order summary, in Hungarian", async () => {
    const last = await call('DELETE', `/variants/${f.hidden}`);
    expect([last.statusCode, last.json()]).toEqual([409, { message: LAST_VARIANT }]);

    const cart = await fillCheckout(t, (await add(t, f.glovesClearance, 2)).id);
    expect((await cartCall(t, 'holdCart', { cart_id: cart.id })).statusCode).toBe(200);
    const held = await call('DELETE', `/variants/${f.glovesClearance}`);
    expect([held.statusCode, held.json()]).toEqual([409, { message: variantHeldMessage(2) }]);
    expect(await variantExists(f.glovesClearance)).toBe(true);

    // Once the hold has run out the pieces go back and the variant can go.
    await t.app.db
      .updateTable('stock_holds')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    expect((await call('DELETE', `/variants/${f.glovesClearance}`)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('stock_holds').selectAll().execute()).toEqual([]);
    expect((await getCart(cart.id)).goods).toEqual([]);
    expect((await call('DELETE', `/variants/${f.glovesClearance}`)).statusCode).toBe(404);
    expect(await audits('variant.delete')).toHaveLength(1);
  });
});

describe('deleting a category', () => {
  it('refuses one with children or products; deletes an empty one, which leaves the shop', async () => {
    const created = (await call('POST', '/categories', category())).json() as AdminCategoryList;
    const helmets = created.items.find((c) => c.alias === 'sisakok')!;
    await call(
      'POST',
      '/categories',
      category({ alias: 'nyitott', name_hu: 'Nyitott', parent_id: helmets.id }),
    );
    const open = (await categoryId('nyitott'))!;

    const parent = await call('DELETE', `/categories/${helmets.id}`);
    expect([parent.statusCode, parent.json()]).toEqual([409, { message: CATEGORY_HAS_CHILDREN }]);
    const gloves = await call('DELETE', `/categories/${await categoryId('kesztyuk')}`);
    // The fixture's three products, the hidden one too.
    expect([gloves.statusCode, gloves.json()]).toEqual([
      409,
      { message: categoryHasProductsMessage(3) },
    ]);

    const child = await call('DELETE', `/categories/${open}`);
    expect(child.statusCode).toBe(200);
    expect((child.json() as AdminCategoryList).items.map((c) => c.alias)).not.toContain('nyitott');
    expect((await call('DELETE', `/categories/${helmets.id}`)).statusCode).toBe(200);
    expect(await categoryId('sisakok')).toBeUndefined();
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/categoriesByAlias/sisakok',
      headers: t.headers,
      payload: {},
    });
    expect(shop.statusCode).toBe(404);

    expect((await call('DELETE', `/categories/${open}`)).statusCode).toBe(404);
    const entries = await audits('category.delete');
    expect(entries.map((e) => e.entity_id)).toEqual([String(open), String(helmets.id)]);
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({
      alias: 'nyitott',
      parent_id: helmets.id,
    });
  });
});

describe('bike types', () => {
  it('keeps the power in kW (optional); the finder gives its licence category', async () => {
    const z = await newBike();
    expect(z).toMatchObject({ ccm: 649, power_kw: 50 });
    const finder = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/motorom/adatok/${id}` })).json() as {
        power_kw: number | null;
        licence: string;
      };
    expect(await finder(z.id)).toMatchObject({ power_kw: 50, licence: 'A' });
    const a2 = await call('PUT', `/bike-types/${z.id}`, bike({ power_kw: 35 }));
    expect(a2.json()).toMatchObject({ power_kw: 35 });
    expect(await finder(z.id)).toMatchObject({ power_kw: 35, licence: 'A2' });
    const { power_kw: _none, ...withoutPower } = bike({ name_en: 'Z125', ccm: 125 });
    const small = await call('POST', '/bike-types', withoutPower);
    expect(small.json()).toMatchObject({ power_kw: null });
    const bad = await call('POST', '/bike-types', { ...bike(), power_kw: 0 });
    expect([bad.statusCode, (bad.json() as { message: string }).message]).toEqual([
      400,
      expect.stringMatching(/^Teljesítmény \(kW\): /),
    ]);
  });

  it('refuses to delete a type parts fit; deletes an unfitted one with its now unused maker', async () => {
    const z = await newBike();
    const product = (await call('GET', `/products/${f.productId}`)).json() as AdminProduct;
    const m = product.variants.find((v) => v.cikkszam === 'KESZ-M')!;
    const { id: _id, position: _p, ...fields } = m;
    const fitted = await call('PUT', `/variants/${m.id}`, { ...fields, bike_type_ids: [z.id] });
    expect(fitted.statusCode).toBe(200);

    const refused = await call('DELETE', `/bike-types/${z.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: bikeTypeFittedMessage(1) },
    ]);

    await call('PUT', `/variants/${m.id}`, { ...fields, bike_type_ids: [] });
    const deleted = await call('DELETE', `/bike-types/${z.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { status: 1 }]);
    const list = (await call('GET', '/bike-types')).json() as AdminBikeTypeList;
    expect(list.items.map((b) => b.id)).not.toContain(z.id);
    expect(list.manufacturers).not.toContain('Kawasaki');
    const found = await t.app.inject({ method: 'GET', url: '/api/motorom/tipusokByInput/z650' });
    expect(found.body).not.toContain('Z650');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/motorom/adatok/${z.id}` })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/bike-types/${z.id}`)).statusCode).toBe(404);
    const [entry] = await audits('bike-type.delete');
    expect(JSON.parse(entry!.before_json!)).toMatchObject({
      manufacturer: 'Kawasaki',
      name_en: 'Z650',
      ccm: 649,
      power_kw: 50,
    });
  });
});
