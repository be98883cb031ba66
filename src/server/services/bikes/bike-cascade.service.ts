import { CAPACITY_BUCKETS } from '@common/capacity';
import type { NamedItem } from '@common/api/bikes.schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../errors';
import type { Licence } from '@common/licence';
import { licenceCondition } from './licence-filter';

/**
 * The four steps of the finder's cascade (manufacturer -> construction -> capacity -> type).
 * Each step lists only what leads to at least one bike type, so a shopper never reaches an empty select.
 * Unknown ids simply find nothing: the cascade answers an empty list rather than an error.
 */

/**
 * Names in the order a shopper reads them ('Kawasaki' before 'KTM'): SQLite compares bytes, so upper
 * case would sort first. lower() exists in both SQLite and PostgreSQL.
 */
export function byName(column: string) {
  return sql`lower(${sql.ref(column)})`;
}

export async function listManufacturers(db: Db, licence?: Licence): Promise<NamedItem[]> {
  const allowed = licenceCondition(licence);
  return db
    .selectFrom('manufacturers as m')
    .select(['m.id', 'm.name_en'])
    .where((eb) => {
      let types = eb
        .selectFrom('bike_types as t')
        .select('t.id')
        .whereRef('t.manufacturer_id', '=', 'm.id');
      if (allowed) types = types.where(allowed);
      return eb.exists(types);
    })
    .orderBy(byName('m.name_en'))
    .orderBy('m.name_en')
    .orderBy('m.id')
    .execute();
}

export async function listConstructions(
  db: Db,
  manufacturerId: number,
  licence?: Licence,
): Promise<NamedItem[]> {
  const allowed = licenceCondition(licence);
  return db
    .selectFrom('constructions as c')
    .select(['c.id', 'c.name_en'])
    .where((eb) => {
      let types = eb
        .selectFrom('bike_types as t')
        .select('t.id')
        .whereRef('t.construction_id', '=', 'c.id')
        .where('t.manufacturer_id', '=', manufacturerId);
      if (allowed) types = types.where(allowed);
      return eb.exists(types);
    })
    .orderBy(byName('c.name_en'))
    .orderBy('c.name_en')
    .orderBy('c.id')
    .execute();
}

export async function listCapacities(
  db: Db,
  manufacturerId: number,
  constructionId: number,
  licence?: Licence,
): Promise<number[]> {
  const allowed = licenceCondition(licence);
  let query = db
    .selectFrom('bike_types as t')
    .select('t.capacity_bucket')
    .distinct()
    .where('t.manufacturer_id', '=', manufacturerId)
    .where('t.construction_id', '=', constructionId);
  if (allowed) query = query.where(allowed);
  const rows = await query.orderBy('t.capacity_bucket').execute();
  return rows.map((row) => row.capacity_bucket);
}

export const UNKNOWN_CAPACITY_MESSAGE = `Ismeretlen hengerűrtartalom-kategória. Lehetséges értékek: ${CAPACITY_BUCKETS.join(', ')}.`;

export function assertCapacityBucket(capacity: number): void {
  if (!(CAPACITY_BUCKETS as readonly number[]).includes(capacity))
    throw new BadRequestError(UNKNOWN_CAPACITY_MESSAGE);
}

export async function listTypes(
  db: Db,
  manufacturerId: number,
  constructionId: number,
  capacity: number,
  licence?: Licence,
): Promise<NamedItem[]> {
  assertCapacityBucket(capacity);
  const allowed = licenceCondition(licence);
  let query = db
    .selectFrom('bike_types as t')
    .select(['t.id', 't.name_en'])
    .where('t.manufacturer_id', '=', manufacturerId)
    .where('t.construction_id', '=', constructionId)
    .where('t.capacity_bucket', '=', capacity);
  if (allowed) query = query.where(allowed);
  return query.orderBy(byName('t.name_en')).orderBy('t.name_en').orderBy('t.id').execute();
}
