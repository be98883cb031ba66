import type {
  AdminBikeType,
  AdminBikeTypeList,
  AdminCategory,
  BikeTypeFields,
  CategoryFields,
} from '@common/api/admin-catalogue.schema';
import { normalizeSearchText } from '@common/text-normalize';
import type { Db } from '../../../db/database';
import { ConflictError, NotFoundError, UnprocessableError } from '../../../errors';
import { bikeTypeDerivedColumns } from '../../bikes/bike-type-columns';
import { bumpCatalogueVersion } from '../catalogue-cache';
import { storeUploadedImage } from '../../images/uploaded-image';
import { type Actor, writeAudit } from '../../audit/audit.service';

/**
 * Categories (the two section trees) and bike types as the back office edits them. Each change is one
 * transaction with its audit entry; the catalogue version is bumped after it, so the menus, lists and
 * the bike finder of every process follow within 2 s.
 */

export const CATEGORY_ALIAS_TAKEN = 'Ez a webcím már egy másik kategóriához tartozik.';
export const BAD_PARENT =
  'Szülő kategória: ugyanabban a főcsoportban kell lennie, és nem lehet maga a kategória vagy annak alkategóriája.';
export const CATEGORY_ORDER_MISMATCH =
  'Sorrend: ugyanannak a szülőnek minden alkategóriáját pontosan egyszer kell felsorolni.';
export const BIKE_TYPE_TAKEN = 'Ilyen motortípus már van ennél a gyártónál (azonos név és ccm).';

export async function adminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('products')
        .select((e) => e.fn.countAll<number | string>().as('c'))
        .whereRef('products.category_id', '=', 'categories.id')
        .as('products'),
    )
    .orderBy('section')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, products: Number(r.products ?? 0) }));
}

async function checkCategory(trx: Db, fields: CategoryFields, id: number | null): Promise<void> {
  let clash = trx.selectFrom('categories').select('id').where('alias', '=', fields.alias);
  if (id !== null) clash = clash.where('id', '!=', id);
  if (await clash.executeTakeFirst()) throw new ConflictError(CATEGORY_ALIAS_TAKEN);
  // Walk up from the new parent: it must exist, be in the same section and never reach this category.
  let parentId = fields.parent_id;
  while (parentId !== null) {
    if (parentId === id) throw new UnprocessableError(BAD_PARENT);
    const parent = await trx
      .selectFrom('categories')
      .select(['parent_id', 'section'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.section !== fields.section) throw new UnprocessableError(BAD_PARENT);
    parentId = parent.parent_id;
  }
}

const trimmed = (fields: CategoryFields): CategoryFields => ({
  ...fields,
  name_hu: fields.name_hu.trim(),
  name_en: fields.name_en.trim(),
});

export async function createCategory(db: Db, actor: Actor, input: CategoryFields): Promise<number> {
  const fields = trimmed(input);
  const id = await db.transaction().execute(async (trx) => {
    await checkCategory(trx, fields, null);
    const row = await trx
      .insertInto('categories')
      .values(fields)
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      before: null,
      after: fields,
    });
    return row.id;
  });
  await bumpCatalogueVersion(db);
  return id;
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  input: CategoryFields,
): Promise<void> {
  const fields = trimmed(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen kategória.');
    await checkCategory(trx, fields, id);
    // Children follow their parent into another section.
    await trx.updateTable('categories').set(fields).where('id', '=', id).execute();
    if (before.section !== fields.section) {
      let level = [id];
      while (level.length > 0) {
        const children = await trx
          .selectFrom('categories')
          .select('id')
          .where('parent_id', 'in', level)
          .execute();
        level = children.map((c) => c.id);
        if (level.length > 0)
          await trx
            .updateTable('categories')
            .set({ section: fields.section })
            .where('id', 'in', level)
            .execute();
      }
    }
    const { id: _id, ...old } = before;
    await writeAudit(trx, actor, {
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before: old,
      after: fields,
    });
  });
  await bumpCatalogueVersion(db);
}

/** Orders the children of one parent (null: a section's top level) as listed. */
export async function orderCategories(db: Db, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('categories')
      .select(['id', 'parent_id', 'section', 'position'])
      .where('id', 'in', ids)
      .execute();
    const first = rows[0];
    if (!first || rows.length !== ids.length) throw new UnprocessableError(CATEGORY_ORDER_MISMATCH);
    let siblings = trx.selectFrom('categories').select('id').where('section', '=', first.section);
    siblings =
      first.parent_id === null
        ? siblings.where('parent_id', 'is', null)
        : siblings.where('parent_id', '=', first.parent_id);
    const all = await siblings.execute();
    if (all.length !== ids.length || rows.some((r) => r.parent_id !== first.parent_id))
      throw new UnprocessableError(CATEGORY_ORDER_MISMATCH);
    for (const [position, id] of ids.entries())
      await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'category.order',
      entity: 'category',
      entityId: first.parent_id ?? first.section,
      before: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id),
      after: ids,
    });
  });
  await bumpCatalogueVersion(db);
}

