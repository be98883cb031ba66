import { CompiledQuery } from 'kysely';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { productFilter } from './product-filter';
import { fittingQuery } from './bike-fits';

// The catalogue stays fast on 20 000 products only while the filters use their indexes: these tests
// read SQLite's query plan, so a dropped or bypassed index fails here rather than in production.
const onSqlite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function plan(filters: Parameters<typeof productFilter>[0]): Promise<string> {
  const query = t.app.db
    .selectFrom('products')
    .select('products.id')
    .where(productFilter(filters))
    .compile();
  const result = await t.app.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((r) => r.detail).join('\n');
}

onSqlite('catalogue query plans', () => {
  it('finds the products fitting a bike through the fitment index', async () => {
    const detail = await plan({ categoryIds: null, akcios: false, bike: 17 });
    expect(detail).toMatch(
      /variant_bikes USING COVERING INDEX variant_bikes_bike_idx \(bike_type_id=\?\)/,
    );
    expect(detail).toMatch(/variants USING INTEGER PRIMARY KEY/);
  });

  it('finds the parts fitting the bikes a search names through the fitment index', async () => {
    const query = fittingQuery(t.app.db, [3, 17, 40]).compile();
    const result = await t.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const detail = result.rows.map((r) => r.detail).join('\n');
    expect(detail).toMatch(
      /variant_bikes USING COVERING INDEX variant_bikes_bike_idx \(bike_type_id=\?\)/,
    );
    expect(detail).toMatch(/variants USING INTEGER PRIMARY KEY/);
  });
});
