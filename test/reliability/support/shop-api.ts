import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** One shopper's HTTP client: the anti-forgery cookie and header, as the SPA sends them. */
export class ShopClient {
  private headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  constructor(readonly base: string) {}

  async init(): Promise<this> {
    const res = await fetch(`${this.base}/api/csrf`, { headers: this.headers });
    const { token } = (await res.json()) as { token: string };
    this.headers = {
      ...this.headers,
      'content-type': 'application/json',
      cookie: `csrf_token=${token}`,
      'x-csrf-token': token,
    };
    return this;
  }

  async post<T = unknown>(
    apiPath: string,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: T; ms: number; headers: Headers }> {
    const started = performance.now();
    const res = await fetch(`${this.base}/api/${apiPath}`, {
      method: 'POST',
      headers: { ...this.headers, ...extra },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain-text answers (Old site data) stay text
    }
    return {
      status: res.status,
      body: parsed as T,
      ms: performance.now() - started,
      headers: res.headers,
    };
  }
}

export const DELIVERY: [string, string | number][] = [
  ['szallitas', 1],
  ['szallitas_vnev', 'Teszt'],
  ['szallitas_knev', 'Vásárló'],
  ['szallitas_irsz', '1117'],
  ['szallitas_varos', 'Budapest'],
  ['szallitas_utca', 'Irinyi József utca 4.'],
  ['szallitas_telefonszam', '+36 30 123 4567'],
];

interface CartAnswer {
  status: number;
  cart: { id: string; vegosszeg: number; shippingcost: number | null };
}

/** A cart with one line and complete delivery data, ready for finishCart. */
export async function readyCart(
  client: ShopClient,
  variantId: number,
  email: string,
): Promise<CartAnswer['cart']> {
  const added = await client.post<CartAnswer>('addToCart', { id: variantId, quantity: 1 });
  if (added.status !== 200)
    throw new Error(`addToCart ${added.status} ${JSON.stringify(added.body)}`);
  const cartId = added.body.cart.id;
  let cart = added.body.cart;
  for (const [name, value] of [...DELIVERY, ['email', email] as const]) {
    const res = await client.post<CartAnswer>('modifyCart', { cart_id: cartId, name, value });
    if (res.status !== 200) throw new Error(`modifyCart ${res.status} ${JSON.stringify(res.body)}`);
    cart = res.body.cart;
  }
  return cart;
}

/** Orderable variants of the seeded demo catalogue, read straight from the SQLite file. */
export function orderableVariants(dataDir: string, count: number): number[] {
  const db = new SqliteDatabase(path.join(dataDir, 'shop.sqlite'), { readonly: true });
  try {
    return (
      db
        .prepare(
          `select v.id from variants v where v.availability = 'raktaron' and v.weight_g <= 5000
           order by v.id limit ?`,
        )
        .all(count) as { id: number }[]
    ).map((r) => r.id);
  } finally {
    db.close();
  }
}

/** A query against the shop's SQLite file while the server may be running (WAL allows it). */
export function queryShop<T>(dataDir: string, text: string, ...params: unknown[]): T[] {
  const db = new SqliteDatabase(path.join(dataDir, 'shop.sqlite'), { readonly: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
