import type {
  SuggestedCategory,
  SuggestedItemNumber,
  SuggestedProduct,
  Suggestions,
} from '@common/api/suggest.schema';
import { SUGGEST_MIN_CHARS } from '@common/api/suggest.constants';
import { searchWords } from '@common/text-normalize';
import type { Db } from '../../db/database';
import { findItemNumbers } from './item-numbers';
import { GROUP_BODY, Search, searchProducts } from './product-search';
import { readTerms } from './search-query';
import type { SearchableCatalogue } from './searchable-catalogue';
import { compact } from './search-words';

/**
 * The header search box's suggestions: products (name, picture, price), categories and item numbers,
 * from the shop's one search (product-search.ts), so what the list suggests is what Enter finds.
 */
export const MAX_PRODUCTS = 6;
export const MAX_CATEGORIES = 4;
export const MAX_ITEM_NUMBERS = 4;
/** Suggested item numbers begin with the text from this many characters ('ebc' alone lists none). */
const ITEM_SUGGEST_MIN = 3;
/** Answers kept per catalogue version: shoppers type the same beginnings ('si', 'sis', 'sisa') over and over. */
const MAX_CACHED_ANSWERS = 5000;

const answers = new WeakMap<SearchableCatalogue, Map<string, Suggestions>>();

interface Ranked {
  doc: number;
  rank: number;
  tie: number;
}

/** The best `limit` by rank, then tie-break, without sorting every candidate. */
function best(candidates: Ranked[], limit: number): number[] {
  const top: Ranked[] = [];
  const before = (a: Ranked, b: Ranked) => a.rank - b.rank || a.tie - b.tie;
  for (const c of candidates) {
    if (top.length === limit && before(c, top[limit - 1] as Ranked) >= 0) continue;
    let i = Math.min(top.length, limit - 1);
    top[i] = c;
    while (i > 0 && before(top[i] as Ranked, top[i - 1] as Ranked) < 0) {
      [top[i - 1], top[i]] = [top[i] as Ranked, top[i - 1] as Ranked];
      i--;
    }
  }
  return top.map((c) => c.doc);
}

async function suggestCategories(
  db: Db,
  catalogue: SearchableCatalogue,
  words: string[],
): Promise<SuggestedCategory[]> {
  const search = new Search(db, catalogue);
  const score = new Map<number, number>();
  let first = true;
  for (const term of readTerms(catalogue, words)) {
    const named = await search.termCategories(term);
    if (named === null) continue;
    for (const at of first ? named.keys() : [...score.keys()]) {
      const quality = named.get(at);
      if (quality === undefined) score.delete(at);
      else score.set(at, (score.get(at) ?? 0) + quality);
    }
    first = false;
  }
  const ranked = [...score].map(([doc, rank]) => ({
    doc,
    rank,
    tie: (catalogue.categories[doc] as SuggestedCategory).name.length,
  }));
  return best(ranked, MAX_CATEGORIES).map((at) => {
    const { alias, name, path } = catalogue.categories[at] as SuggestedCategory;
    return { alias, name, path };
  });
}

function suggestItemNumbers(catalogue: SearchableCatalogue, query: string): SuggestedItemNumber[] {
  const out: SuggestedItemNumber[] = [];
  for (const { entry } of findItemNumbers(catalogue, compact(query), ITEM_SUGGEST_MIN)) {
    const doc = entry.active ? catalogue.position.get(entry.productId) : undefined;
    if (doc === undefined) continue;
    const product = catalogue.products[doc] as SuggestedProduct;
    out.push({ cikkszam: entry.cikkszam, alias: product.alias, name: product.name });
    if (out.length === MAX_ITEM_NUMBERS) break;
  }
  return out;
}

export async function suggest(db: Db, query: string): Promise<Suggestions> {
  const words = searchWords(query).slice(0, 10);
  if (words.join('').length < SUGGEST_MIN_CHARS)
    return { products: [], categories: [], itemNumbers: [] };
  const { catalogue, match } = await searchProducts(db, words);
  let cache = answers.get(catalogue);
  if (!cache) {
    cache = new Map();
    answers.set(catalogue, cache);
  }
  const key = `${words.join(' ')}|${compact(query)}`;
  const known = cache.get(key);
  if (known) return known;
  // A suggestion names what was typed: products found only by their description are left to the list.
  const ranked: Ranked[] = [];
  for (let i = 0; i < match.docs.length; i++) {
    const group = match.group[i] as number;
    if (group === GROUP_BODY) continue;
    const doc = match.docs[i] as number;
    ranked.push({
      doc,
      rank: group * 65536 + (match.score[i] as number),
      tie: catalogue.nameRank[doc] as number,
    });
  }
  const answer = {
    products: best(ranked, MAX_PRODUCTS).map((doc) => catalogue.products[doc] as SuggestedProduct),
    categories: await suggestCategories(db, catalogue, words),
    itemNumbers: suggestItemNumbers(catalogue, query),
  };
  if (cache.size >= MAX_CACHED_ANSWERS) cache.clear();
  cache.set(key, answer);
  return answer;
}
