import type { ImportPreview } from '@common/api/admin.schema';
import type { Db } from '../../../db/database';
import { type RestockMailShop, notifyBackInStock } from '../../back-in-stock/back-in-stock.service';
import type { Availability, VariantRow } from '../../../db/tables/catalogue.table';
import { type PricedVariant, productPriceColumns } from '../product-prices';
import { type Actor, writeAudit } from '../../audit/audit.service';
import {
  type CellValue,
  EDITABLE_COLUMNS,
  type EditableColumn,
  INFO_COLUMNS,
  columnKey,
  parseCell,
} from './catalogue-csv-columns';
import { type ColumnType, bulkUpdateById } from './bulk-update';
import { decodeCsvBytes, parseCsv } from '../../../spreadsheets/csv';

const MAX_LISTED_CHANGES = 500;
const MAX_LISTED_ERRORS = 500;
const CHUNK = 500;

type Values = Partial<Record<EditableColumn, CellValue>>;

interface PlannedRow {
  line: number;
  cikkszam: string;
  kind: 'new' | 'changed';
  variantId: number | null;
  productId: number;
  before: Values;
  after: Values;
  /** Every editable column the file holds, as the row will be stored. */
  values: Values;
}

export interface ImportPlan {
  preview: ImportPreview;
  rows: PlannedRow[];
  /** The editable columns the file holds. */
  columns: EditableColumn[];
}

type VariantFields = Pick<
  VariantRow,
  | 'id'
  | 'product_id'
  | 'cikkszam'
  | 'name_hu'
  | 'price_curr_hu'
  | 'price_prev_hu'
  | 'unique_promotional_price'
  | 'stock'
  | 'availability'
  | 'weight_g'
>;

/** A stored variant in the CSV's terms. */
function currentValues(v: VariantFields): Record<EditableColumn, CellValue> {
  return {
    valtozat_nev: v.name_hu,
    ar: v.price_curr_hu,
    regi_ar: v.price_prev_hu,
    akcios_ar: v.unique_promotional_price,
    keszlet: v.stock,
    elerhetoseg: v.availability,
    suly_g: v.weight_g,
  };
}

/**
 * Reads a catalogue CSV and works out what importing it would do, without writing anything: each row's
 * variant by `cikkszam`, new (for an existing product named in `termek_alias`), changed or unchanged,
 * and every error with its line number.
 */
