import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ShopClient, orderableVariants, percentile, queryShop } from './support/shop-api';
import { type ShopProcess, startShopProcess } from './support/shop-process';

/**
 * Issue 17: another process holds SQLite's write lock (`BEGIN IMMEDIATE` on the shop's file, here
 * the test process). The shop keeps answering reads in normal time; a write waits without blocking
 * them, then answers 503 with Retry-After and a Hungarian message after the bounded wait (4 s), and
 * succeeds once the lock is released.
 */
interface CartAnswer {
  status: number;
  message?: string;
  cart: { id: string };
}

describe('SQLite held by another process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  let shop: ShopProcess | null = null;
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps answering reads, answers a write 503 + Retry-After after the bounded wait, then writes', async () => {
    shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    const base = shop.url;
    const [first, second] = orderableVariants(dataDir, 2);
    const [product] = queryShop<{ alias: string }>(
      dataDir,
      `select alias from products where active = 1 order by id limit 1`,
    );
    const client = await new ShopClient(base).init();
    const added = await client.post<CartAnswer>('addToCart', { id: first, quantity: 1 });
    expect(added.status).toBe(200);
    const cartId = added.body.cart.id;
    const readPaths = [
      '/api/motorom/gyartok',
      `/api/productByAlias/${product!.alias}`,
      '/api/partners',
    ];
    const read = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}${readPaths[i % readPaths.length]}`);
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started, i: i % readPaths.length };
    };
    // Warm up, and the reads' normal time without a lock.
    const normal = [];
    for (let i = 0; i < 30; i += 1) normal.push(await read(i));

    const holder = new SqliteDatabase(path.join(dataDir, 'shop.sqlite'));
    holder.prepare('begin immediate').run();
    let locked: Awaited<ReturnType<typeof client.post<CartAnswer>>>;
    const during: { status: number; ms: number; i: number }[] = [];
    try {
      const write = client.post<CartAnswer>('addToCart', {
        cart_id: cartId,
        id: second,
        quantity: 1,
      });
      let writing = true;
      void write.finally(() => (writing = false));
      for (let i = 0; writing; i += 1) {
        during.push(await read(i));
        await new Promise((r) => setTimeout(r, 20));
      }
      locked = await write;
    } finally {
      holder.prepare('commit').run();
      holder.close();
    }

    expect(locked.status).toBe(503);
    expect(locked.headers.get('retry-after')).toBe('3');
    expect(locked.body).toEqual({
      status: 0,
      message:
        'A szolgáltatás átmenetileg túlterhelt, kérjük, próbálja újra néhány másodperc múlva.',
    });
    expect(locked.ms).toBeGreaterThanOrEqual(3500);
    expect(locked.ms).toBeLessThan(6000);
    // The reads went on: every one answered, in about their normal time.
    expect(during.filter((r) => r.status !== 200)).toEqual([]);
    expect(during.length).toBeGreaterThanOrEqual(40);
    const p95 = percentile(
      during.map((r) => r.ms),
      95,
    );
    expect(p95).toBeLessThan(150);
    // The cause is in the log.
    expect(shop.output()).toContain('database busy: answered 503');

    // Lock released: the same write goes through; nothing of the refused one was left behind.
    const again = await client.post<CartAnswer>('addToCart', {
      cart_id: cartId,
      id: second,
      quantity: 1,
    });
    expect(again.status).toBe(200);
    const lines = queryShop<{ variant_id: number; quantity: number }>(
      dataDir,
      `select variant_id, quantity from cart_lines where cart_id = ? order by variant_id`,
      cartId,
    );
    expect(lines.find((l) => l.variant_id === second)?.quantity).toBe(1);
    console.log(
      `SQLite lock held by another process: write answered ${locked.status} after ` +
        `${Math.round(locked.ms)} ms; ${during.length} reads meanwhile, p95 ${Math.round(p95)} ms ` +
        `(without a lock p95 ${Math.round(
          percentile(
            normal.map((r) => r.ms),
            95,
          ),
        )} ms); ` +
        `after the release the write answered ${again.status} in ${Math.round(again.ms)} ms`,
    );
  });
});
