import type { Product } from '@common/api/catalogue.schema';
import type { WishlistResponse } from '@common/api/wishlist.schema';
import { WISHLIST_MAX_ITEMS } from '@common/api/wishlist.constants';
import {
  accountListCall,
  expectGuestsRefused,
  expectMalformedRefused,
  registerCustomer,
} from '../../testing/accounts-helpers';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

jest.setTimeout(60_000);

let t: TestApp;

// Fixture products 1-7 are on sale, 8 is not (catalogue-fixtures.ts).
beforeEach(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterEach(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => accountListCall(t, 'wishlist', token, method, url, payload);

async function ok(res: Awaited<ReturnType<typeof call>>): Promise<number[]> {
  expect(res.statusCode).toBe(200);
  const body = res.json() as WishlistResponse;
  expect(body.status).toBe(1);
  return body.products;
}

describe("a customer's wishlist (Kedvencek)", () => {
  it('adds (the last added first, once), removes, and keeps each list to its owner', async () => {
    const anna = await registerCustomer(t, 'anna@example.hu', 'Kiss Anna');
    const bela = await registerCustomer(t, 'bela@example.hu', 'Nagy Béla');
    expect(await ok(await call(anna, 'GET', ''))).toEqual([]);
    await ok(await call(anna, 'POST', '/items', { product: 3 }));
    expect(await ok(await call(anna, 'POST', '/items', { product: 5 }))).toEqual([5, 3]);
    expect(await ok(await call(anna, 'POST', '/items', { product: 3 }))).toEqual([5, 3]);

    expect(await ok(await call(bela, 'GET', ''))).toEqual([]);
    expect(await ok(await call(bela, 'DELETE', '/items/3'))).toEqual([]);
    expect(await ok(await call(anna, 'GET', ''))).toEqual([5, 3]);

    expect(await ok(await call(anna, 'DELETE', '/items/5'))).toEqual([3]);
  });

  it("merges the guest's list at login: added, no duplicates, products no longer on sale dropped", async () => {
    const token = await registerCustomer(t);
    await ok(await call(token, 'POST', '/items', { product: 1 }));
    // The guest's list, last added first: 4, then 1 (already there), 8 (not on sale), 999 (gone), 2.
    const merged = await ok(
      await call(token, 'POST', '/merge', { products: [4, 1, 8, 999, 2, 4] }),
    );
    expect(merged).toEqual([4, 2, 1]);
    // Logging in again with the same browser list changes nothing.
    expect(await ok(await call(token, 'POST', '/merge', { products: [4, 2] }))).toEqual([4, 2, 1]);
    expect(await ok(await call(token, 'POST', '/merge', { products: [] }))).toEqual([4, 2, 1]);
  });

  it('validates: unknown product 404, malformed bodies 400, guests 401 with status 0', async () => {
    const token = await registerCustomer(t);
    const gone = await call(token, 'POST', '/items', { product: 8 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Nem található ilyen eladó termékünk.' });
    await expectMalformedRefused(call, token, [
      ['/items', { product: 0 }],
      ['/items', { product: 'x' }],
      ['/items', { product: 1, extra: true }],
      ['/merge', { products: 1 }],
      ['/merge', { products: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => i + 1) }],
    ]);
    await expectGuestsRefused(call, [
      ['GET', ''],
      ['POST', '/items', { product: 1 }],
      ['POST', '/merge', { products: [1] }],
      ['DELETE', '/items/1'],
    ]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account/wishlist/items',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: { product: 1 },
    });
    expect(forged.statusCode).toBe(419);
    expect(await ok(await call(token, 'GET', ''))).toEqual([]);
  });

  it('answers the products of any list in the order asked, for guests too, without those gone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wishlistProducts?ids=5,8,1,999' });
    expect(res.statusCode).toBe(200);
    const products = res.json() as Product[];
    expect(products.map((p) => [p.id, p.alias])).toEqual([
      [5, 'fekbetet-elso'],
      [1, 'bor-kesztyu'],
    ]);
    expect(products[1]?.variants.map((v) => v.id)).toEqual([11, 12]);
    for (const ids of ['', 'abc', '0', '1,,2', Array.from({ length: 51 }, () => '1').join(',')]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/wishlistProducts?ids=${ids}` });
      expect([ids, bad.statusCode]).toEqual([ids, 400]);
    }
  });
});
