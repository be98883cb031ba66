/**
 * What `npm run bench` asks the catalogue: requests drawn evenly from the seeded catalogue itself
 * (product aliases, words of real product names, bike types that have fitting parts), so every call
 * finds something and caches see a realistic spread rather than one hot key.
 */
import type { AutocannonRequest } from 'autocannon';
import { searchWords } from '../../src/common/text-normalize';
import { openDatabase } from '../../src/server/db/database';

export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Unloaded latency of each distinct request's first hit (empty caches). */
  coldP50: number;
  coldP95: number;
}

export interface Samples {
  describe: Record<string, string>;
  calls(postHeaders: Record<string, string>): [string, AutocannonRequest[]][];
}

/** Every n-th item so that `count` items spread over the whole list. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)] as T);
}

/**
 * What a shopper has typed when the search box asks for suggestions: a name word's first 2-7 letters,
 * every 4th a whole word with two letters swapped (the typo path), every 5th a whole word plus the
 * start of the next.
 */
export function suggestionTexts(names: string[]): string[] {
  return names.map((name, i) => {
    const words = searchWords(name).filter((w) => w.length >= 4);
    const word = words[i % Math.max(words.length, 1)] ?? 'sisak';
    if (i % 4 === 3 && word.length >= 5)
      return word.charAt(0) + word.charAt(2) + word.charAt(1) + word.slice(3);
    if (i % 5 === 4 && words.length >= 2) return `${words[0]} ${(words[1] as string).slice(0, 3)}`;
    return word.slice(0, 2 + (i % 6));
  });
}

/** What shoppers tick in the filter panel: a brand, brand and size, two sizes, price, stock, sale. */
export function filterChoices(brands: string[]): Record<string, unknown>[] {
  const choices: Record<string, unknown>[] = [
    { sizes: ['M', 'L'] },
    { inStock: true },
    { onSale: true, sizes: ['XL'] },
    { priceMin: 10000, priceMax: 60000 },
  ];
  spread(brands, 4).forEach((brand, i) => {
    choices.push({ brands: [brand] });
    choices.push({ brands: [brand], sizes: [['S', 'M', 'L', 'XL'][i] as string], inStock: true });
  });
  return choices;
}

export async function pickSamples(
  dataDir: string,
  databaseUrl: string | null = null,
): Promise<Samples> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = handle.db;
    const products = await db
      .selectFrom('products')
      .select(['alias', 'fullname_hu', 'fullname_en'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    const categories = await db.selectFrom('categories').select('alias').orderBy('id').execute();
    const bikes = await db
      .selectFrom('variant_bikes')
      .select('bike_type_id')
      .groupBy('bike_type_id')
      .orderBy('bike_type_id')
      .execute();

    const productAliases = spread(products, 200).map((p) => p.alias);
    // One or two words of real names, as shoppers type them: 'kesztyu', 'bor kesztyu', 'brake pad'.
    const searchTexts = spread(products, 100).map((p, i) => {
      const words = searchWords(i % 3 === 2 ? p.fullname_en : p.fullname_hu).filter(
        (w) => w.length >= 3,
      );
      return words.slice(i % 2, (i % 2) + 1 + (i % 4 === 0 ? 1 : 0)).join(' ') || (words[0] ?? 'a');
    });
    const suggestTexts = suggestionTexts(spread(products, 100).map((p) => p.fullname_hu));
    const listAliases = [
      'ruhazat-sisak',
      'szerviz-alkatreszek',
      ...spread(categories, 20).map((c) => c.alias),
    ];
    const bikeIds = spread(bikes, 100).map((b) => b.bike_type_id);
    const brandRows = await db
      .selectFrom('products')
      .select('brand')
      .where('active', '=', 1)
      .where('brand', '!=', '')
      .groupBy('brand')
      .orderBy('brand')
      .execute();
    const brands = brandRows.map((b) => b.brand);
    const filterSets = filterChoices(brands);
    const sorts = [
      ['fullname_en', 'asc'],
      ['start_price_curr_hu', 'asc'],
      ['start_price_curr_hu', 'desc'],
    ];

    return {
      describe: {
        bare: 'GET a route answering `{}`',
        list: `productsByAlias: ${listAliases.length} sections/categories × 3 sorts, pages 1-3 of 15`,
        product: `productByAlias: ${productAliases.length} products`,
        search: `productsByAlias/kereses: ${searchTexts.length} texts of 1-2 words from product names`,
        'bike list': `productsByAliasForBike/alkatresz-kereso: ${bikeIds.length} bike types`,
        'bike tree': `categoriesByAlias/alkatresz-kereso with bike: ${bikeIds.length} bike types`,
        'filtered list': `productsByAlias with filters: ${listAliases.length} sections/categories × ${filterSets.length} choices of brand, size, price, stock, sale; pages 1-2 of 15`,
        'filter counts': `productFacets: the same lists and choices (the counts beside the filters)`,
        suggest: `suggest: ${suggestTexts.length} texts as typed (2-7 letters of a name word, every 4th with two letters swapped, every 5th two words)`,
      },
      calls(post) {
        const postReq = (url: string, body: unknown): AutocannonRequest => ({
          method: 'POST',
          path: url,
          headers: post,
          body: JSON.stringify(body),
        });
        return [
          ['bare', [{ method: 'GET', path: '/bench/bare' }]],
          [
            'list',
            listAliases.flatMap((alias, i) =>
              [0, 15, 30].map((start) =>
                postReq(`/api/productsByAlias/${alias}`, {
                  sort: sorts[i % 3],
                  range: [start, start + 15],
                }),
              ),
            ),
          ],
          [
            'product',
            productAliases.map((alias) => ({
              method: 'GET',
              path: `/api/productByAlias/${alias}`,
            })),
          ],
          [
            'search',
            searchTexts.map((searchText) =>
              postReq('/api/productsByAlias/kereses', { searchText, range: [0, 15] }),
            ),
          ],
          [
            'bike list',
            bikeIds.map((bike) =>
              postReq('/api/productsByAliasForBike/alkatresz-kereso', { bike, range: [0, 15] }),
            ),
          ],
          [
            'bike tree',
            bikeIds.map((bike) => postReq('/api/categoriesByAlias/alkatresz-kereso', { bike })),
          ],
          [
            'filtered list',
            listAliases.flatMap((alias, i) =>
              filterSets.flatMap((filters, j) =>
                [0, 15].map((start) =>
                  postReq(`/api/productsByAlias/${alias}`, {
                    sort: sorts[(i + j) % 3],
                    range: [start, start + 15],
                    filters,
                  }),
                ),
              ),
            ),
          ],
          [
            'filter counts',
            listAliases.flatMap((alias) =>
              filterSets.map((filters) => postReq(`/api/productFacets/${alias}`, { filters })),
            ),
          ],
          [
            'suggest',
            suggestTexts.map((q) => ({
              method: 'GET',
              path: `/api/suggest?q=${encodeURIComponent(q)}`,
            })),
          ],
        ];
      },
    };
  } finally {
    await handle.close();
  }
}
