/**
 * The mixed shopping scenario of `npm run bench`: many shoppers at once, each browsing a list,
 * searching, opening a product, adding it to a new cart, filling in the delivery data field by field
 * and placing the order with a double click (two finishCart calls at once). It reports throughput,
 * latency and errors, and how many orders were requested against how many the answers confirmed; the
 * caller compares those with the orders table.
 */
import { percentile } from './stats';

export interface ScenarioOptions {
  baseUrl: string;
  shoppers: number;
  durationMs: number;
}

export interface ScenarioResult {
  requests: number;
  errors: number;
  errorSamples: string[];
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Carts for which the shopper pressed 'Megrendelés elküldése'. */
  ordersRequested: number;
  /** Carts for which some finishCart answer said status 1. */
  ordersConfirmed: number;
  cartIds: string[];
}

const SEARCH_WORDS = [
  'kesztyu',
  'bukosisak',
  'fekbetet',
  'olajszuro',
  'kabat',
  'lanc',
  'gyertya',
  'csizma',
];
const SECTIONS = ['ruhazat-sisak', 'szerviz-alkatreszek'];
const DELIVERY_FIELDS: [string, string][] = [
  ['szallitas_vnev', 'Teszt'],
  ['szallitas_knev', 'Vásárló'],
  ['szallitas_irsz', '1117'],
  ['szallitas_varos', 'Budapest'],
  ['szallitas_utca', 'Irinyi József utca 4.'],
  ['email', 'teszt.vasarlo@example.hu'],
  ['szallitas_telefonszam', '+36 30 123 4567'],
];

interface Variant {
  id: number;
  availability: string;
}
interface Product {
  alias: string;
  variants?: Variant[];
}

/**
 * Each shopper comes from an address of its own, as real shoppers do: the per-address limits of
 * new carts and orders (services/cart/cart-limits.ts) then measure nothing of the bench. The server
 * runs with TRUST_PROXY=1 (scripts/bench.ts), so it takes the address from X-Forwarded-For. A run
 * picks a fresh second octet, so a rerun on the same --data-dir does not add to an earlier count.
 */
const RUN_OCTET = 1 + Math.floor(Math.random() * 250);
let shopperCount = 0;

class Client {
  private cookie = '';
  private csrf = '';
  private readonly address: string;
  constructor(
    private readonly baseUrl: string,
    private readonly stats: { latencies: number[]; errors: number; errorSamples: string[] },
  ) {
    const n = shopperCount++;
    this.address = `10.${RUN_OCTET}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  async init(): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/csrf`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = (await res.json()) as { token: string };
    this.csrf = body.token;
    this.cookie = `csrf_token=${body.token}`;
  }

  /** `refusalExpected`: a 4xx answer is the right answer here (the second click of a double click). */
  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    refusalExpected = false,
  ): Promise<T | null> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': this.address,
          ...(method === 'POST'
            ? { 'content-type': 'application/json', 'x-csrf-token': this.csrf, cookie: this.cookie }
            : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      this.stats.latencies.push(performance.now() - started);
      if (!res.ok) {
        if (refusalExpected && res.status >= 400 && res.status < 500) return null;
        this.stats.errors += 1;
        if (this.stats.errorSamples.length < 5)
          this.stats.errorSamples.push(`${res.status} ${path} ${text.slice(0, 120)}`);
        return null;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      this.stats.latencies.push(performance.now() - started);
      this.stats.errors += 1;
      if (this.stats.errorSamples.length < 5)
        this.stats.errorSamples.push(`${path} ${String(error)}`);
      return null;
    }
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export async function runShoppingScenario(opts: ScenarioOptions): Promise<ScenarioResult> {
  const stats = { latencies: [] as number[], errors: 0, errorSamples: [] as string[] };
  const cartIds: string[] = [];
  let ordersRequested = 0;
  let ordersConfirmed = 0;
  const deadline = Date.now() + opts.durationMs;
  const started = performance.now();

  async function shopper(): Promise<void> {
    const client = new Client(opts.baseUrl, stats);
    await client.init();
    while (Date.now() < deadline) {
      const section = pick(SECTIONS);
      const start = 15 * Math.floor(Math.random() * 5);
      const list = await client.call<Product[]>('POST', `/api/productsByAlias/${section}`, {
        sort: ['fullname_en', 'asc'],
        range: [start, start + 15],
      });
      await client.call('POST', '/api/productsByAlias/kereses', {
        sort: ['start_price_curr_hu', 'asc'],
        range: [0, 15],
        searchText: pick(SEARCH_WORDS),
      });
      if (!list || list.length === 0) continue;
      const product = await client.call<Product>(
        'GET',
        `/api/productByAlias/${encodeURIComponent(pick(list).alias)}`,
      );
      const orderable = (product?.variants ?? []).filter(
        (v) => v.availability === 'raktaron' || v.availability === 'rendelheto',
      );
      if (orderable.length === 0) continue;
      const added = await client.call<{ status: number; cart?: { id: string } }>(
        'POST',
        '/api/addToCart',
        {
          id: pick(orderable).id,
          quantity: 1,
        },
      );
      const cartId = added?.status === 1 ? added.cart?.id : undefined;
      if (!cartId) continue;
      cartIds.push(cartId);
      await client.call('POST', '/api/modifyCart', {
        cart_id: cartId,
        name: 'szallitas',
        value: '0',
      });
      for (const [name, value] of DELIVERY_FIELDS) {
        await client.call('POST', '/api/modifyCart', { cart_id: cartId, name, value });
      }
      if (Date.now() >= deadline) break;
      ordersRequested += 1;
      // The double click: both calls race; exactly one order must come of them.
      const answers = await Promise.all([
        client.call<{ status: number }>('POST', '/api/finishCart', { cart_id: cartId }, true),
        client.call<{ status: number }>('POST', '/api/finishCart', { cart_id: cartId }, true),
      ]);
      if (answers.some((a) => a?.status === 1)) ordersConfirmed += 1;
    }
  }

  await Promise.all(Array.from({ length: opts.shoppers }, () => shopper()));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: stats.errors,
    errorSamples: stats.errorSamples,
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ordersRequested,
    ordersConfirmed,
    cartIds,
  };
}