const BIKE_PAGE = 50;

export async function adminBikeTypes(
  db: Db,
  query: { q?: string; page?: number },
): Promise<AdminBikeTypeList> {
  let base = db
    .selectFrom('bike_types')
    .innerJoin('manufacturers', 'manufacturers.id', 'bike_types.manufacturer_id')
    .innerJoin('constructions', 'constructions.id', 'bike_types.construction_id');
  const q = normalizeSearchText(query.q ?? '');
  if (q) base = base.where('bike_types.search_name', 'like', `%${q.replace(/[\\%_]/g, '')}%`);
  const [count, rows, manufacturers, constructions] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    base
      .select([
        'bike_types.id',
        'bike_types.name_en',
        'bike_types.ccm',
        'bike_types.power_kw',
        'bike_types.img',
        'bike_types.content',
        'manufacturers.name_en as manufacturer',
        'constructions.name_en as construction',
      ])
      .orderBy('manufacturers.name_en')
      .orderBy('bike_types.name_en')
      .orderBy('bike_types.ccm')
      .limit(BIKE_PAGE)
      .offset(((query.page ?? 1) - 1) * BIKE_PAGE)
      .execute(),
    db.selectFrom('manufacturers').select('name_en').orderBy('name_en').execute(),
    db.selectFrom('constructions').select('name_en').orderBy('name_en').execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows,
    manufacturers: manufacturers.map((m) => m.name_en),
    constructions: constructions.map((c) => c.name_en),
  };
}

async function namedId(trx: Db, table: 'manufacturers' | 'constructions', name: string) {
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('name_en', '=', name)
    .executeTakeFirst();
  if (found) return found.id;
  return (
    await trx.insertInto(table).values({ name_en: name }).returning('id').executeTakeFirstOrThrow()
  ).id;
}

async function bikeTypeColumns(trx: Db, input: BikeTypeFields, id: number | null) {
  const manufacturer = input.manufacturer.trim();
  const name = input.name_en.trim();
  const manufacturerId = await namedId(trx, 'manufacturers', manufacturer);
  let clash = trx
    .selectFrom('bike_types')
    .select('id')
    .where('manufacturer_id', '=', manufacturerId)
    .where('name_en', '=', name)
    .where('ccm', '=', input.ccm);
  if (id !== null) clash = clash.where('id', '!=', id);
  if (await clash.executeTakeFirst()) throw new ConflictError(BIKE_TYPE_TAKEN);
  return {
    manufacturer_id: manufacturerId,
    construction_id: await namedId(trx, 'constructions', input.construction.trim()),
    name_en: name,
    ccm: input.ccm,
    power_kw: input.power_kw ?? null,
    content: input.content,
    ...bikeTypeDerivedColumns({ manufacturerName: manufacturer, name_en: name, ccm: input.ccm }),
  };
}

export async function adminBikeType(db: Db, id: number): Promise<AdminBikeType> {
  const row = await db
    .selectFrom('bike_types')
    .innerJoin('manufacturers', 'manufacturers.id', 'bike_types.manufacturer_id')
    .innerJoin('constructions', 'constructions.id', 'bike_types.construction_id')
    .select([
      'bike_types.id',
      'bike_types.name_en',
      'bike_types.ccm',
      'bike_types.power_kw',
      'bike_types.img',
      'bike_types.content',
      'manufacturers.name_en as manufacturer',
      'constructions.name_en as construction',
    ])
    .where('bike_types.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Nincs ilyen motortípus.');
  return row;
}

export async function saveBikeType(
  db: Db,
  actor: Actor,
  id: number | null,
  input: BikeTypeFields,
): Promise<number> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = id === null ? null : await adminBikeType(trx, id);
    const columns = await bikeTypeColumns(trx, input, id);
    const savedId =
      id === null
        ? (
            await trx
              .insertInto('bike_types')
              .values({ ...columns, img: '' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (await trx.updateTable('bike_types').set(columns).where('id', '=', id).execute(), id);
    await writeAudit(trx, actor, {
      action: id === null ? 'bike-type.create' : 'bike-type.update',
      entity: 'bike-type',
      entityId: savedId,
      before,
      after: input,
    });
    return savedId;
  });
  await bumpCatalogueVersion(db);
  return saved;
}

/** Checks and stores the bike type's picture and sets it (the old file stays: see product-media). */
export async function setBikeTypePicture(
  db: Db,
  actor: Actor,
  mediaDir: string,
  id: number,
  upload: Buffer,
): Promise<void> {
  const before = await adminBikeType(db, id);
  const url = await storeUploadedImage(mediaDir, upload);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bike_types').set({ img: url }).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'bike-type.picture',
      entity: 'bike-type',
      entityId: id,
      before: { img: before.img },
      after: { img: url },
    });
  });
  await bumpCatalogueVersion(db);
}
