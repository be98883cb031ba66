import type { Db } from '../../db/database';
import { productsFitting } from './bike-fits';
import { findItemNumbers } from './item-numbers';
import { BODY, type Hits, HitsBuilder, NO_HITS, allOf } from './search-hits';
import { type Term, readTerms } from './search-query';
import { type SearchableCatalogue, searchableCatalogue } from './searchable-catalogue';
import { EXACT, HEAD, PREFIX, TYPO_WORD } from './search-vocabulary';
import { compact, stemsOf, typoBudget } from './search-words';

/**
 * The shop's one search: the results page, its category counts and filters, and the suggestions all
 * ask this. Every term of the text must match a product through its names, item numbers, variants'
 * property values (size, colour, version) or description, its category (or a parent's), its brand, or a bike it fits; a term that finds
 * nothing as typed is tried split in two ('topbox') and with typos (search-vocabulary.ts). Each product
 * gets a group (item number, name, description only) and a score (the sum of its terms' qualities).
 */

export const GROUP_ITEM = 0;
export const GROUP_NAME = 1;
export const GROUP_BODY = 2;

export interface SearchMatch {
  /** Positions in the searchable catalogue, in no particular order. */
  docs: Int32Array;
  group: Uint8Array;
  /** Lower is better: 0 when every term is a whole word of the product's names. */
  score: Uint16Array;
}

const HAS_DIGIT = /[0-9]/;
/** A word of this length or more also names the bikes whose keys it begins. */
const MIN_BIKE_PREFIX = 3;
/** Answers and word matches kept per catalogue version: shoppers search the same words over and over. */
const MAX_CACHED = 5000;

interface Caches {
  words: Map<string, Promise<Hits>>;
  exact: Map<string, Promise<Hits>>;
  matches: Map<string, Promise<SearchMatch>>;
}
const caches = new WeakMap<SearchableCatalogue, Caches>();

function cachesOf(catalogue: SearchableCatalogue): Caches {
  let found = caches.get(catalogue);
  if (!found) {
    found = { words: new Map(), exact: new Map(), matches: new Map() };
    caches.set(catalogue, found);
  }
  return found;
}

function remembered<T>(
  map: Map<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  if (map.size >= MAX_CACHED) map.clear();
  const made = make();
  map.set(key, made);
  made.catch(() => map.get(key) === made && map.delete(key));
  return made;
}

export class Search {
  private readonly size: number;
  private readonly caches: Caches;

  constructor(
    private readonly db: Db,
    private readonly catalogue: SearchableCatalogue,
  ) {
    this.size = catalogue.products.length;
    this.caches = cachesOf(catalogue);
  }

  private async offerBikes(types: Map<number, number>, into: HitsBuilder): Promise<void> {
    if (types.size === 0) return;
    const fitting = await productsFitting(this.db, [...types.keys()]);
    for (const [productId, fits] of fitting) {
      const doc = this.catalogue.position.get(productId);
      if (doc === undefined) continue;
      into.offer(doc, Math.min(...fits.map((t) => types.get(t) ?? 255)));
    }
  }

  /** Offers what the matched words (word id -> how it matched) name: products, categories, brands, bikes. */
  private async offerWords(
    words: Map<number, number>,
    into: HitsBuilder,
    /** Bikes whose keys begin with the word ('cb500' for the CB500F): not for 'du' (Ducati, Duke). */
    bikePrefixes: boolean,
  ): Promise<void> {
    const { catalogue } = this;
    const exactBikes = new Map<number, number>();
    const otherBikes = new Map<number, number>();
    for (const [id, kind] of words) {
      for (const doc of catalogue.nameDocs[id] ?? []) into.offer(doc, kind);
      for (const doc of catalogue.bodyDocs[id] ?? []) into.offer(doc, BODY + kind);
      for (const at of catalogue.categoryRefs.get(id) ?? []) {
        for (const inner of catalogue.categories[at]?.subtree ?? []) {
          // A parent's name describes its children's products a little less closely.
          const quality = inner === at ? kind : kind + 1;
          for (const doc of catalogue.categories[inner]?.products ?? []) into.offer(doc, quality);
        }
      }
      for (const brand of catalogue.brandRefs.get(id) ?? [])
        for (const doc of catalogue.brands[brand]?.products ?? []) into.offer(doc, kind);
      const bike = catalogue.bikeRefs.get(id);
      // A bike is named by a whole key or its beginning ('cb500'), never by a piece inside ('500').
      const named =
        kind === EXACT ||
        (kind === PREFIX && bikePrefixes) ||
        kind === TYPO_WORD ||
        kind === TYPO_WORD + 1;
      if (!bike || !named) continue;
      const target = kind === EXACT ? exactBikes : otherBikes;
      const note = (type: number, quality: number) =>
        target.set(type, Math.min(quality, target.get(type) ?? 255));
      for (const type of bike.whole) note(type, kind);
      for (const type of bike.partial) note(type, Math.max(kind, HEAD));
    }
    // 'r1' names the YZF-R1; the R125 it begins is another bike.
    await this.offerBikes(exactBikes.size > 0 ? exactBikes : otherBikes, into);
  }

  private offerItemNumbers(word: string, into: HitsBuilder): void {
    for (const { entry, exact } of findItemNumbers(this.catalogue, word)) {
      const doc = entry.active ? this.catalogue.position.get(entry.productId) : undefined;
      if (doc !== undefined) into.offer(doc, exact ? EXACT : PREFIX);
    }
  }

  private exactWords(word: string): Map<number, number> {
    const found = new Map<number, number>();
    for (const form of [word, ...stemsOf(word)]) this.catalogue.vocabulary.matchText(form, found);
    return found;
  }

