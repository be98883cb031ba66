import type {
  ProductSizeChart,
  SizeCategory,
  SizeChart,
  SizeChartList,
} from '@common/api/size-charts.schema';
import {
  type ChartSize,
  KIND_MEASURES,
  MEASURE_BOUNDS,
  MEASURE_LABELS,
  type Measure,
  SIZE_KINDS,
  type SizeAdvice,
  type SizeChartBody,
  type SizeKind,
  adviseSize,
  chartProblems,
} from '@common/size-chart';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { type Actor, writeAudit } from '../audit/audit.service';
import { bumpCatalogueVersion, cachedResult } from '../catalogue/catalogue-cache';

export const NO_CHART = 'Ehhez a termékhez nincs mérettáblázat.';
export const NO_SUCH_CHART = 'Nincs ilyen mérettáblázat.';

function chartTaken(brand: string, kind: SizeKind): string {
  return `A(z) ${brand} márkának már van ${kindName(kind)} mérettáblázata. Azt módosítsa.`;
}
function kindName(kind: SizeKind): string {
  return { helmet: 'bukósisak', jacket: 'kabát', gloves: 'kesztyű' }[kind];
}

function isKind(value: string | null): value is SizeKind {
  return value !== null && (SIZE_KINDS as readonly string[]).includes(value);
}

interface ChartRow {
  id: number;
  brand: string;
  kind: string;
  sizes_json: string;
  updated_at: string;
}

function chartOf(row: ChartRow): SizeChart {
  return {
    id: row.id,
    brand: row.brand,
    kind: row.kind as SizeKind,
    sizes: JSON.parse(row.sizes_json) as ChartSize[],
    updated_at: row.updated_at,
  };
}

/** The chart as stored: names and brand trimmed, only the kind's measures. */
function normalized(body: SizeChartBody): SizeChartBody {
  return {
    brand: body.brand.trim(),
    kind: body.kind,
    sizes: body.sizes.map((row) => ({ size: row.size.trim(), ranges: { ...row.ranges } })),
  };
}

function check(body: SizeChartBody): void {
  const problems = chartProblems(body);
  if (problems.length > 0) throw new UnprocessableError(problems.join(' '));
}

/** Each category's own kind and the one it inherits from the nearest parent that has one. */
async function sizeCategories(db: Db): Promise<SizeCategory[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name_hu', 'size_kind', 'position'])
    .where('section', '=', 'ruhazat-sisak')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number): string[] => {
    const row = byId.get(id);
    if (!row) return [];
    return row.parent_id === null ? [row.name_hu] : [...pathOf(row.parent_id), row.name_hu];
  };
  const inheritedOf = (parentId: number | null): SizeKind | null => {
    for (let id = parentId; id !== null;) {
      const row = byId.get(id);
      if (!row) return null;
      if (isKind(row.size_kind)) return row.size_kind;
      id = row.parent_id;
    }
    return null;
  };
  return rows
    .map((r) => ({
      id: r.id,
      path: pathOf(r.id).join(' › '),
      size_kind: isKind(r.size_kind) ? r.size_kind : null,
      inherited: inheritedOf(r.parent_id),
    }))
    .sort((a, b) => a.path.localeCompare(b.path, 'hu'));
}

/** The back office's list: every chart, the catalogue's brands, and the clothing categories' kinds. */
export async function listSizeCharts(db: Db): Promise<SizeChartList> {
  const [charts, brands, categories] = await Promise.all([
    db.selectFrom('size_charts').selectAll().orderBy('brand').orderBy('kind').execute(),
    db
      .selectFrom('products')
      .select('brand')
      .distinct()
      .where('brand', '!=', '')
      .orderBy('brand')
      .execute(),
    sizeCategories(db),
  ]);
  return { items: charts.map(chartOf), brands: brands.map((b) => b.brand), categories };
}

async function clashes(db: Db, body: SizeChartBody, id: number | null): Promise<void> {
  let query = db
    .selectFrom('size_charts')
    .select('id')
    .where('brand', '=', body.brand)
    .where('kind', '=', body.kind);
  if (id !== null) query = query.where('id', '!=', id);
  if (await query.executeTakeFirst()) throw new ConflictError(chartTaken(body.brand, body.kind));
}

export async function createSizeChart(
  db: Db,
  actor: Actor,
  input: SizeChartBody,
): Promise<SizeChart> {
  const body = normalized(input);
  check(body);
  const chart = await db.transaction().execute(async (trx) => {
    await clashes(trx, body, null);
    const row = await trx
      .insertInto('size_charts')
      .values({
        brand: body.brand,
        kind: body.kind,
        sizes_json: JSON.stringify(body.sizes),
        updated_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'size-chart.create',
      entity: 'size-chart',
      entityId: row.id,
      before: null,
      after: body,
    });
    return chartOf(row);
  });
  await bumpCatalogueVersion(db);
  return chart;
}

