import { type CompiledQuery, DefaultQueryExecutor } from 'kysely';
import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  modify,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

/**
 * The statements of the busiest cart calls (issue 21, "a crowd of shoppers": a checkout sends eight
 * modifyCart calls, and every statement costs the one event loop its building and running). Every
 * query through Kysely, in both dialects, passes DefaultQueryExecutor.executeQuery; BEGIN and COMMIT
 * are the driver's and are not counted.
 */
let t: TestApp;
let f: CartFixture;
let statements: string[];
let spy: jest.SpyInstance | undefined;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(async () => {
  spy?.mockRestore();
  spy = undefined;
  await t.close();
});

/** Records the SQL of every statement `run` sends. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements = [];
  const real = DefaultQueryExecutor.prototype.executeQuery;
  spy = jest.spyOn(DefaultQueryExecutor.prototype, 'executeQuery').mockImplementation(function (
    this: DefaultQueryExecutor,
    compiled: CompiledQuery,
  ) {
    statements.push(compiled.sql);
    return real.call(this, compiled);
  });
  try {
    const result = await run();
    return { result, sql: statements };
  } finally {
    spy.mockRestore();
    spy = undefined;
  }
}

const onCarts = (sql: string[]) => sql.filter((s) => /^(select|update|insert)[^;]*"carts"/.test(s));

describe('statements per cart call', () => {
  it('modifyCart of a data field: one statement claims the cart and sets the field, two read the lines', async () => {
    const cart = await add(t, f.glovesM, 1);
    const { result, sql } = await statementsOf(() => modify(t, cart.id, 'email', 'a@example.hu'));
    expect(result.email).toBe('a@example.hu');
    expect(result.goods).toHaveLength(1);
    expect(result.goods[0]?.product.image).toEqual(expect.any(String));
    expect(onCarts(sql)).toEqual([expect.stringMatching(/^update "carts" set .*returning \*/)]);
    expect(sql).toHaveLength(3);
  });

  it('modifyCart of the delivery method: the cart is read once by its claim and written once more', async () => {
    const cart = await add(t, f.glovesM, 1);
    const { result, sql } = await statementsOf(() => modify(t, cart.id, 'szallitas', 1));
    expect(result).toMatchObject({ szallitas: 1, shippingcost: 1890 });
    expect(onCarts(sql)).toHaveLength(2);
    expect(onCarts(sql).every((s) => s.startsWith('update'))).toBe(true);
    expect(sql).toHaveLength(4);
  });

  it('finishCart reads the cart once and the order not again after writing it; the second click reads what it needs', async () => {
    const cart = await add(t, f.glovesM, 1);
    await fillCheckout(t, cart.id);
    const first = await statementsOf(() => cartCall(t, 'finishCart', { cart_id: cart.id }));
    expect(first.result.statusCode).toBe(200);
    expect(onCarts(first.sql)).toEqual([
      expect.stringMatching(/^update "carts" set .*returning \*/),
    ]);
    expect(first.sql.filter((s) => /^select[^;]* from "orders"/.test(s))).toHaveLength(0);

    const second = await cartCall(t, 'finishCart', { cart_id: cart.id });
    const placed = first.result.json() as { order: { order_number: string } };
    expect(second.statusCode).toBe(200);
    expect((second.json() as { order: { order_number: string } }).order.order_number).toBe(
      placed.order.order_number,
    );
    expect(((second.json() as CartAnswer).cart as { finish: boolean }).finish).toBe(true);
  });
});