  /** The word as typed (and without a Hungarian ending): inside words, whole item numbers. */
  private exactHits(word: string): Promise<Hits> {
    return remembered(this.caches.exact, word, async () => {
      const into = new HitsBuilder(this.size);
      await this.offerWords(this.exactWords(word), into, word.length >= MIN_BIKE_PREFIX);
      this.offerItemNumbers(word, into);
      return into.build();
    });
  }

  /**
   * The categories a term names, each with its best quality; null when the term names no category
   * but a bike or a brand (it narrows the products, not the categories). Words as typed, or with
   * typos when as typed they find nothing, like the products.
   */
  async termCategories(term: Term): Promise<Map<number, number> | null> {
    const { catalogue } = this;
    const found = new Map<number, number>();
    let namesOther = false;
    for (const alternative of term.alternatives) {
      if (alternative.bikeTypes) namesOther = true;
      if (alternative.words.length !== 1) continue;
      const word = alternative.words[0] as string;
      let words = this.exactWords(word);
      if ((await this.exactHits(word)).docs.length === 0 && !HAS_DIGIT.test(word)) {
        words = new Map();
        catalogue.vocabulary.matchTypos(word, typoBudget(word.length), words);
      }
      for (const [id, kind] of words) {
        if (catalogue.bikeRefs.has(id) || catalogue.brandRefs.has(id)) namesOther = true;
        for (const at of catalogue.categoryRefs.get(id) ?? []) {
          const quality = kind + alternative.penalty;
          if (quality < (found.get(at) ?? 255)) found.set(at, quality);
        }
      }
    }
    return found.size === 0 && namesOther ? null : found;
  }

  private isWord(text: string): boolean {
    const { vocabulary } = this.catalogue;
    return [text, ...stemsOf(text)].some((form) => vocabulary.idOf(form) !== undefined);
  }

  /** One word: as typed, and split in two known words; when that finds nothing, with typos. */
  wordHits(word: string): Promise<Hits> {
    return remembered(this.caches.words, word, async () => {
      const into = new HitsBuilder(this.size);
      into.offerAll(await this.exactHits(word));
      // Two known words written together ('topbox'; 'mt07' for a sticker named 'MT-07', while the
      // word alone names the bike) are looked for as well.
      for (let at = 2; at <= word.length - 2; at++) {
        const left = word.slice(0, at);
        const right = word.slice(at);
        if (!this.isWord(left) || !this.isWord(right)) continue;
        into.offerAll(
          allOf(this.size, [await this.exactHits(left), await this.exactHits(right)], 1),
        );
      }
      // A code one character off is another part ('fa196' is not 'fa197'): no typos with a digit.
      if (into.size > 0 || HAS_DIGIT.test(word)) return into.build();
      const typos = new Map<number, number>();
      this.catalogue.vocabulary.matchTypos(word, typoBudget(word.length), typos);
      await this.offerWords(typos, into, false);
      return into.build();
    });
  }

  async termHits(term: Term): Promise<Hits> {
    const into = new HitsBuilder(this.size);
    for (const alternative of term.alternatives) {
      if (alternative.bikeTypes)
        await this.offerBikes(new Map(alternative.bikeTypes.map((t) => [t, EXACT])), into);
      if (alternative.words.length === 0) continue;
      const lists = await Promise.all(alternative.words.map((w) => this.wordHits(w)));
      into.offerAll(allOf(this.size, lists, alternative.penalty));
    }
    return into.build();
  }

  async match(words: string[]): Promise<SearchMatch> {
    const terms = readTerms(this.catalogue, words);
    const count = new Uint8Array(this.size);
    const score = new Uint16Array(this.size);
    const body = new Uint8Array(this.size);
    let reached: Int32Array = new Int32Array(0);
    for (const [index, term] of terms.entries()) {
      const hits = index === 0 || reached.length > 0 ? await this.termHits(term) : NO_HITS;
      const next: number[] = [];
      for (let i = 0; i < hits.docs.length; i++) {
        const doc = hits.docs[i] as number;
        if (count[doc] !== index) continue;
        const quality = hits.quality[i] as number;
        count[doc] = index + 1;
        score[doc] = (score[doc] as number) + quality;
        if (quality >= BODY) body[doc] = 1;
        next.push(doc);
      }
      reached = Int32Array.from(next);
    }
    const group = new Uint8Array(this.size).fill(255);
    for (const doc of reached) group[doc] = body[doc] ? GROUP_BODY : GROUP_NAME;
    // The whole text as one item number ('AGV 10132', 'agv10132cl'): its products come first.
    const items = new HitsBuilder(this.size);
    this.offerItemNumbers(compact(words.join(' ')), items);
    const itemDocs = items.build().docs;
    for (const doc of itemDocs) {
      if (group[doc] === 255) score[doc] = 0;
      group[doc] = GROUP_ITEM;
    }
    const docs = Int32Array.from(new Set([...reached, ...itemDocs]));
    return {
      docs,
      group: Uint8Array.from(docs, (d) => group[d] as number),
      score: Uint16Array.from(docs, (d) => score[d] as number),
    };
  }
}

/** The products matching normalized search words, against the current catalogue; cached per text. */
export async function searchProducts(
  db: Db,
  words: string[],
): Promise<{ catalogue: SearchableCatalogue; match: SearchMatch }> {
  const catalogue = await searchableCatalogue(db);
  const match = await remembered(cachesOf(catalogue).matches, words.join(' '), () =>
    new Search(db, catalogue).match(words),
  );
  return { catalogue, match };
}
