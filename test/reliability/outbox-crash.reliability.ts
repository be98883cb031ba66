import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type TestSmtpServer,
  startSilentServer,
  startSmtpServer,
} from '../../src/server/testing/smtp-test-server';
import { ShopClient, orderableVariants, queryShop, readyCart } from './support/shop-api';
import { type ShopProcess, startShopProcess } from './support/shop-process';

/**
 * Issue 17: orders and their e-mails survive `kill -9`. Each round 10 shoppers order at once against
 * a mail server that accepts connections and never answers; the server is killed with SIGKILL while
 * they order. Every confirmed order must be in the database with its lines; finally the shop starts
 * with a working SMTP server and every order's two e-mails arrive, each exactly once.
 */
const ROUNDS = 2;
const SHOPPERS = 10;
const SMTP_TIMEOUT_MS = '1000';

interface Confirmed {
  number: string;
  cartId: string;
  ms: number;
}

describe('orders and e-mails across kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  let shop: ShopProcess | null = null;
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every confirmed order, answers within 2 s while SMTP hangs, and mails each order once', async () => {
    const silent = await startSilentServer();
    const confirmed: Confirmed[] = [];
    const finishTimes: number[] = [];
    let killedMidway = 0;
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        shop = await startShopProcess({
          DATA_DIR: dataDir,
          SMTP_URL: silent.url,
          SMTP_TIMEOUT_MS,
        });
        const variants = orderableVariants(dataDir, SHOPPERS);
        const carts = await Promise.all(
          variants.map(async (variant, i) => {
            const client = await new ShopClient(shop!.url).init();
            const cart = await readyCart(client, variant, `vevo.${round}.${i}@example.hu`);
            return { client, cart };
          }),
        );
        const victim = shop;
        let answered = 0;
        // SIGKILL once half of the shoppers have their answer: the rest are in flight or not yet sent.
        const results = await Promise.all(
          carts.map(async ({ client, cart }, i) => {
            await new Promise((r) => setTimeout(r, i * 15));
            try {
              const res = await client.post<{ status: number; order: { order_number: string } }>(
                'finishCart',
                { cart_id: cart.id, total: cart.vegosszeg + (cart.shippingcost ?? 0) },
              );
              answered += 1;
              if (answered === SHOPPERS / 2) void victim.kill9();
              if (res.status === 200 && res.body.status === 1) {
                finishTimes.push(res.ms);
                return { number: res.body.order.order_number, cartId: cart.id, ms: res.ms };
              }
            } catch {
              killedMidway += 1; // the connection died with the process: the shopper has no answer
            }
            return null;
          }),
        );
        await victim.kill9();
        confirmed.push(...results.filter((r): r is Confirmed => r !== null));
        shop = null;
      }
    } finally {
      await silent.close();
    }

    expect(confirmed.length).toBeGreaterThanOrEqual(ROUNDS * (SHOPPERS / 2));
    expect(Math.max(...finishTimes)).toBeLessThan(2000);

    // Every confirmed order is stored, with its line.
    const orders = queryShop<{ order_number: string; cart_id: string; lines: number }>(
      dataDir,
      `select o.order_number, o.cart_id, (select count(*) from order_lines l where l.order_id = o.id) as lines
       from orders o`,
    );
    const stored = new Map(orders.map((o) => [o.order_number, o]));
    for (const c of confirmed)
      expect(stored.get(c.number)).toMatchObject({ cart_id: c.cartId, lines: 1 });

    // Nothing was delivered to the silent server; now a working one, and a fresh process.
    let smtp: TestSmtpServer | null = await startSmtpServer();
    try {
      shop = await startShopProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url, SMTP_TIMEOUT_MS });
      const expected = orders.length * 2;
      const deadline = Date.now() + 60_000;
      while (smtp.received.length < expected && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      // A little longer: a duplicate would show up now.
      await new Promise((r) => setTimeout(r, 3000));
      const received = smtp.received;
      expect(received).toHaveLength(expected);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(expected);
      for (const order of orders) {
        const about = received.filter((m) => m.subject.includes(order.order_number));
        expect(about.map((m) => m.subject.split(/[–:]/)[0]?.trim()).sort()).toEqual([
          'Rendelés visszaigazolása',
          'Új rendelés',
        ]);
      }
      const left = queryShop<{ n: number }>(
        dataDir,
        `select count(*) as n from mail_outbox where status <> 'sent'`,
      );
      expect(left[0]?.n).toBe(0);
      console.log(
        `outbox crash rounds: ${ROUNDS} × ${SHOPPERS} shoppers, ${confirmed.length} confirmed ` +
          `(${orders.length} stored, ${killedMidway} cut off by kill -9), finishCart max ` +
          `${Math.round(Math.max(...finishTimes))} ms with a silent SMTP server; ${received.length} ` +
          `e-mails after restart, each once`,
      );
    } finally {
      await shop?.stop();
      shop = null;
      await smtp.close();
      smtp = null;
    }
  });
});
