import type { SuggestedCategory, SuggestedProduct } from '@common/api/suggest.schema';
import { normalizeSearchText, stripTags } from '@common/text-normalize';
import type { Db } from '../../db/database';
import { type BikeKey, bikeSearchKeys } from './bike-search-keys';
import { compact } from './search-words';
import { Vocabulary } from './search-vocabulary';
import { sortInPieces } from './sort-in-pieces';
import { loadSearchableRows } from './searchable-rows';
import { versionedIndex } from './versioned-index';

/**
 * The whole catalogue as the search reads it, in memory per process and rebuilt on the first search
 * after the catalogue version changes (every catalogue writer bumps it: versioned-index.ts): one
 * vocabulary, and per word the products whose names (with item numbers and variant properties) or
 * descriptions hold it, the categories, brands and bikes it names. Built from the tables themselves, so
 * nothing a writer stores apart can fall behind: an imported variant is searchable as soon as the
 * import has bumped the version.
 */

export interface ItemNumber {
  /** The item number without spaces and separators, lower-case: 'agv10132cl'. */
  key: string;
  cikkszam: string;
  productId: number;
  active: boolean;
}

export interface SearchCategory extends SuggestedCategory {
  id: number;
  /** Positions of the products filed directly under it. */
  products: Int32Array;
  /** Its own position and its descendants'. */
  subtree: number[];
}

export interface SearchableCatalogue {
  vocabulary: Vocabulary;
  /** Per word: products whose names, item numbers or variants' property values hold it. */
  nameDocs: Int32Array[];
  /** Per word: products holding it only in their description. */
  bodyDocs: Int32Array[];
  /** Per word: categories, brands and bike keys it is a word of. */
  categoryRefs: Map<number, number[]>;
  brandRefs: Map<number, number[]>;
  bikeRefs: Map<number, BikeKey>;
  bikeWordSets: Map<string, number[]>;
  /** Active products by position (ordered by id) with what a suggestion shows. */
  products: SuggestedProduct[];
  position: Map<number, number>;
  /** Per product: its category's position. */
  productCategory: Int32Array;
  /** Per product: its place when ordered by name length, then name (the suggestions' tie-break). */
  nameRank: Int32Array;
  categories: SearchCategory[];
  brands: { name: string; products: Int32Array }[];
  /** Every variant's item number, active products' or not (the back office finds withdrawn ones), by key. */
  itemNumbers: ItemNumber[];
}

/** Products read between two breaks for other requests while the search is built. */
const YIELD_EVERY = 100;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

function words(text: string): string[] {
  return normalizeSearchText(text).split(' ').filter(Boolean);
}

/** The words of a variant's property values ('XL', 'fekete', 'hátsó'): what a rider adds to a product word. */
function propWords(props: string): string[] {
  try {
    const value: unknown = JSON.parse(props);
    if (!value || typeof value !== 'object') return [];
    return Object.values(value as Record<string, unknown>)
      .filter((v): v is string => typeof v === 'string')
      .flatMap(words);
  } catch {
    return [];
  }
}

/** Per word id, the documents holding it, each once (documents are added in order). */
class Postings {
  readonly lists: number[][] = [];
  add(word: number, doc: number): void {
    const list = (this.lists[word] ??= []);
    if (list[list.length - 1] !== doc) list.push(doc);
  }
  frozen(size: number): Int32Array[] {
    return Array.from({ length: size }, (_, i) => Int32Array.from(this.lists[i] ?? []));
  }
}

function refs(): { map: Map<number, number[]>; add(word: number, ref: number): void } {
  const map = new Map<number, number[]>();
  return {
    map,
    add(word, ref) {
      const list = map.get(word) ?? [];
      if (!list.includes(ref)) list.push(ref);
      map.set(word, list);
    },
  };
}

const hungarian = new Intl.Collator('hu');

/** Shorter names first (closer to what was typed), then A-Z in Hungarian order. */
function nameRanks(products: SuggestedProduct[]): Int32Array {
  const order = Array.from(products.keys()).sort((a, b) => {
    const x = (products[a] as SuggestedProduct).name;
    const y = (products[b] as SuggestedProduct).name;
    return x.length - y.length || hungarian.compare(x, y);
  });
  const rank = new Int32Array(products.length);
  order.forEach((doc, place) => {
    rank[doc] = place;
  });
  return rank;
}

