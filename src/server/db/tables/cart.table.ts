import type { Generated, Selectable } from 'kysely';

/** The data-entry fields of checkout step 2, stored on the cart (API.md: Cart and order). */
export interface CartDataColumns {
  szallitas_vnev: string;
  szallitas_knev: string;
  szallitas_irsz: string;
  szallitas_varos: string;
  szallitas_utca: string;
  email: string;
  szallitas_telefonszam: string;
  megjegyzes: string;
  /** 1 when the billing address differs from the shipping address (spec: labelled 'billing address differs'). */
  szamla_megegyezik: number;
  szamla_nev: string;
  adoszam: string;
  szamla_irsz: string;
  szamla_varos: string;
  szamla_utca: string;
  /** 1: 'Cégként vásárolok', the billing block then holds the company (szamla_nev) and its tax number. */
  cegkent: number;
}

export interface CartsTable extends CartDataColumns {
  /** Random UUID v4: the only key to a guest cart. */
  id: string;
  user_id: number | null;
  /** Delivery method 0, 1, 2, a pickup carrier's method (3-6, `@common/pickup`) or null. */
  szallitas: number | null;
  /** The chosen pickup point's id (`foxpost:1234`), or empty. */
  atvevohely: string;
  finish: number;
  created_at: string;
  updated_at: string;
  /** How many times the open cart was changed (claimed); every cart answer carries it (docs/cart.md, Revision). */
  revision: Generated<number>;
  /** When the purge deleted the personal data of this never-ordered cart (docs/cart.md, Purge). */
  personal_data_deleted_at: Generated<string | null>;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: string;
  variant_id: number;
  quantity: number;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  /** Unique: a cart becomes at most one order, whatever races happen. */
  cart_id: string;
  user_id: number | null;
  created_at: string;
  email: string;
  phone: string;
  shipping_name: string;
  shipping_zip: string;
  shipping_city: string;
  shipping_street: string;
  billing_name: string;
  billing_zip: string;
  billing_city: string;
  billing_street: string;
  tax_number: string;
  /** The company bought as ('Cégként vásárolok'); empty for a private buyer. */
  company_name: string;
  /** The pickup point's id and, as the shopper saw it, its name and address; empty for other methods. */
  pickup_point_id: string;
  pickup_point: string;
  note: string;
  delivery_method: number;
  payment_mode: string;
  goods_total: number;
  shipping_cost: number;
  grand_total: number;
  /** Back-office status (common/order-status): `uj` when placed. */
  status: Generated<string>;
  /** The parcel's tracking number once shipped with GLS or MPL. */
  tracking_number: Generated<string>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number;
  product_id: number;
  name: string;
  cikkszam: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/**
 * Clearance pieces held for a cart while its shopper decides on the summary: already taken out of
 * `variants.stock`, given back when the hold ends without an order (docs/cart.md, Holds).
 */
export interface StockHoldsTable {
  id: Generated<number>;
  cart_id: string;
  variant_id: number;
  quantity: number;
  created_at: string;
  expires_at: string;
}

export type CartRow = Selectable<CartsTable>;
export type OrderRow = Selectable<OrdersTable>;
