import path from 'node:path';
import type { ProductListItem } from '@common/api/catalogue.schema';
import { seedCatalogue } from '../../seed/demo-catalogue';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import qualityList from './testing/search-queries.json';

/**
 * The search quality list (testing/search-queries.json): real rider queries on the demo catalogue, each
 * with what a relevant result is. Runs every query through the real results page call and reports the
 * share that finds a relevant product among the first three; fails below the list's goal.
 */
jest.setTimeout(240_000);

interface Relevant {
  categories?: string[];
  brands?: string[];
  fits?: string;
  items?: string[];
  products?: string[];
}
interface QualityQuery {
  q: string;
  kind: string;
  relevant: Relevant;
}

interface ProductFacts {
  alias: string;
  brand: string;
  /** The product's category and its ancestors. */
  categories: Set<string>;
  items: Set<string>;
  /** 'Maker Model' of every bike type a variant fits. */
  bikes: Set<string>;
}

let t: TestApp;
let facts: Map<number, ProductFacts>;

async function loadFacts(): Promise<Map<number, ProductFacts>> {
  const db = t.app.db;
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'alias'])
    .execute();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const lineage = (id: number) => {
    const out = new Set<string>();
    for (let c = byId.get(id); c; c = c.parent_id == null ? undefined : byId.get(c.parent_id))
      out.add(c.alias);
    return out;
  };
  const products = await db
    .selectFrom('products')
    .select(['id', 'alias', 'brand', 'category_id'])
    .execute();
  const out = new Map<number, ProductFacts>(
    products.map((p) => [
      p.id,
      {
        alias: p.alias,
        brand: p.brand,
        categories: lineage(p.category_id),
        items: new Set(),
        bikes: new Set(),
      },
    ]),
  );
  for (const v of await db.selectFrom('variants').select(['product_id', 'cikkszam']).execute())
    out.get(v.product_id)?.items.add(v.cikkszam);
  const fits = await db
    .selectFrom('variant_bikes')
    .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
    .innerJoin('bike_types', 'bike_types.id', 'variant_bikes.bike_type_id')
    .innerJoin('manufacturers', 'manufacturers.id', 'bike_types.manufacturer_id')
    .select(['variants.product_id', 'bike_types.name_en', 'manufacturers.name_en as maker'])
    .execute();
  for (const f of fits) {
    const model = f.name_en.replace(/\s*\(.*\)\s*$/, '');
    out.get(f.product_id)?.bikes.add(`${f.maker} ${model}`);
  }
  return out;
}

function isRelevant(product: ProductFacts, relevant: Relevant): boolean {
  if (relevant.categories && !relevant.categories.some((c) => product.categories.has(c)))
    return false;
  if (relevant.brands && !relevant.brands.includes(product.brand)) return false;
  if (relevant.items && !relevant.items.some((i) => product.items.has(i))) return false;
  if (relevant.products && !relevant.products.includes(product.alias)) return false;
  const fits = relevant.fits;
  // 'Honda' is every Honda; 'Yamaha YZF-R1' is not the YZF-R125.
  if (fits && ![...product.bikes].some((b) => b === fits || b.startsWith(`${fits} `))) return false;
  return true;
}

async function firstThree(q: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/productsByAlias/kereses',
    headers: t.headers,
    payload: { sort: ['fullname_en', 'asc'], range: [0, 3], searchText: q, akcios: false },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ProductListItem[]).map((p) => p.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db, { mediaDir: path.join(t.config.dataDir, 'media') });
  facts = await loadFacts();
});
afterAll(async () => {
  await t.close();
});

it('the quality list describes only products the demo catalogue has', () => {
  const all = [...facts.values()];
  const unsatisfiable = (qualityList.queries as QualityQuery[]).filter(
    (query) => !all.some((p) => isRelevant(p, query.relevant)),
  );
  expect(unsatisfiable.map((query) => query.q)).toEqual([]);
});

it(`finds a relevant product in the first three results for at least ${qualityList.goal * 100} % of the rider queries`, async () => {
  const queries = qualityList.queries as QualityQuery[];
  expect(queries.length).toBeGreaterThanOrEqual(100);
  const misses: string[] = [];
  for (const query of queries) {
    const ids = await firstThree(query.q);
    const hit = ids.some((id) => {
      const product = facts.get(id);
      return product !== undefined && isRelevant(product, query.relevant);
    });
    if (!hit)
      misses.push(
        `${query.q} (${query.kind}): ${ids.map((id) => facts.get(id)?.alias).join(', ') || 'nothing'}`,
      );
  }
  const share = (queries.length - misses.length) / queries.length;
  console.log(
    `Search quality: ${queries.length - misses.length} of ${queries.length} queries (${(share * 100).toFixed(1)} %) find a relevant product in the first three.\n` +
      (misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'Missed: none'),
  );
  expect(share).toBeGreaterThanOrEqual(qualityList.goal);
});