export async function updateSizeChart(
  db: Db,
  actor: Actor,
  id: number,
  input: SizeChartBody,
): Promise<SizeChart> {
  const body = normalized(input);
  check(body);
  const chart = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('size_charts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError(NO_SUCH_CHART);
    await clashes(trx, body, id);
    const row = await trx
      .updateTable('size_charts')
      .set({
        brand: body.brand,
        kind: body.kind,
        sizes_json: JSON.stringify(body.sizes),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const { id: _id, updated_at: _at, ...old } = chartOf(before);
    await writeAudit(trx, actor, {
      action: 'size-chart.update',
      entity: 'size-chart',
      entityId: id,
      before: old,
      after: body,
    });
    return chartOf(row);
  });
  await bumpCatalogueVersion(db);
  return chart;
}

export async function deleteSizeChart(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('size_charts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError(NO_SUCH_CHART);
    await trx.deleteFrom('size_charts').where('id', '=', id).execute();
    const { id: _id, updated_at: _at, ...old } = chartOf(before);
    await writeAudit(trx, actor, {
      action: 'size-chart.delete',
      entity: 'size-chart',
      entityId: id,
      before: old,
      after: null,
    });
  });
  await bumpCatalogueVersion(db);
}

/** Sets (or clears, with null) what a category's products are sized by; its subcategories inherit it. */
export async function setCategorySizeKind(
  db: Db,
  actor: Actor,
  categoryId: number,
  kind: SizeKind | null,
): Promise<SizeChartList> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .select(['id', 'size_kind'])
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen kategória.');
    await trx
      .updateTable('categories')
      .set({ size_kind: kind })
      .where('id', '=', categoryId)
      .execute();
    await writeAudit(trx, actor, {
      action: 'category.size-kind',
      entity: 'category',
      entityId: categoryId,
      before: { size_kind: before.size_kind },
      after: { size_kind: kind },
    });
  });
  await bumpCatalogueVersion(db);
  return listSizeCharts(db);
}

async function findProductChart(db: Db, alias: string): Promise<ProductSizeChart['chart']> {
  const product = await db
    .selectFrom('products')
    .select(['brand', 'category_id'])
    .where('alias', '=', alias)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product || !product.brand) return null;
  let kind: SizeKind | null = null;
  // Categories nest a few levels at most; the walk stops at the first kind found.
  for (let id: number | null = product.category_id, depth = 0; id !== null && depth < 10; depth++) {
    const category = await db
      .selectFrom('categories')
      .select(['parent_id', 'size_kind'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!category) break;
    if (isKind(category.size_kind)) {
      kind = category.size_kind;
      break;
    }
    id = category.parent_id;
  }
  if (!kind) return null;
  const row = await db
    .selectFrom('size_charts')
    .selectAll()
    .where('brand', '=', product.brand)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return null;
  const { brand, sizes } = chartOf(row);
  return { brand, kind, sizes };
}

/** The chart of a product's brand and kind, or null (cached per catalogue version). */
export async function productSizeChart(db: Db, alias: string): Promise<ProductSizeChart> {
  return {
    chart: await cachedResult(db, `size-chart:${alias}`, () => findProductChart(db, alias)),
  };
}

/** Hungarian reason a measure cannot be used, or null. */
function measureProblem(measure: Measure, value: number | undefined): string | null {
  const label = MEASURE_LABELS[measure].replace(' (cm)', '');
  const [low, high] = MEASURE_BOUNDS[measure];
  if (value === undefined || !Number.isFinite(value)) return `${label}: add meg centiméterben.`;
  if (value < low || value > high) return `${label}: ${low} és ${high} cm közötti számot adj meg.`;
  return null;
}

/** The size advice for a product and the shopper's measures (400 with a Hungarian reason). */
export async function productSizeAdvice(
  db: Db,
  alias: string,
  measures: Partial<Record<Measure, number>>,
): Promise<SizeAdvice> {
  const { chart } = await productSizeChart(db, alias);
  if (!chart) throw new NotFoundError(NO_CHART);
  const problems = KIND_MEASURES[chart.kind]
    .map((m) => measureProblem(m, measures[m]))
    .filter((p): p is string => p !== null);
  if (problems.length > 0) throw new BadRequestError(problems.join(' '));
  return adviseSize(chart.kind, chart.sizes, measures);
}
