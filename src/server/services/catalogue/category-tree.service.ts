import type { Category, CategoriesResponse } from '@common/api/catalogue.schema';
import { SECTION_ROUTES } from '@common/api/catalogue.constants';
import type { Db } from '../../db/database';
import type { CategoryRow, SectionRoute } from '../../db/tables/catalogue.table';
import { NotFoundError } from '../../errors';
import { cachedResult } from './catalogue-cache';
import { type ProductFilters, productFilter } from './product-filter';
import { countSearchResultsByCategory } from './search-results';

export const CATEGORY_NOT_FOUND_MESSAGE = 'Nem található ilyen kategória.';

/** What an alias of a list call stands for (API.md: a category alias or a main route). */
export interface AliasScope {
  /** The sections whose tree the category list shows. */
  sections: SectionRoute[];
  /** Categories whose products the list shows; null for the whole catalogue. */
  categoryIds: number[] | null;
  /** The selected category and its ancestors, root first; empty for a main route. */
  catIds: number[];
  /** The sales route lists only products on sale, whatever the request says. */
  akcios: boolean;
}

export interface CategoryIndex {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
}

/** The category index, from the catalogue cache (categories change only with the catalogue). */
export function cachedCategories(db: Db): Promise<CategoryIndex> {
  return cachedResult(db, 'categories', () => loadCategories(db));
}

async function loadCategories(db: Db): Promise<CategoryIndex> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parent_id != null && byId.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  return { rows, byId, children };
}

/** The category and its ancestors, root first. */
function lineage(index: CategoryIndex, id: number): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  for (
    let row = index.byId.get(id);
    row && !seen.has(row.id);
    row = index.byId.get(row.parent_id ?? -1)
  ) {
    seen.add(row.id);
    ids.unshift(row.id);
  }
  return ids;
}

function subtreeIds(index: CategoryIndex, id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i += 1) {
    for (const child of index.children.get(ids[i] as number) ?? []) ids.push(child.id);
  }
  return ids;
}

function isSection(alias: string): alias is SectionRoute {
  return (SECTION_ROUTES as readonly string[]).includes(alias);
}

export function resolveAlias(index: CategoryIndex, alias: string): AliasScope {
  if (isSection(alias)) {
    const ids = index.rows.filter((r) => r.section === alias).map((r) => r.id);
    return { sections: [alias], categoryIds: ids, catIds: [], akcios: false };
  }
  if (alias === 'akciok' || alias === 'kereses' || alias === 'alkatresz-kereso') {
    return {
      sections: [...SECTION_ROUTES],
      categoryIds: null,
      catIds: [],
      akcios: alias === 'akciok',
    };
  }
  const category = index.rows.find((r) => r.alias === alias);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
  return {
    sections: [category.section],
    categoryIds: subtreeIds(index, category.id),
    catIds: lineage(index, category.id),
    akcios: false,
  };
}

/** Products per category (own products only) under the filters and, when given, the search words. */
export async function countByCategory(
  db: Db,
  filters: ProductFilters,
  words: string[] = [],
): Promise<Map<number, number>> {
  if (words.length === 0)
    return cachedResult(db, JSON.stringify(['counts', filters]), () =>
      queryCountByCategory(db, filters),
    );
  const ids = await cachedResult(db, JSON.stringify(['ids', filters]), async () =>
    (
      await db.selectFrom('products').select('products.id').where(productFilter(filters)).execute()
    ).map((r) => r.id),
  );
  return cachedResult(db, JSON.stringify(['search-counts', filters, words]), () =>
    countSearchResultsByCategory(db, ids, words),
  );
}

async function queryCountByCategory(db: Db, filters: ProductFilters): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['products.category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(productFilter(filters))
    .groupBy('products.category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

/** Builds the tree under the given roots; each productCount sums the category and its descendants. */
function buildTree(
  index: CategoryIndex,
  roots: CategoryRow[],
  counts: Map<number, number>,
): Category[] {
  const build = (row: CategoryRow): Category => {
    const children = (index.children.get(row.id) ?? []).map(build);
    return {
      id: row.id,
      alias: row.alias,
      name_hu: row.name_hu,
      name_en: row.name_en,
      productCount:
        (counts.get(row.id) ?? 0) + children.reduce((sum, c) => sum + c.productCount, 0),
      children,
      parentIds: lineage(index, row.id).slice(0, -1),
    };
  };
  return roots.map(build);
}

/** Only the categories that have products (a shopper never opens an empty one). */
function withoutEmpty(tree: Category[]): Category[] {
  return tree
    .filter((c) => c.productCount > 0)
    .map((c) => ({ ...c, children: withoutEmpty(c.children) }));
}

function sectionRoots(index: CategoryIndex, sections: SectionRoute[]): CategoryRow[] {
  const roots = index.children.get(null) ?? [];
  return sections.flatMap((s) => roots.filter((r) => r.section === s));
}

/** GET getMainCategories/{section}: the section's whole tree with product counts (menus and footer). */
export async function mainCategories(db: Db, section: SectionRoute): Promise<Category[]> {
  const index = await cachedCategories(db);
  const counts = await countByCategory(db, { categoryIds: null, akcios: false, bike: null });
  return buildTree(index, sectionRoots(index, [section]), counts);
}

/** POST categoriesByAlias/{alias}: the alias's section tree pruned to categories with matching products. */
export async function categoriesByAlias(
  db: Db,
  alias: string,
  request: { bike: number | null; words: string[]; akcios: boolean },
): Promise<CategoriesResponse> {
  const index = await cachedCategories(db);
  const scope = resolveAlias(index, alias);
  if (alias === 'kereses' && request.words.length === 0) return { categories: [], catIds: [] };
  const sectionIds = index.rows.filter((r) => scope.sections.includes(r.section)).map((r) => r.id);
  const counts = await countByCategory(
    db,
    { categoryIds: sectionIds, akcios: request.akcios || scope.akcios, bike: request.bike },
    request.words,
  );
  return {
    categories: withoutEmpty(buildTree(index, sectionRoots(index, scope.sections), counts)),
    catIds: scope.catIds,
  };
}

/** GET categoryByAlias/{alias}: one category with its children and unfiltered counts. */
export async function categoryByAlias(db: Db, alias: string): Promise<Category> {
  const index = await cachedCategories(db);
  const row = index.rows.find((r) => r.alias === alias);
  if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
  const counts = await countByCategory(db, {
    categoryIds: subtreeIds(index, row.id),
    akcios: false,
    bike: null,
  });
  return buildTree(index, [row], counts)[0] as Category;
}
