import type { Cart } from '@common/api/cart.schema';
import type { Db } from '../db/database';
import type { Availability } from '../db/tables/catalogue.table';
import type { TestApp } from './test-helpers';

/** Variant ids of the small catalogue below, by a name that says what each one is for. */
export interface CartFixture {
  productId: number;
  /** 12 000 Ft, 500 g, in stock. */
  glovesM: number;
  /** 15 000 Ft, promotional 13 500 Ft, 800 g, to order. */
  glovesL: number;
  /** Clearance: 9 990 Ft, stock 2. */
  glovesClearance: number;
  /** Not orderable. */
  glovesGone: number;
  /** 20 000 Ft, exactly 10 kg: the weight edges in whole pieces. */
  heavyCase: number;
  /** 1 Ft, 1 g: one step over any money or weight edge. */
  sticker: number;
  /** 1 000 Ft, weightless. */
  cloth: number;
  /** A variant of a product taken off the shop. */
  hidden: number;
}

const now = '2026-11-23T10:00:00.000Z';

async function product(
  db: Db,
  categoryId: number,
  alias: string,
  name: string,
  active = 1,
): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      alias,
      category_id: categoryId,
      name_hu: name,
      name_en: name,
      fullname_hu: name,
      fullname_en: `${name} (en)`,
      detail_name_hu: '',
      detail_name_en: '',
      content_hu: '',
      content_en: '',
      search_name: '',
      search_body: '',
      effective_price: 0,
      start_price_prev_hu: null,
      start_price_curr_hu: 0,
      top_price_curr_hu: 0,
      on_sale: 0,
      active,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function variant(
  db: Db,
  productId: number,
  v: {
    name: string;
    cikkszam: string;
    price: number;
    promo?: number;
    availability?: Availability;
    grams: number;
    stock?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('variants')
    .values({
      product_id: productId,
      name_hu: v.name,
      name_en: v.name,
      cikkszam: v.cikkszam,
      props: '{"Méret":"M"}',
      availability: v.availability ?? 'raktaron',
      price_curr_hu: v.price,
      price_prev_hu: null,
      unique_promotional_price: v.promo ?? null,
      weight_g: v.grams,
      stock: v.stock ?? 0,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A small explicit catalogue: every price, weight and stock a cart test relies on is written here. */
export async function seedCartCatalogue(db: Db): Promise<CartFixture> {
  const category = await db
    .insertInto('categories')
    .values({
      section: 'ruhazat-sisak',
      parent_id: null,
      alias: 'kesztyuk',
      name_hu: 'Kesztyűk',
      name_en: 'Gloves',
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gloves = await product(db, category.id, 'bor-kesztyu', 'Bőr kesztyű');
  await db
    .insertInto('product_images')
    .values([
      { product_id: gloves, url: '/media/kesztyu-1.jpg', position: 0 },
      { product_id: gloves, url: '/media/kesztyu-2.jpg', position: 1 },
    ])
    .execute();
  const box = await product(db, category.id, 'tura-doboz', 'Túra doboz');
  const gone = await product(db, category.id, 'regi-termek', 'Régi termék', 0);
  return {
    productId: gloves,
    glovesM: await variant(db, gloves, { name: 'M', cikkszam: 'KESZ-M', price: 12000, grams: 500 }),
    glovesL: await variant(db, gloves, {
      name: 'L',
      cikkszam: 'KESZ-L',
      price: 15000,
      promo: 13500,
      availability: 'rendelheto',
      grams: 800,
    }),
    glovesClearance: await variant(db, gloves, {
      name: 'XL',
      cikkszam: 'KESZ-XL',
      price: 9990,
      availability: 'vegkiarusitas',
      grams: 500,
      stock: 2,
    }),
    glovesGone: await variant(db, gloves, {
      name: 'XXL',
      cikkszam: 'KESZ-XXL',
      price: 12000,
      availability: 'nincs',
      grams: 500,
    }),
    heavyCase: await variant(db, box, {
      name: '',
      cikkszam: 'DOBOZ-10',
      price: 20000,
      grams: 10000,
    }),
    sticker: await variant(db, box, { name: 'Matrica', cikkszam: 'MATRICA', price: 1, grams: 1 }),
    cloth: await variant(db, box, { name: 'Törlőkendő', cikkszam: 'KENDO', price: 1000, grams: 0 }),
    hidden: await variant(db, gone, { name: 'M', cikkszam: 'REGI-M', price: 5000, grams: 100 }),
  };
}

export interface CartAnswer {
  status: number;
  cart: Cart;
  message?: string;
}

/** One cart call through the real app (CSRF headers included). */
export async function cartCall(t: TestApp, call: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${call}`,
    headers: t.headers,
    payload: payload as object,
  });
}

/** addToCart that must succeed; returns the cart. */
export async function add(
  t: TestApp,
  id: number,
  quantity: number,
  cartId: string | null = null,
): Promise<Cart> {
  const res = await cartCall(
    t,
    'addToCart',
    cartId ? { id, quantity, cart_id: cartId } : { id, quantity },
  );
  if (res.statusCode !== 200) throw new Error(`addToCart failed: ${res.statusCode} ${res.body}`);
  return (res.json() as CartAnswer).cart;
}

/** modifyCart that must succeed; returns the cart. */
export async function modify(
  t: TestApp,
  cartId: string,
  name: string,
  value: unknown,
): Promise<Cart> {
  const res = await cartCall(t, 'modifyCart', { cart_id: cartId, name, value });
  if (res.statusCode !== 200)
    throw new Error(`modifyCart ${name} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as CartAnswer).cart;
}

/** Fills every required data-entry field with well-formed values and picks a delivery method. */
export async function fillCheckout(
  t: TestApp,
  cartId: string,
  szallitas: 0 | 1 | 2 = 1,
): Promise<Cart> {
  const fields: [string, string][] = [
    ['szallitas_vnev', 'Kovács'],
    ['szallitas_knev', 'Anna'],
    ['szallitas_irsz', '1111'],
    ['szallitas_varos', 'Budapest'],
    ['szallitas_utca', 'Fő utca 1.'],
    ['email', 'kovacs.anna@example.hu'],
    ['szallitas_telefonszam', '+36 30 123 4567'],
  ];
  for (const [name, value] of fields) await modify(t, cartId, name, value);
  return modify(t, cartId, 'szallitas', szallitas);
}

/** A cart ready to order: two lines of gloves (M x2, L x1) and the checkout data filled in. */
export async function readyCart(
  t: TestApp,
  f: CartFixture,
  szallitas: 0 | 1 | 2 = 1,
): Promise<Cart> {
  const cart = await add(t, f.glovesM, 2);
  await add(t, f.glovesL, 1, cart.id);
  return fillCheckout(t, cart.id, szallitas);
}

/** Every order written so far, oldest first. */
export function ordersOf(t: TestApp) {
  return t.app.db.selectFrom('orders').selectAll().orderBy('id').execute();
}