export async function planCatalogueImport(db: Db, bytes: Uint8Array): Promise<ImportPlan> {
  const { text, encoding } = decodeCsvBytes(bytes);
  const { separator, records } = parseCsv(text);
  const errors: { line: number; message: string }[] = [];
  const preview: ImportPreview = {
    applied: false,
    encoding,
    separator,
    columns: [],
    rows: 0,
    new: 0,
    changed: 0,
    unchanged: 0,
    errors,
    changes: [],
  };
  const header = records[0];
  if (!header) {
    errors.push({
      line: 1,
      message: 'Üres fájl: az első sor a fejléc (pl. cikkszam;ar;akcios_ar;keszlet).',
    });
    return { preview, rows: [], columns: [] };
  }
  const keys = header.fields.map(columnKey);
  preview.columns = keys;
  const cikkszamAt = keys.indexOf('cikkszam');
  if (cikkszamAt < 0) errors.push({ line: 1, message: 'Hiányzik a cikkszam oszlop a fejlécből.' });
  for (const [i, key] of keys.entries()) {
    if (key === 'cikkszam') continue;
    if (![...EDITABLE_COLUMNS, ...INFO_COLUMNS].includes(key as EditableColumn))
      errors.push({ line: 1, message: `Ismeretlen oszlop: „${header.fields[i]?.trim()}”.` });
    else if (keys.indexOf(key) !== i)
      errors.push({ line: 1, message: `Kétszer szereplő oszlop: „${key}”.` });
  }
  if (errors.length > 0) return { preview, rows: [], columns: [] };
  const editable = keys
    .map((key, index) => ({ key, index }))
    .filter((c): c is { key: EditableColumn; index: number } =>
      (EDITABLE_COLUMNS as readonly string[]).includes(c.key),
    );
  const aliasAt = keys.indexOf('termek_alias');

  const variants = await db
    .selectFrom('variants')
    .select([
      'id',
      'product_id',
      'cikkszam',
      'name_hu',
      'price_curr_hu',
      'price_prev_hu',
      'unique_promotional_price',
      'stock',
      'availability',
      'weight_g',
    ])
    .execute();
  const byCikkszam = new Map(variants.map((v) => [v.cikkszam.trim().toLowerCase(), v]));
  const productIds =
    aliasAt >= 0
      ? new Map(
          (await db.selectFrom('products').select(['id', 'alias']).execute()).map((p) => [
            p.alias,
            p.id,
          ]),
        )
      : new Map<string, number>();

  const seen = new Map<string, number>();
  const rows: PlannedRow[] = [];
  for (const record of records.slice(1)) {
    const { line, fields } = record;
    if (fields.every((f) => f.trim() === '')) continue;
    preview.rows++;
    const fail = (message: string) => errors.push({ line, message });
    if (fields.length > keys.length) {
      fail(`Több mező (${fields.length}), mint oszlop (${keys.length}).`);
      continue;
    }
    const cikkszam = (fields[cikkszamAt] ?? '').trim();
    if (!cikkszam) {
      fail('Hiányzó cikkszám.');
      continue;
    }
    const key = cikkszam.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(`A(z) ${cikkszam} cikkszám már szerepelt a(z) ${earlier}. sorban.`);
      continue;
    }
    seen.set(key, line);

    const after: Values = {};
    let rowOk = true;
    for (const { key: column, index } of editable) {
      const parsed = parseCell(column, fields[index] ?? '');
      if (parsed.ok) after[column] = parsed.value;
      else {
        fail(parsed.message);
        rowOk = false;
      }
    }
    if (!rowOk) continue;

    const existing = byCikkszam.get(key);
    if (!existing) {
      const alias = aliasAt >= 0 ? (fields[aliasAt] ?? '').trim() : '';
      const productId = alias ? productIds.get(alias) : undefined;
      if (productId === undefined) {
        fail(
          alias
            ? `Ismeretlen cikkszám (${cikkszam}), és nincs „${alias}” aliasú termék.`
            : `Ismeretlen cikkszám: ${cikkszam}. Új változathoz a termek_alias oszlopban egy létező termék kell.`,
        );
        continue;
      }
      if (after.ar === undefined) {
        fail(`Új változathoz (${cikkszam}) az ár megadása kötelező.`);
        continue;
      }
      preview.new++;
      rows.push({
        line,
        cikkszam,
        kind: 'new',
        variantId: null,
        productId,
        before: {},
        after,
        values: after,
      });
      continue;
    }
    const current = currentValues(existing);
    const before: Values = {};
    const changed: Values = {};
    for (const column of Object.keys(after) as EditableColumn[]) {
      if (after[column] !== current[column]) {
        before[column] = current[column];
        changed[column] = after[column] as CellValue;
      }
    }
    if (Object.keys(changed).length === 0) {
      preview.unchanged++;
      continue;
    }
    preview.changed++;
    rows.push({
      line,
      cikkszam: existing.cikkszam,
      kind: 'changed',
      variantId: existing.id,
      productId: existing.product_id,
      before,
      after: changed,
      values: after,
    });
  }
  preview.changes = rows.slice(0, MAX_LISTED_CHANGES).map((r) => ({
    line: r.line,
    cikkszam: r.cikkszam,
    kind: r.kind,
    before: r.before,
    after: r.after,
  }));
  if (errors.length > MAX_LISTED_ERRORS) {
    const more = errors.length - MAX_LISTED_ERRORS;
    errors.splice(MAX_LISTED_ERRORS);
    errors.push({ line: 0, message: `És még ${more} hiba.` });
  }
  return { preview, rows, columns: editable.map((c) => c.key) };
}

/** The variants table's column of each CSV column, and its SQL type for the bulk update. */
const VARIANT_COLUMN: Record<EditableColumn, [name: string, type: ColumnType]> = {
  valtozat_nev: ['name_hu', 'text'],
  ar: ['price_curr_hu', 'integer'],
  regi_ar: ['price_prev_hu', 'integer'],
  akcios_ar: ['unique_promotional_price', 'integer'],
  keszlet: ['stock', 'integer'],
  elerhetoseg: ['availability', 'text'],
  suly_g: ['weight_g', 'integer'],
};