async function buildSearchableCatalogue(db: Db): Promise<SearchableCatalogue> {
  const [rows, variants, images, categoryRows, bikeTypes] = await loadSearchableRows(db);
  const vocabulary = new Vocabulary();
  const names = new Postings();
  const bodies = new Postings();
  const position = new Map<number, number>(rows.map((p, i) => [p.id, i]));

  // Ordered last-first per product, so the last one written is the first picture.
  const firstImage = new Map<number, string>();
  for (const image of images) firstImage.set(image.product_id, image.url);
  const products = rows.map((p) => ({
    id: p.id,
    alias: p.alias,
    name: p.fullname_hu || p.fullname_en,
    image: firstImage.get(p.id) ?? null,
    price: p.effective_price,
    fromPrice: p.start_price_curr_hu !== p.top_price_curr_hu,
  }));

  const variantWords = new Map<number, string[]>();
  const unsorted: ItemNumber[] = [];
  // Variants share a few property sets ({"Méret":"XL","Szín":"fekete"}): each is read once.
  const propsRead = new Map<string, string[]>();
  for (const [i, v] of variants.entries()) {
    if (i % (YIELD_EVERY * 4) === YIELD_EVERY * 4 - 1) await yieldToOthers();
    const parts = words(v.cikkszam);
    unsorted.push({
      key: parts.join(''),
      cikkszam: v.cikkszam,
      productId: v.product_id,
      active: v.active === 1,
    });
    if (v.active !== 1) continue;
    let props = propsRead.get(v.props);
    if (!props) {
      props = propWords(v.props);
      propsRead.set(v.props, props);
    }
    const list = variantWords.get(v.product_id) ?? [];
    list.push(...parts, ...props);
    variantWords.set(v.product_id, list);
  }
  const itemNumbers = await sortInPieces(unsorted, (item) => item.key, yieldToOthers);

  for (let doc = 0; doc < rows.length; doc++) {
    // A large catalogue takes a second or two to read; other requests go on meanwhile.
    if (doc % YIELD_EVERY === YIELD_EVERY - 1) await yieldToOthers();
    const p = rows[doc] as (typeof rows)[number];
    const nameWords = new Set([
      ...[
        p.name_hu,
        p.name_en,
        p.fullname_hu,
        p.fullname_en,
        p.detail_name_hu,
        p.detail_name_en,
      ].flatMap(words),
      ...(variantWords.get(p.id) ?? []),
    ]);
    for (const w of nameWords) names.add(vocabulary.add(w), doc);
    for (const w of new Set([...words(stripTags(p.content_hu)), ...words(stripTags(p.content_en))]))
      if (!nameWords.has(w)) bodies.add(vocabulary.add(w), doc);
  }

  const categoryPosition = new Map(categoryRows.map((c, i) => [c.id, i]));
  const categoryWords = refs();
  const ownProducts: number[][] = categoryRows.map(() => []);
  const productCategory = new Int32Array(rows.length).fill(-1);
  rows.forEach((p, doc) => {
    const at = categoryPosition.get(p.category_id);
    if (at === undefined) return;
    productCategory[doc] = at;
    (ownProducts[at] as number[]).push(doc);
  });
  const children = new Map<number, number[]>();
  categoryRows.forEach((c, i) => {
    const parent = c.parent_id == null ? undefined : categoryPosition.get(c.parent_id);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), i]);
    for (const w of new Set([...words(c.name_hu), ...words(c.name_en)]))
      categoryWords.add(vocabulary.add(w), i);
  });
  const subtreeOf = (at: number): number[] => {
    const out = [at];
    for (let i = 0; i < out.length && out.length <= categoryRows.length; i++)
      out.push(...(children.get(out[i] as number) ?? []));
    return out;
  };
  const categories = categoryRows.map((c, i) => ({
    id: c.id,
    alias: c.alias,
    name: c.name_hu || c.name_en,
    path: `/${c.section}/${c.alias}`,
    products: Int32Array.from(ownProducts[i] as number[]),
    subtree: subtreeOf(i),
  }));

  const brandIds = new Map<string, number>();
  const brandProducts: number[][] = [];
  const brandWords = refs();
  rows.forEach((p, doc) => {
    const brand = p.brand.trim();
    if (!brand) return;
    let id = brandIds.get(brand);
    if (id === undefined) {
      id = brandProducts.length;
      brandIds.set(brand, id);
      brandProducts.push([]);
      for (const w of new Set([...words(brand), compact(brand)]))
        if (w) brandWords.add(vocabulary.add(w), id);
    }
    (brandProducts[id] as number[]).push(doc);
  });

  const bikes = bikeSearchKeys(
    bikeTypes.map((t) => ({ id: t.id, maker: t.maker, name: t.name_en })),
  );
  const bikeRefs = new Map<number, BikeKey>();
  for (const key of bikes.keys) bikeRefs.set(vocabulary.add(key.key), key);

  await vocabulary.build(yieldToOthers);
  await yieldToOthers();
  const size = vocabulary.words.length;
  return {
    vocabulary,
    nameDocs: names.frozen(size),
    bodyDocs: bodies.frozen(size),
    categoryRefs: categoryWords.map,
    brandRefs: brandWords.map,
    bikeRefs,
    bikeWordSets: bikes.wordSets,
    products,
    position,
    productCategory,
    nameRank: nameRanks(products),
    categories,
    brands: [...brandIds.keys()].map((name, id) => ({
      name,
      products: Int32Array.from(brandProducts[id] as number[]),
    })),
    itemNumbers,
  };
}

export const searchableCatalogue = versionedIndex(buildSearchableCatalogue);
