import type {
  SuggestedCategory,
  SuggestedItemNumber,
  SuggestedProduct,
  Suggestions,
} from '@common/api/suggest.schema';
import { SUGGEST_MIN_CHARS } from '@common/api/suggest.constants';
import { normalizeSearchText, searchWords } from '@common/text-normalize';
import type { Db } from '../../db/database';
import { type TextMatch, TextIndex } from './text-index';
import { versionedIndex } from './versioned-index';

/**
 * The header search box's suggestions: products (name, picture, price), categories and item numbers,
 * answered from an in-memory index per process (text-index.ts says why) that follows the catalogue
 * version (versioned-index.ts).
 */
export const MAX_PRODUCTS = 6;
export const MAX_CATEGORIES = 4;
export const MAX_ITEM_NUMBERS = 4;
/** Answers kept per index: shoppers type the same beginnings ('si', 'sis', 'sisa') over and over. */
const MAX_CACHED_ANSWERS = 5000;

interface ItemNumberEntry {
  key: string;
  cikkszam: string;
  product: number;
}

interface SuggestIndex {
  products: SuggestedProduct[];
  /** Per product: its place when ordered by name length, then name (the tie-break of equal scores). */
  productRank: Int32Array;
  productText: TextIndex;
  categories: SuggestedCategory[];
  categoryRank: Int32Array;
  categoryText: TextIndex;
  /** Sorted by key: item numbers without separators, lower-case ('ebcfa196hh'). */
  itemNumbers: ItemNumberEntry[];
  answers: Map<string, Suggestions>;
}

/** Shorter names first (closer to what was typed), then A-Z in Hungarian order; computed once per build. */
function nameRanks(docs: { name: string }[]): Int32Array {
  const order = Array.from(docs.keys()).sort((a, b) => {
    const x = (docs[a] as { name: string }).name;
    const y = (docs[b] as { name: string }).name;
    return x.length - y.length || x.localeCompare(y, 'hu');
  });
  const rank = new Int32Array(docs.length);
  order.forEach((doc, place) => {
    rank[doc] = place;
  });
  return rank;
}

async function buildIndex(db: Db): Promise<SuggestIndex> {
  const [rows, images, variants, categoryRows] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'alias',
        'fullname_hu',
        'fullname_en',
        'detail_name_hu',
        'effective_price',
        'start_price_curr_hu',
        'top_price_curr_hu',
      ])
      .where('active', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .orderBy('product_id')
      .orderBy('position', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('variants').select(['product_id', 'cikkszam']).execute(),
    db.selectFrom('categories').select(['alias', 'name_hu', 'name_en', 'section']).execute(),
  ]);
  // Ordered last-first per product, so the last one written is the first picture.
  const firstImage = new Map<number, string>();
  for (const image of images) firstImage.set(image.product_id, image.url);

  const position = new Map<number, number>();
  const productText = new TextIndex();
  const products = rows.map((p, i) => {
    position.set(p.id, i);
    productText.add(i, [p.fullname_hu, p.fullname_en, p.detail_name_hu]);
    return {
      id: p.id,
      alias: p.alias,
      name: p.fullname_hu || p.fullname_en,
      image: firstImage.get(p.id) ?? null,
      price: p.effective_price,
      fromPrice: p.start_price_curr_hu !== p.top_price_curr_hu,
    };
  });

  const categoryText = new TextIndex();
  const categories = categoryRows.map((c, i) => {
    categoryText.add(i, [c.name_hu, c.name_en]);
    return { alias: c.alias, name: c.name_hu || c.name_en, path: `/${c.section}/${c.alias}` };
  });

  const itemNumbers: ItemNumberEntry[] = [];
  for (const v of variants) {
    const product = position.get(v.product_id);
    if (product === undefined) continue;
    itemNumbers.push({ key: itemKey(v.cikkszam), cikkszam: v.cikkszam, product });
  }
  itemNumbers.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    products,
    productRank: nameRanks(products),
    productText: productText.build(),
    categories,
    categoryRank: nameRanks(categories),
    categoryText: categoryText.build(),
    itemNumbers,
    answers: new Map(),
  };
}

function itemKey(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '');
}

const currentIndex = versionedIndex(buildIndex);

/** Best first: fewer typos and more word starts, then the name rank; without sorting every candidate. */
function best<T>(matches: TextMatch[], docs: T[], rank: Int32Array, limit: number): T[] {
  const top: TextMatch[] = [];
  const before = (a: TextMatch, b: TextMatch) =>
    a.score - b.score || (rank[a.doc] as number) - (rank[b.doc] as number);
  for (const match of matches) {
    if (top.length === limit && before(match, top[limit - 1] as TextMatch) >= 0) continue;
    let i = Math.min(top.length, limit - 1);
    top[i] = match;
    while (i > 0 && before(top[i] as TextMatch, top[i - 1] as TextMatch) < 0) {
      [top[i - 1], top[i]] = [top[i] as TextMatch, top[i - 1] as TextMatch];
      i--;
    }
  }
  return top.map((m) => docs[m.doc] as T);
}

function matchItemNumbers(index: SuggestIndex, query: string): SuggestedItemNumber[] {
  const key = itemKey(query);
  // Only a text with a digit looks like an item number; 'alp' alone would list a brand's codes.
  if (key.length < 3 || !/[0-9]/.test(key)) return [];
  const list = index.itemNumbers;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as ItemNumberEntry).key < key) lo = mid + 1;
    else hi = mid;
  }
  const out: SuggestedItemNumber[] = [];
  for (let i = lo; i < list.length && out.length < MAX_ITEM_NUMBERS; i++) {
    const entry = list[i] as ItemNumberEntry;
    if (!entry.key.startsWith(key)) break;
    const product = index.products[entry.product] as SuggestedProduct;
    out.push({ cikkszam: entry.cikkszam, alias: product.alias, name: product.name });
  }
  return out;
}

export async function suggest(db: Db, query: string): Promise<Suggestions> {
  const words = searchWords(query).slice(0, 10);
  if (words.join('').length < SUGGEST_MIN_CHARS)
    return { products: [], categories: [], itemNumbers: [] };
  const index = await currentIndex(db);
  const key = `${words.join(' ')}|${itemKey(query)}`;
  const known = index.answers.get(key);
  if (known) return known;
  const answer = {
    products: best(
      index.productText.search(words),
      index.products,
      index.productRank,
      MAX_PRODUCTS,
    ),
    categories: best(
      index.categoryText.search(words),
      index.categories,
      index.categoryRank,
      MAX_CATEGORIES,
    ),
    itemNumbers: matchItemNumbers(index, query),
  };
  if (index.answers.size >= MAX_CACHED_ANSWERS) index.answers.clear();
  index.answers.set(key, answer);
  return answer;
}
