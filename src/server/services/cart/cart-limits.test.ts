import crypto from 'node:crypto';
import { type CartFixture, seedCartCatalogue } from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let f: CartFixture;
beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

const call = (path: string, payload: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: t.headers,
    remoteAddress: ip,
    payload,
  });
const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe('per-address limits of the cart calls', () => {
  it('starts at most 60 new carts per address in 10 minutes, even in a parallel burst', async () => {
    const answers = await Promise.all(
      Array.from({ length: 66 }, () =>
        call('addToCart', { id: f.glovesM, quantity: 1 }, '10.20.0.1'),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 60, 429: 6 });
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      status: 0,
      message:
        'Erről a címről rövid idő alatt túl sok új kosár nyílt. Kérjük, próbálja újra néhány perc múlva.',
    });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const carts = await t.app.db.selectFrom('carts').select('id').execute();
    expect(carts).toHaveLength(60);

    // Adding to a cart the shopper already has is no new cart: it keeps working.
    const open = answers.find((r) => r.statusCode === 200)?.json() as { cart: { id: string } };
    const more = await call(
      'addToCart',
      { id: f.glovesM, quantity: 1, cart_id: open.cart.id },
      '10.20.0.1',
    );
    expect(more.statusCode).toBe(200);
    // An unknown cart id would start a new cart: counted, so refused.
    const unknown = await call(
      'addToCart',
      { id: f.glovesM, quantity: 1, cart_id: crypto.randomUUID() },
      '10.20.0.1',
    );
    expect(unknown.statusCode).toBe(429);
    // Another address is not affected.
    expect((await call('addToCart', { id: f.glovesM, quantity: 1 }, '10.20.0.2')).statusCode).toBe(
      200,
    );
  });

  it('takes at most 30 finishCart calls per address in 10 minutes, counted before the work', async () => {
    const answers = await Promise.all(
      Array.from({ length: 34 }, () =>
        call('finishCart', { cart_id: crypto.randomUUID(), total: 1000 }, '10.21.0.1'),
      ),
    );
    expect(statuses(answers)).toEqual({ 404: 30, 429: 4 });
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      status: 0,
      message:
        'Erről a címről rövid idő alatt túl sok megrendelés érkezett. Kérjük, próbálja újra néhány perc múlva.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(500);
    const other = await call(
      'finishCart',
      { cart_id: crypto.randomUUID(), total: 1000 },
      '10.21.0.2',
    );
    expect(other.statusCode).toBe(404);
  });

  it('takes at most 60 holdCart calls per address in 10 minutes, so holds cannot be renewed at will', async () => {
    const answers = await Promise.all(
      Array.from({ length: 63 }, () =>
        call('holdCart', { cart_id: crypto.randomUUID() }, '10.22.0.1'),
      ),
    );
    expect(statuses(answers)).toEqual({ 404: 60, 429: 3 });
    expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual({
      status: 0,
      message:
        'Erről a címről rövid idő alatt túl sok készletfoglalás érkezett. Kérjük, próbálja újra néhány perc múlva.',
    });
    const other = await call('holdCart', { cart_id: crypto.randomUUID() }, '10.22.0.2');
    expect(other.statusCode).toBe(404);
  });
});
