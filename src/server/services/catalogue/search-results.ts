import type { Db } from '../../db/database';
import { searchProducts } from './product-search';

/**
 * A list narrowed by a search text: the list's own products (category, sale, bike: SQL, cached) kept
 * only where the search matched them, in one pass over the list (no query per search).
 */

/**
 * The list's ids (in the list's order) that match the words. By relevance (item number, then names,
 * then descriptions; inside each the score), ties in the list's order, when `relevance`; otherwise
 * only the three groups, each in the list's order (the order the shopper chose).
 */
export async function orderSearchResults(
  db: Db,
  listIds: number[],
  words: string[],
  relevance: boolean,
): Promise<number[]> {
  const { catalogue, match } = await searchProducts(db, words);
  const rank = new Map<number, number>();
  for (let i = 0; i < match.docs.length; i++) {
    const id = catalogue.products[match.docs[i] as number]?.id;
    if (id === undefined) continue;
    const group = match.group[i] as number;
    rank.set(id, relevance ? group * 65536 + (match.score[i] as number) : group);
  }
  const found = listIds.filter((id) => rank.has(id));
  // Array.prototype.sort is stable: equal ranks keep the list's order.
  return found.sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number));
}

/** How many of the list's products match the words, per category id (own products only). */
export async function countSearchResultsByCategory(
  db: Db,
  listIds: number[],
  words: string[],
): Promise<Map<number, number>> {
  const { catalogue, match } = await searchProducts(db, words);
  const matched = new Set<number>();
  for (const doc of match.docs) {
    const id = catalogue.products[doc]?.id;
    if (id !== undefined) matched.add(id);
  }
  const counts = new Map<number, number>();
  for (const id of listIds) {
    if (!matched.has(id)) continue;
    const doc = catalogue.position.get(id);
    const category =
      doc === undefined
        ? undefined
        : catalogue.categories[catalogue.productCategory[doc] as number];
    if (category) counts.set(category.id, (counts.get(category.id) ?? 0) + 1);
  }
  return counts;
}
