import type { BikeData, NamedItem } from '@common/api/bikes.schema';
import { BIKE_TEXT_MAX_LENGTH, BIKE_TEXT_MAX_RESULTS } from '@common/bike-finder';
import { searchWords } from '@common/text-normalize';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../errors';
import { licenceOf, type Licence } from '@common/licence';
import { byName } from './bike-cascade.service';
import { licenceCondition } from './licence-filter';

/**
 * Free-text model search: every word of the query must occur in the type's search name (manufacturer
 * and model, lower-case and accent-free) with its spaces left out, so punctuation and spacing do not
 * matter: 'mt07', 'mt 07' and 'MT-07' all find the MT-07, 'kawa z 900' the Kawasaki Z900.
 */
export async function searchTypesByText(
  db: Db,
  text: string,
  licence?: Licence,
): Promise<NamedItem[]> {
  if (text.length > BIKE_TEXT_MAX_LENGTH) {
    throw new BadRequestError(
      `A keresett motortípus legfeljebb ${BIKE_TEXT_MAX_LENGTH} karakter lehet.`,
    );
  }
  // searchWords keeps only [a-z0-9] runs, so no LIKE wildcard (% or _) can reach the pattern.
  const words = searchWords(text);
  if (words.length === 0) return [];
  let query = db
    .selectFrom('bike_types as t')
    .innerJoin('manufacturers as m', 'm.id', 't.manufacturer_id')
    .select(['t.id', 't.name_en']);
  for (const word of words)
    query = query.where(sql`replace(t.search_name, ' ', '')`, 'like', `%${word}%`);
  const allowed = licenceCondition(licence);
  if (allowed) query = query.where(allowed);
  return query
    .orderBy(byName('m.name_en'))
    .orderBy(byName('t.name_en'))
    .orderBy('t.name_en')
    .orderBy('t.id')
    .limit(BIKE_TEXT_MAX_RESULTS)
    .execute();
}

export async function getBikeData(db: Db, typeId: number): Promise<BikeData> {
  const row = await db
    .selectFrom('bike_types')
    .select([
      'id',
      'name_en',
      'img',
      'content',
      'ccm',
      'power_kw',
      'manufacturer_id as gyarto',
      'construction_id as felepites',
      'capacity_bucket as hengerurtartalom',
    ])
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Nem található ilyen motortípus.');
  const { ccm, power_kw, ...data } = row;
  return { ...data, ccm, power_kw, licence: licenceOf(ccm, power_kw) };
}