function variantColumns(values: Values): Record<string, CellValue> {
  const out: Record<string, CellValue> = {};
  for (const [column, value] of Object.entries(values))
    out[VARIANT_COLUMN[column as EditableColumn][0]] = value as CellValue;
  return out;
}

const PRICE_COLUMNS: Record<string, ColumnType> = {
  effective_price: 'integer',
  start_price_prev_hu: 'integer',
  start_price_curr_hu: 'integer',
  top_price_curr_hu: 'integer',
  on_sale: 'integer',
};

/**
 * Applies a plan without errors in one transaction: every change or none (a failure rolls all back).
 * The products' derived price columns and the audit entry are written in the same transaction.
 * Returns the products that got new variants (their search index needs them). Variants whose stock
 * rose above zero get their waiting shoppers' e-mails into the outbox in the same transaction.
 */
export async function applyCatalogueImport(
  db: Db,
  actor: Actor,
  plan: ImportPlan,
  shop: RestockMailShop,
): Promise<{ productsWithNewVariants: number[]; restockMails: number }> {
  let restockMails = 0;
  const touched = new Set<number>();
  const withNew = new Set<number>();
  await db.transaction().execute(async (trx) => {
    const changed = plan.rows.filter((r) => r.kind === 'changed');
    const fresh = plan.rows.filter((r) => r.kind === 'new');
    for (const row of plan.rows) touched.add(row.productId);
    await bulkUpdateById(
      trx,
      'variants',
      Object.fromEntries(plan.columns.map((c) => VARIANT_COLUMN[c])),
      changed.map((r) => ({ id: r.variantId as number, values: variantColumns(r.values) })),
    );
    for (const row of fresh) {
      withNew.add(row.productId);
      const name = (row.values.valtozat_nev as string | undefined) ?? '';
      await trx
        .insertInto('variants')
        .values({
          product_id: row.productId,
          name_hu: name,
          name_en: name,
          cikkszam: row.cikkszam,
          props: '{}',
          availability: (row.values.elerhetoseg as Availability | undefined) ?? 'rendelheto',
          price_curr_hu: row.values.ar as number,
          price_prev_hu: (row.values.regi_ar as number | null | undefined) ?? null,
          unique_promotional_price: (row.values.akcios_ar as number | null | undefined) ?? null,
          weight_g: (row.values.suly_g as number | undefined) ?? 0,
          stock: (row.values.keszlet as number | undefined) ?? 0,
          position: 1000,
        })
        .execute();
    }
    const ids = [...touched];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = ids.slice(i, i + CHUNK);
      const prices = await trx
        .selectFrom('variants')
        .select(['product_id', 'price_curr_hu', 'price_prev_hu', 'unique_promotional_price'])
        .where('product_id', 'in', part)
        .execute();
      const byProduct = new Map<number, PricedVariant[]>();
      for (const p of prices) {
        const list = byProduct.get(p.product_id) ?? [];
        list.push(p);
        byProduct.set(p.product_id, list);
      }
      await bulkUpdateById(
        trx,
        'products',
        PRICE_COLUMNS,
        part.map((id) => ({
          id,
          values: { ...productPriceColumns(byProduct.get(id) ?? []) },
        })),
      );
    }
    await writeAudit(trx, actor, {
      action: 'catalogue.import',
      entity: 'variant',
      entityId: `${plan.preview.new} új, ${plan.preview.changed} módosított`,
      before: plan.rows.map((r) => ({ cikkszam: r.cikkszam, ...r.before })),
      after: plan.rows.map((r) => ({ cikkszam: r.cikkszam, ...r.after })),
    });
    // New variants have no waiting shoppers; changed ones whose stock column changed may.
    restockMails = await notifyBackInStock(
      trx,
      changed.filter((r) => r.after.keszlet !== undefined).map((r) => r.variantId as number),
      shop,
    );
  });
  return { productsWithNewVariants: [...withNew], restockMails };
}
