import type { Facets, FacetOption, ListFilters } from '@common/api/facets.schema';
import type { Db } from '../../db/database';
import { cachedResult } from './catalogue-cache';
import { versionedIndex } from './versioned-index';

/**
 * What the lists' filters need of every product, in memory per process (following the catalogue
 * version): brand, sizes and colours of its variants, price, stock and sale. A filtered list and its
 * counts are then one pass over the list's (cached) product ids, with no query: the goal is p95 under
 * 50 ms for a filtered list of 20 000 products under load.
 */
export const SIZE_PROP = 'Méret';
export const COLOUR_PROP = 'Szín';

interface FacetData {
  position: Map<number, number>;
  brandNames: string[];
  brand: Int32Array;
  sizeNames: string[];
  sizes: number[][];
  colourNames: string[];
  colours: number[][];
  price: Int32Array;
  inStock: Uint8Array;
  onSale: Uint8Array;
}

function dictionary() {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const idOf = (name: string) => {
    let id = ids.get(name);
    if (id === undefined) {
      id = names.length;
      ids.set(name, id);
      names.push(name);
    }
    return id;
  };
  return { names, idOf };
}

function propsOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function buildFacetData(db: Db): Promise<FacetData> {
  const [products, variants] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'brand', 'effective_price', 'on_sale'])
      .where('active', '=', 1)
      .execute(),
    db.selectFrom('variants').select(['product_id', 'props', 'availability', 'stock']).execute(),
  ]);
  const n = products.length;
  const brands = dictionary();
  const sizes = dictionary();
  const colours = dictionary();
  const data: FacetData = {
    position: new Map(),
    brandNames: brands.names,
    brand: new Int32Array(n).fill(-1),
    sizeNames: sizes.names,
    sizes: Array.from({ length: n }, () => []),
    colourNames: colours.names,
    colours: Array.from({ length: n }, () => []),
    price: new Int32Array(n),
    inStock: new Uint8Array(n),
    onSale: new Uint8Array(n),
  };
  products.forEach((p, i) => {
    data.position.set(p.id, i);
    if (p.brand.trim()) data.brand[i] = brands.idOf(p.brand.trim());
    data.price[i] = p.effective_price;
    data.onSale[i] = p.on_sale ? 1 : 0;
  });
  const add = (list: number[], id: number) => {
    if (!list.includes(id)) list.push(id);
  };
  for (const v of variants) {
    const i = data.position.get(v.product_id);
    if (i === undefined) continue;
    const props = propsOf(v.props);
    const size = props[SIZE_PROP];
    const colour = props[COLOUR_PROP];
    if (typeof size === 'string' && size.trim())
      add(data.sizes[i] as number[], sizes.idOf(size.trim()));
    if (typeof colour === 'string' && colour.trim())
      add(data.colours[i] as number[], colours.idOf(colour.trim()));
    if (v.stock > 0 && v.availability !== 'nincs') data.inStock[i] = 1;
  }
  return data;
}

export const facetData = versionedIndex(buildFacetData);

/** Products with a variant that fits the bike type; cached like the lists. */
export async function productsFittingBike(db: Db, bike: number): Promise<Set<number>> {
  return cachedResult(db, JSON.stringify(['fitting', bike]), async () => {
    const rows = await db
      .selectFrom('variant_bikes')
      .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
      .select('variants.product_id')
      .where('variant_bikes.bike_type_id', '=', bike)
      .execute();
    return new Set(rows.map((r) => r.product_id));
  });
}

// One bit per filter group; a product's mask says which groups it fails.
const BRAND = 1;
const SIZE = 2;
const COLOUR = 4;
const PRICE = 8;
const STOCK = 16;
const SALE = 32;
const FITS = 64;

export function hasFilters(filters: ListFilters | undefined): filters is ListFilters {
  if (!filters) return false;
  return Boolean(
    filters.brands?.length ||
    filters.sizes?.length ||
    filters.colours?.length ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.inStock ||
    filters.onSale ||
    filters.fits,
  );
}

