import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '../../src/server/seed/demo-catalogue';
import { type TestApp, createTestApp } from '../../src/server/testing/test-helpers';
import { runShoppingScenario } from './shopping-scenario';

/**
 * The bench's shoppers against a real listening server on a SQLite file (so the WAL flusher of
 * db/wal-sync.ts answers the writes): every order asked for is confirmed and stored once, nothing fails.
 */
describe('the shopping scenario of npm run bench', () => {
  let dir: string;
  let t: TestApp;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-'));
    t = await createTestApp({
      databaseUrl: path.join(dir, 'shop.sqlite'),
      // The shoppers come from addresses of their own (X-Forwarded-For), as in the bench.
      trustProxy: 1,
    });
    await seedCatalogue(t.app.db, { mediaDir: path.join(dir, 'media'), products: 60 });
  });

  afterEach(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('places each requested order exactly once, with a double click, over keep-alive connections', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const result = await runShoppingScenario({
      baseUrl: address,
      shoppers: 6,
      durationMs: 2500,
      arrivalMs: 300,
    });
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.ordersRequested).toBeGreaterThan(0);
    expect(result.ordersConfirmed).toBe(result.ordersRequested);
    // list, search, product, add, 8 changes, 2 order clicks per order at least
    expect(result.requests).toBeGreaterThanOrEqual(14 * result.ordersRequested);
    expect(result.generatorCpuMs).toBeGreaterThan(0);
    const placed = await t.app.db
      .selectFrom('orders')
      .select('cart_id')
      .where('cart_id', 'in', result.cartIds)
      .execute();
    expect(placed).toHaveLength(result.ordersRequested);
    expect(new Set(placed.map((o) => o.cart_id)).size).toBe(placed.length);
  });
});
