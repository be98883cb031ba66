import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { clearCatalogue } from './clear-catalogue';
import { seedCatalogue } from './demo-catalogue';
import { parseSeedArgs } from './seed-cli';

describe('parseSeedArgs', () => {
  it('defaults to the demo size without reset', () => {
    expect(parseSeedArgs([])).toEqual({ products: 400, reset: false });
  });

  it('reads --products N, --products=N and --reset', () => {
    expect(parseSeedArgs(['--products', '20000', '--reset'])).toEqual({
      products: 20000,
      reset: true,
    });
    expect(parseSeedArgs(['--products=25'])).toEqual({ products: 25, reset: false });
  });

  it('refuses counts that are not whole positive numbers, and unknown options', () => {
    for (const bad of [
      ['--products'],
      ['--products', '0'],
      ['--products', '1.5'],
      ['--products', 'sok'],
      ['--products', '9999999'],
    ]) {
      expect(() => parseSeedArgs(bad)).toThrow(/--products/);
    }
    expect(() => parseSeedArgs(['--force'])).toThrow(/Unknown option "--force"/);
  });
});

describe('clearCatalogue', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });

  afterEach(() => t.close());

  it('empties the catalogue, cart lines and demo media, so the catalogue can be seeded again', async () => {
    const db = t.app.db;
    const mediaDir = path.join(t.config.dataDir, 'media');
    await seedCatalogue(db, { mediaDir, products: 20 });
    const variant = await db.selectFrom('variants').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await sql`insert into carts (id, created_at, updated_at) values ('kosar-1', ${now}, ${now})`.execute(
      db,
    );
    await db
      .insertInto('cart_lines')
      .values({ cart_id: 'kosar-1', variant_id: variant.id, quantity: 1, created_at: now })
      .execute();

    expect(await clearCatalogue(db, mediaDir)).toBe(20);
    for (const table of [
      'products',
      'variants',
      'categories',
      'bike_types',
      'manufacturers',
      'variant_bikes',
      'sliders',
      'partners',
      'current_offers',
      'cart_lines',
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect([table, Number(row.n)]).toEqual([table, 0]);
    }
    expect(fs.existsSync(path.join(mediaDir, 'products'))).toBe(false);
    // The cart itself stays, only emptied.
    expect(await db.selectFrom('carts').select('id').execute()).toEqual([{ id: 'kosar-1' }]);

    const again = await seedCatalogue(db, { mediaDir, products: 20 });
    expect(again.products).toBe(20);
  });
});