/** The chosen values as ids of the data's dictionaries; a value no product has matches nothing. */
function chosen(names: string[], values: string[] | undefined): Set<number> | null {
  if (!values?.length) return null;
  const ids = new Set<number>();
  for (const v of values) {
    const id = names.indexOf(v);
    ids.add(id);
  }
  return ids;
}

interface Evaluation {
  data: FacetData;
  /** Positions (in the data) of the list's products, in list order, and the groups each one fails. */
  positions: Int32Array;
  masks: Uint8Array;
}

/**
 * The data positions of a list's products. The cached id lists are the same arrays from request to
 * request, so their positions are looked up once per list and data version, not per request.
 */
const positionsOfList = new WeakMap<FacetData, WeakMap<number[], Int32Array>>();

function positionsOf(data: FacetData, ids: number[]): Int32Array {
  let lists = positionsOfList.get(data);
  if (!lists) {
    lists = new WeakMap();
    positionsOfList.set(data, lists);
  }
  let positions = lists.get(ids);
  if (!positions) {
    positions = new Int32Array(ids.length);
    for (let k = 0; k < ids.length; k += 1)
      positions[k] = data.position.get(ids[k] as number) ?? -1;
    lists.set(ids, positions);
  }
  return positions;
}

/** A dictionary id's membership as a flat array (faster than a Set in the per-product loop). */
function lookup(names: string[], wanted: Set<number> | null): Uint8Array | null {
  if (!wanted) return null;
  const table = new Uint8Array(names.length);
  for (const id of wanted) if (id >= 0) table[id] = 1;
  return table;
}

function anyOf(ids: number[], table: Uint8Array): boolean {
  for (let j = 0; j < ids.length; j += 1) if (table[ids[j] as number]) return true;
  return false;
}

function evaluate(
  data: FacetData,
  ids: number[],
  filters: ListFilters,
  fitting: Set<number> | null,
): Evaluation {
  const brands = lookup(data.brandNames, chosen(data.brandNames, filters.brands));
  const sizes = lookup(data.sizeNames, chosen(data.sizeNames, filters.sizes));
  const colours = lookup(data.colourNames, chosen(data.colourNames, filters.colours));
  const positions = positionsOf(data, ids);
  const masks = new Uint8Array(ids.length);
  const { priceMin, priceMax, inStock, onSale, fits } = filters;
  for (let k = 0; k < ids.length; k += 1) {
    const i = positions[k] as number;
    if (i < 0) {
      masks[k] = 255;
      continue;
    }
    let mask = 0;
    if (brands) {
      const brand = data.brand[i] as number;
      if (brand < 0 || !brands[brand]) mask |= BRAND;
    }
    if (sizes && !anyOf(data.sizes[i] as number[], sizes)) mask |= SIZE;
    if (colours && !anyOf(data.colours[i] as number[], colours)) mask |= COLOUR;
    const price = data.price[i] as number;
    if (
      (priceMin !== undefined && price < priceMin) ||
      (priceMax !== undefined && price > priceMax)
    )
      mask |= PRICE;
    if (inStock && !data.inStock[i]) mask |= STOCK;
    if (onSale && !data.onSale[i]) mask |= SALE;
    if (fits && !fitting?.has(ids[k] as number)) mask |= FITS;
    masks[k] = mask;
  }
  return { data, positions, masks };
}

async function fittingFor(db: Db, filters: ListFilters, bike: number | null) {
  return filters.fits && bike !== null ? productsFittingBike(db, bike) : null;
}

