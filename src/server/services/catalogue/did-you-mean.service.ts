import type {
  AlternativeSearch,
  DidYouMean,
  SuggestedCategory,
  SuggestedProduct,
} from '@common/api/suggest.schema';
import { MAX_SEARCH_WORDS } from '@common/api/catalogue.constants';
import { normalizeSearchText, searchWords } from '@common/text-normalize';
import type { Db } from '../../db/database';
import { GROUP_BODY, Search, searchProducts } from './product-search';
import { readTerms } from './search-query';
import type { SearchableCatalogue } from './searchable-catalogue';
import { typoBudget } from './search-words';

/**
 * What a results page that found nothing offers ('Erre gondoltál?'; nothing when the text finds
 * products): search texts close to the one
 * typed that do find products (a word the catalogue does not know replaced by the nearest one it does,
 * a little further than the search itself forgives; or one word left out when the words find products
 * only apart), the first products of the best of them, and the categories any word names.
 */
export const MAX_ALTERNATIVES = 3;
export const MAX_PRODUCTS = 4;
export const MAX_CATEGORIES = 4;
/** Typos beyond the search's own budget a correction may hold. */
const EXTRA_TYPOS = 1;
const MAX_TYPOS = 3;

const EMPTY: DidYouMean = { searches: [], products: [], categories: [] };

/** The query's own spelling of each normalized word ('kabát' for 'kabat'), to show it back. */
function typedForms(query: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const token of query.toLocaleLowerCase('hu').split(/[^\p{L}\p{N}]+/u)) {
    const normalized = normalizeSearchText(token);
    if (normalized && !normalized.includes(' ') && !forms.has(normalized))
      forms.set(normalized, token);
  }
  return forms;
}

/** How the catalogue writes a normalized word ('bukósisak' for 'bukosisak'), from its names. */
function catalogueForm(catalogue: SearchableCatalogue, word: string): string {
  const names = [
    ...catalogue.categories.map((c) => c.name),
    ...catalogue.brands.map((b) => b.name),
    ...catalogue.products.map((p) => p.name),
  ];
  for (const name of names) {
    for (const token of name.toLocaleLowerCase('hu').split(/[^\p{L}\p{N}]+/u))
      if (normalizeSearchText(token) === word) return token;
  }
  return word;
}

/** The catalogue's word nearest to one it does not know, or null. */
function nearestWord(catalogue: SearchableCatalogue, word: string): string | null {
  if (word.length < 3 || /[0-9]/.test(word)) return null;
  const found = new Map<number, number>();
  const budget = Math.min(MAX_TYPOS, typoBudget(word.length) + EXTRA_TYPOS);
  catalogue.vocabulary.matchTypos(word, budget, found);
  let best: { id: number; kind: number; reach: number } | null = null;
  for (const [id, kind] of found) {
    const reach =
      (catalogue.nameDocs[id]?.length ?? 0) + (catalogue.categoryRefs.get(id)?.length ?? 0);
    if (reach === 0) continue;
    if (!best || kind < best.kind || (kind === best.kind && reach > best.reach))
      best = { id, kind, reach };
  }
  return best ? (catalogue.vocabulary.words[best.id] as string) : null;
}

export async function didYouMean(db: Db, query: string): Promise<DidYouMean> {
  const words = searchWords(query).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return EMPTY;
  const { catalogue, match: asTyped } = await searchProducts(db, words);
  // Only a search that found nothing needs other suggestions.
  if (asTyped.docs.length > 0) return EMPTY;
  const search = new Search(db, catalogue);
  const terms = readTerms(catalogue, words);
  const typed = typedForms(query);
  const shown = (text: string) =>
    text
      .split(' ')
      .map((w) => typed.get(w) ?? w)
      .join(' ');
  const found = await Promise.all(terms.map(async (t) => (await search.termHits(t)).docs.length));

  const candidates: string[][] = [];
  const corrected = terms.map((term, i) => {
    if ((found[i] as number) > 0) return shown(term.text);
    const nearest = nearestWord(catalogue, term.text);
    return nearest ? catalogueForm(catalogue, nearest) : null;
  });
  if (corrected.some((text, i) => text !== shown((terms[i] as { text: string }).text)))
    candidates.push(corrected.filter((t): t is string => t !== null));
  if (terms.length > 1)
    for (let drop = 0; drop < terms.length; drop++)
      candidates.push(terms.filter((_, i) => i !== drop).map((t) => shown(t.text)));

  const searches: (AlternativeSearch & { kept: number; words: string[] })[] = [];
  for (const candidate of candidates) {
    const text = candidate.join(' ');
    const candidateWords = searchWords(text);
    if (candidateWords.length === 0 || searches.some((s) => s.text === text)) continue;
    const { match } = await searchProducts(db, candidateWords);
    if (match.docs.length > 0)
      searches.push({
        text,
        count: match.docs.length,
        kept: candidate.length,
        words: candidateWords,
      });
  }
  searches.sort((a, b) => b.kept - a.kept || b.count - a.count);
  const chosen = searches.slice(0, MAX_ALTERNATIVES);

  let products: SuggestedProduct[] = [];
  const first = chosen[0];
  if (first) {
    const { match } = await searchProducts(db, first.words);
    const order = Array.from(match.docs.keys())
      .filter((i) => match.group[i] !== GROUP_BODY)
      .sort(
        (a, b) =>
          (match.group[a] as number) - (match.group[b] as number) ||
          (match.score[a] as number) - (match.score[b] as number) ||
          (catalogue.nameRank[match.docs[a] as number] as number) -
            (catalogue.nameRank[match.docs[b] as number] as number),
      );
    products = order
      .slice(0, MAX_PRODUCTS)
      .map((i) => catalogue.products[match.docs[i] as number] as SuggestedProduct);
  }

  const quality = new Map<number, number>();
  for (const term of terms) {
    for (const [at, q] of (await search.termCategories(term)) ?? [])
      if (q < (quality.get(at) ?? 255)) quality.set(at, q);
  }
  const categories = [...quality]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, MAX_CATEGORIES)
    .map(([at]) => {
      const { alias, name, path } = catalogue.categories[at] as SuggestedCategory;
      return { alias, name, path };
    });

  return {
    searches: chosen.map(({ text, count }) => ({ text, count })),
    products,
    categories,
  };
}
