/**
 * The mixed shopping scenario of `npm run bench`: many shoppers at once, each browsing a list,
 * searching, opening a product, adding it to a new cart, filling in the delivery data field by field
 * and placing the order with a double click (two finishCart calls at once). It reports throughput,
 * latency and errors, and how many orders were requested against how many the answers confirmed; the
 * caller compares those with the orders table.
 *
 * The load generator shares the machine's cores with the server, so it has to be cheap: each shopper
 * talks through node:http with a keep-alive agent of its own, two connections like a browser's that
 * stay open for the whole visit (opened while its page "loads", in `init`, before its first timed
 * request). Node's `fetch` cost 0.64 ms of CPU per request here, as much as the server's own work, and
 * its queueing in the generator's event loop was counted as server latency.
 */
import http from 'node:http';
import { percentile } from './stats';

export interface ScenarioOptions {
  baseUrl: string;
  shoppers: number;
  durationMs: number;
  /**
   * The shoppers arrive one after another within this time (evenly spaced) instead of all in the same
   * millisecond. With 0 all 200 start at once and stay in step for the first loops: 200 carts, then
   * 400 order clicks, arrive together, a burst no crowd of people makes.
   */
  arrivalMs: number;
}

export interface ScenarioResult {
  requests: number;
  errors: number;
  errorSamples: string[];
  requestsPerSecond: number;
  /** CPU time of this (the load generator's) process per request, ms. */
  generatorCpuMs: number;
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
 * Each visit comes from an address of its own, as real shoppers do: the per-address limits of new
 * carts and orders (services/cart/cart-limits.ts) then measure nothing of the bench. A simulated
 * shopper is a stream of visitors: every round (list to order) is a new visitor with a new address
 * (one address placed ~15 orders in 20 s once the server got faster, and the order limit of 30
 * finishCart calls per 10 minutes refused the rest, rightly). The server
 * runs with TRUST_PROXY=1 (scripts/bench.ts), so it takes the address from X-Forwarded-For. A run
 * picks a fresh second octet, so a rerun on the same --data-dir does not add to an earlier count.
 */
const RUN_OCTET = 1 + Math.floor(Math.random() * 250);
let visitorCount = 0;

interface Answer {
  status: number;
  text: string;
}

/** Two connections per shopper: the double click sends two requests at once. */
const CONNECTIONS_PER_SHOPPER = 2;

class Client {
  private cookie = '';
  private csrf = '';
  private address = '';
  private readonly agent = new http.Agent({
    keepAlive: true,
    maxSockets: CONNECTIONS_PER_SHOPPER,
  });
  constructor(
    private readonly baseUrl: string,
    private readonly stats: { latencies: number[]; errors: number; errorSamples: string[] },
  ) {
    this.nextVisitor();
  }

  /** The next round is a new visitor: a new client address (up to 62 500 in a run). */
  nextVisitor(): void {
    const n = visitorCount++;
    this.address = `10.${RUN_OCTET}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  }

  /** The page's start: the anti-forgery token, asked on both connections (untimed). */
  async init(): Promise<void> {
    const answers = await Promise.all(
      Array.from({ length: CONNECTIONS_PER_SHOPPER }, () => this.send('GET', '/api/csrf')),
    );
    const first = answers[0];
    if (!first || first.status !== 200) throw new Error(`GET /api/csrf: ${first?.status}`);
    const body = JSON.parse(first.text) as { token: string };
    this.csrf = body.token;
    this.cookie = `csrf_token=${body.token}`;
  }

  close(): void {
    this.agent.destroy();
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
      const res = await this.send(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
      );
      this.stats.latencies.push(performance.now() - started);
      if (res.status < 200 || res.status >= 300) {
        // A 429 is never the expected refusal: a limit hit means the bench measured the limiter.
        if (refusalExpected && res.status >= 400 && res.status < 500 && res.status !== 429)
          return null;
        this.stats.errors += 1;
        if (this.stats.errorSamples.length < 5)
          this.stats.errorSamples.push(`${res.status} ${path} ${res.text.slice(0, 120)}`);
        return null;
      }
      return JSON.parse(res.text) as T;
    } catch (error) {
      this.stats.latencies.push(performance.now() - started);
      this.stats.errors += 1;
      if (this.stats.errorSamples.length < 5)
        this.stats.errorSamples.push(`${path} ${String(error)}`);
      return null;
    }
  }

  private send(method: 'GET' | 'POST', path: string, payload?: string): Promise<Answer> {
    const headers: http.OutgoingHttpHeaders = {
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': this.address,
    };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload ?? '');
      headers['x-csrf-token'] = this.csrf;
      headers.cookie = this.cookie;
    }
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        `${this.baseUrl}${path}`,
        { method, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
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
  const cpuAtStart = process.cpuUsage();

  async function shopper(): Promise<void> {
    const client = new Client(opts.baseUrl, stats);
    try {
      await client.init();
      await shop(client);
    } finally {
      client.close();
    }
  }

  async function shop(client: Client): Promise<void> {
    while (Date.now() < deadline) {
      client.nextVisitor();
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

  const arrive = (i: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, (i * opts.arrivalMs) / opts.shoppers));
  await Promise.all(
    Array.from({ length: opts.shoppers }, (_, i) => arrive(i).then(() => shopper())),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: stats.errors,
    errorSamples: stats.errorSamples,
    requestsPerSecond: sorted.length / seconds,
    generatorCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ordersRequested,
    ordersConfirmed,
    cartIds,
  };
}