/** The list's ids that pass every filter, in list order. `bike` is what `fits` refers to. */
export async function filterProductIds(
  db: Db,
  ids: number[],
  filters: ListFilters,
  bike: number | null,
): Promise<number[]> {
  if (!hasFilters(filters)) return ids;
  const { masks } = evaluate(
    await facetData(db),
    ids,
    filters,
    await fittingFor(db, filters, bike),
  );
  return ids.filter((_, k) => masks[k] === 0);
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', 'XXL', '3XL', 'XXXL', '4XL', '5XL'];

/** Letter sizes in wearing order, then numeric sizes ascending, then anything else A-Z. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string) => {
    const letter = SIZE_ORDER.indexOf(s.toUpperCase());
    if (letter >= 0) return [0, letter] as const;
    const number = Number(s.replace(',', '.'));
    return Number.isFinite(number) ? ([1, number] as const) : ([2, 0] as const);
  };
  const [ga, va] = rank(a);
  const [gb, vb] = rank(b);
  return ga - gb || va - vb || a.localeCompare(b, 'hu');
}

/**
 * Counts for every option: how many products the list would hold with that option ticked and every
 * other group's choices kept (within a group the options are alternatives). Options of the unfiltered
 * list are all listed, so an option that would leave nothing shows with 0; a chosen value that no
 * product has is listed too, so it can be unticked.
 */
export async function countFacets(
  db: Db,
  ids: number[],
  filters: ListFilters,
  bike: number | null,
): Promise<Facets> {
  const data = await facetData(db);
  const fitting = bike !== null ? await productsFittingBike(db, bike) : null;
  const { positions, masks } = evaluate(data, ids, filters, fitting);
  const brandCounts = new Map<number, number>();
  const sizeCounts = new Map<number, number>();
  const colourCounts = new Map<number, number>();
  const bump = (counts: Map<number, number>, id: number, by: number) =>
    counts.set(id, (counts.get(id) ?? 0) + by);
  let total = 0;
  let inStock = 0;
  let onSale = 0;
  let fits = 0;
  let min: number | null = null;
  let max: number | null = null;
  const passesBut = (mask: number, group: number) => (mask & ~group) === 0;
  positions.forEach((i, k) => {
    if (i < 0) return;
    const mask = masks[k] as number;
    const brand = data.brand[i] as number;
    if (brand >= 0) bump(brandCounts, brand, passesBut(mask, BRAND) ? 1 : 0);
    for (const s of data.sizes[i] as number[]) bump(sizeCounts, s, passesBut(mask, SIZE) ? 1 : 0);
    for (const c of data.colours[i] as number[])
      bump(colourCounts, c, passesBut(mask, COLOUR) ? 1 : 0);
    if (passesBut(mask, PRICE)) {
      const price = data.price[i] as number;
      min = min === null || price < min ? price : min;
      max = max === null || price > max ? price : max;
    }
    if (mask === 0) total += 1;
    if (passesBut(mask, STOCK) && data.inStock[i]) inStock += 1;
    if (passesBut(mask, SALE) && data.onSale[i]) onSale += 1;
    if (passesBut(mask, FITS) && fitting?.has(ids[k] as number)) fits += 1;
  });
  const options = (
    names: string[],
    counts: Map<number, number>,
    picked: string[] | undefined,
    compare: (a: string, b: string) => number,
  ): FacetOption[] => {
    const list = [...counts].map(([id, count]) => ({ value: names[id] as string, count }));
    for (const value of picked ?? [])
      if (!list.some((o) => o.value === value)) list.push({ value, count: 0 });
    return list.sort((a, b) => compare(a.value, b.value));
  };
  const byName = (a: string, b: string) => a.localeCompare(b, 'hu');
  return {
    total,
    brands: options(data.brandNames, brandCounts, filters.brands, byName),
    sizes: options(data.sizeNames, sizeCounts, filters.sizes, compareSizes),
    colours: options(data.colourNames, colourCounts, filters.colours, byName),
    price: { min, max },
    inStock: { count: inStock },
    onSale: { count: onSale },
    fits: bike !== null ? { count: fits } : null,
  };
}
