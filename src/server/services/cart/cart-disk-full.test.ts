import { sql } from 'kysely';
import {
  type CartAnswer,
  type CartFixture,
  cartCall,
  finish,
  ordersOf,
  readyCart,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

/**
 * Issue 17: a full disk answers 503 with a Hungarian message and Retry-After, and the order's
 * transaction leaves nothing behind. On SQLite the real engine reports SQLITE_FULL: the database may
 * not grow past the pages it has (`PRAGMA max_page_count`). On PostgreSQL a trigger raises the server's
 * own disk_full error (SQLSTATE 53100) from inside the order's transaction, after its first insert.
 */
let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

async function fillTheDisk(): Promise<() => Promise<void>> {
  const db = t.app.db;
  if (t.app.dialect === 'sqlite') {
    // Free pages (tables a migration dropped) would take the order's rows without growing the file.
    await sql`vacuum`.execute(db);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    const pages = rows[0]!.page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    return async () => {
      await sql.raw(`pragma max_page_count = ${pages + 100_000}`).execute(db);
    };
  }
  await sql`create function disk_is_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
    db,
  );
  await sql`create trigger disk_is_full after insert on order_lines
    for each row execute function disk_is_full()`.execute(db);
  return async () => {
    await sql`drop trigger disk_is_full on order_lines`.execute(db);
  };
}

const count = async (table: 'orders' | 'order_lines' | 'mail_outbox') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a full disk', () => {
  it('answers finishCart 503 with Retry-After, writes nothing, and orders once there is room', async () => {
    const cart = await readyCart(t, f);
    const before = {
      orders: await count('orders'),
      lines: await count('order_lines'),
      mails: await count('mail_outbox'),
    };
    const freeSpace = await fillTheDisk();
    const res = await finish(t, cart.id);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({
      status: 0,
      message:
        'Átmeneti tárhelyhiba miatt most nem tudjuk menteni a kérését; semmi sem változott. Kérjük, próbálja újra később.',
    });
    await freeSpace();

    // Nothing half-written: no order, no line, no mail, and the cart is still open.
    expect({
      orders: await count('orders'),
      lines: await count('order_lines'),
      mails: await count('mail_outbox'),
    }).toEqual(before);
    const open = (await cartCall(t, 'getCart', { cart_id: cart.id })).json() as CartAnswer;
    expect(open.cart.finish).toBe(false);

    const again = await finish(t, cart.id);
    expect(again.statusCode).toBe(200);
    expect(await ordersOf(t)).toHaveLength(before.orders + 1);
    expect(await count('order_lines')).toBe(before.lines + 2);
  });
});
