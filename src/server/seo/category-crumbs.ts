import { SECTION_NAMES } from '@common/section-names';
import type { CategoryRow } from '../db/tables/catalogue.table';
import type { CategoryIndex } from '../services/catalogue/category-tree.service';
import { type SeoContext, homeCrumb, pathSegment } from './seo-context';
import type { Crumb } from './structured-data';

/** Hungarian name, English when the Hungarian one is empty (as the SPA shows it). */
export const categoryName = (c: Pick<CategoryRow, 'name_hu' | 'name_en'>) =>
  c.name_hu.trim() || c.name_en.trim();

/** The category and its ancestors, root first. */
export function categoryLineage(index: CategoryIndex, id: number): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const seen = new Set<number>();
  for (
    let row = index.byId.get(id);
    row && !seen.has(row.id);
    row = row.parent_id == null ? undefined : index.byId.get(row.parent_id)
  ) {
    seen.add(row.id);
    rows.unshift(row);
  }
  return rows;
}

export const categoryPath = (row: Pick<CategoryRow, 'section' | 'alias'>) =>
  `/${row.section}/${pathSegment(row.alias)}`;

/** Home, the section, then the category's ancestors and itself. */
export function categoryCrumbs(ctx: SeoContext, index: CategoryIndex, id: number): Crumb[] {
  const lineage = categoryLineage(index, id);
  const section = lineage[0]?.section;
  return [
    homeCrumb(ctx),
    ...(section ? [{ name: SECTION_NAMES[section], url: `${ctx.baseUrl}/${section}/` }] : []),
    ...lineage.map((row) => ({
      name: categoryName(row),
      url: `${ctx.baseUrl}${categoryPath(row)}`,
    })),
  ];
}
