import type { Cart, CartLine } from '@common/api/cart.schema';
import type { Variant } from '@common/api/catalogue.schema';

export const CART_ID = '6f1c2a9e-3b7d-4c1e-9a55-0d2b8f4e7a10';

export function makeVariant(overrides: Partial<Variant> & Pick<Variant, 'id'>): Variant {
  return {
    name_hu: `XL, fekete`,
    name_en: `XL, black`,
    cikkszam: `CK-${overrides.id}`,
    props: '{}',
    availabilityText: 'Raktáron',
    availability: 'raktaron',
    effectivePrice: 12990,
    price_prev_hu: null,
    price_curr_hu: 12990,
    unique_promotional_price: null,
    bikesArray: [],
    weight_kg: 1,
    stock: 5,
    ...overrides,
  };
}

/** A cart line: `id` is the line id, the variant id is `id + 100`. */
export function makeLine(overrides: Partial<CartLine> & Pick<CartLine, 'id'>): CartLine {
  const variant = overrides.variant ?? makeVariant({ id: overrides.id + 100 });
  return {
    product: {
      id: 40 + overrides.id,
      alias: `termek-${overrides.id}`,
      fullname_hu: `Bőr kesztyű ${overrides.id}`,
      fullname_en: `Leather glove ${overrides.id}`,
      image: `/media/kesztyu-${overrides.id}.jpg`,
    },
    name: `Bőr kesztyű ${overrides.id} – ${variant.name_hu}`,
    quantity: 1,
    price: variant.effectivePrice,
    ...overrides,
    variant,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const goods = overrides.goods ?? [makeLine({ id: 1 })];
  return {
    id: CART_ID,
    revision: 1,
    vegosszeg: goods.reduce((sum, line) => sum + line.price * line.quantity, 0),
    szallitas: null,
    shippingcost: null,
    weight_kg: goods.reduce((sum, line) => sum + line.variant.weight_kg * line.quantity, 0),
    isValid: false,
    finish: false,
    szallitas_vnev: '',
    szallitas_knev: '',
    szallitas_irsz: '',
    szallitas_varos: '',
    szallitas_utca: '',
    email: '',
    szallitas_telefonszam: '',
    megjegyzes: '',
    szamla_megegyezik: false,
    szamla_nev: '',
    adoszam: '',
    szamla_irsz: '',
    szamla_varos: '',
    szamla_utca: '',
    cegkent: false,
    atvevohely: '',
    pickupPoint: null,
    ...overrides,
    goods,
  };
}

/** The store's cart slice holding `cart` under its id. */
export function cartState(cart: Cart | null = makeCart()) {
  return { cart: { cartId: cart?.id ?? null, cart, edits: {}, finished: false, ordering: false } };
}
