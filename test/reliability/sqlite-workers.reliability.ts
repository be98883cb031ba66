import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DELIVERY, ShopClient, orderableVariants, queryShop } from './support/shop-api';
import { type ShopProcess, startShopProcess } from './support/shop-process';

/**
 * Issue 17: `WORKERS=2` on one SQLite file (docs/deploy.md allows it). Before, 12 parallel
 * registrations gave three 500 "database is locked". Now many shoppers register, fill carts and order
 * at once through both processes: no 5xx, and every write is either done or refused whole.
 */
const SHOPPERS = 12;

interface Answer {
  status: number;
  cart?: { id: string; vegosszeg: number; shippingcost: number | null };
  order?: { order_number: string };
}

describe('two processes on one SQLite file', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-workers-'));
  let shop: ShopProcess | null = null;
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives no 5xx to parallel registrations, cart writes and orders, and leaves nothing half-done', async () => {
    shop = await startShopProcess({ DATA_DIR: dataDir, WORKERS: '2', TRUST_PROXY: '1' });
    // Both API processes listen before the burst.
    const deadline = Date.now() + 60_000;
    const workers = () =>
      execFileSync('pgrep', ['-P', String(shop!.process.pid), '-f', 'main.ts'], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .filter(Boolean).length;
    while (workers() < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(workers()).toBe(2);
    await new Promise((r) => setTimeout(r, 3000));

    const variants = orderableVariants(dataDir, SHOPPERS);
    const statuses: Record<string, number[]> = {
      register: [],
      addToCart: [],
      modifyCart: [],
      finishCart: [],
    };
    const started = performance.now();
    const registered: string[] = [];
    const ordered: string[] = [];
    await Promise.all(
      variants.map(async (variant, i) => {
        // Each shopper from an address of its own (behind the proxy), with its own anti-forgery token.
        const address = { 'x-forwarded-for': `10.17.0.${i + 1}` };
        const client = await new ShopClient(shop!.url).init();
        const email = `parhuzamos.${i}@example.hu`;
        const reg = await client.post(
          'register',
          {
            name: `Párhuzamos Vevő${i}`,
            email,
            password: 'hosszu-jelszo-17',
            password_confirmation: 'hosszu-jelszo-17',
          },
          address,
        );
        statuses.register!.push(reg.status);
        if (reg.status === 200) registered.push(email);
        const added = await client.post<Answer>('addToCart', { id: variant, quantity: 1 }, address);
        statuses.addToCart!.push(added.status);
        if (added.status !== 200 || !added.body.cart) return;
        let cart = added.body.cart;
        for (const [name, value] of [...DELIVERY, ['email', email] as const]) {
          const res = await client.post<Answer>(
            'modifyCart',
            { cart_id: cart.id, name, value },
            address,
          );
          statuses.modifyCart!.push(res.status);
          if (res.status !== 200 || !res.body.cart) return;
          cart = res.body.cart;
        }
        const done = await client.post<Answer>(
          'finishCart',
          { cart_id: cart.id, total: cart.vegosszeg + (cart.shippingcost ?? 0) },
          address,
        );
        statuses.finishCart!.push(done.status);
        if (done.status === 200 && done.body.order) ordered.push(cart.id);
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const all = Object.values(statuses).flat();
    expect(all.filter((s) => s >= 500)).toEqual([]);
    // Clear refusals only (a limit, a validation): and in this burst every shopper gets through.
    expect(registered).toHaveLength(SHOPPERS);
    expect(ordered).toHaveLength(SHOPPERS);

    // Nothing half-done: each registered e-mail is one user; each finished cart has its order and line.
    const users = queryShop<{ email: string }>(
      dataDir,
      `select email from users where email like 'parhuzamos.%'`,
    );
    expect(users.map((u) => u.email).sort()).toEqual([...registered].sort());
    const halfDone = queryShop<{ id: string }>(
      dataDir,
      `select c.id from carts c where c.finish = 1 and not exists
         (select 1 from orders o where o.cart_id = c.id
            and exists (select 1 from order_lines l where l.order_id = o.id))`,
    );
    expect(halfDone).toEqual([]);
    const orders = queryShop<{ cart_id: string }>(dataDir, `select cart_id from orders`);
    expect(orders.map((o) => o.cart_id).sort()).toEqual([...ordered].sort());
    console.log(
      `WORKERS=2 on SQLite: ${SHOPPERS} shoppers at once, ${all.length} writes in ` +
        `${seconds.toFixed(1)} s (${Object.entries(statuses)
          .map(([k, v]) => `${k} ${v.length}`)
          .join(', ')}); statuses ${JSON.stringify(countBy(all))}; ` +
        `${users.length} users, ${orders.length} orders, 0 half-done`,
    );
  });

  it('counts a login burst through both processes once: exactly the limit is let through', async () => {
    // 30 wrong logins for one e-mail from one address at once, spread over the two processes:
    // the shared counter (one atomic upsert per attempt) lets exactly the pair limit, 10, be hashed.
    const clients = await Promise.all(
      Array.from({ length: 30 }, () => new ShopClient(shop!.url).init()),
    );
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.post(
          'login',
          { email: 'parhuzamos.0@example.hu', password: `rossz-jelszo-${i}` },
          { 'x-forwarded-for': '10.17.1.1' },
        ),
      ),
    );
    const counts = countBy(answers.map((a) => a.status));
    console.log(
      `WORKERS=2 login burst: 30 at once for one e-mail from one address: ${JSON.stringify(counts)}`,
    );
    expect(counts).toEqual({ 401: 10, 429: 20 });
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
