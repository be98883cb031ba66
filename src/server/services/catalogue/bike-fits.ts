import type { Db } from '../../db/database';
import { cachedResult } from './catalogue-cache';

/** (product, bike type) pairs of the variants fitting the types: the fitment index's range. */
export function fittingQuery(db: Db, types: number[]) {
  return db
    .selectFrom('variant_bikes')
    .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
    .select(['variants.product_id', 'variant_bikes.bike_type_id'])
    .where('variant_bikes.bike_type_id', 'in', types)
    .distinct();
}

/** Products with a variant fitting any of the bike types, each with the types it fits; cached. */
export function productsFitting(db: Db, types: number[]): Promise<Map<number, number[]>> {
  const sorted = [...new Set(types)].sort((a, b) => a - b);
  return cachedResult(db, JSON.stringify(['search-fits', sorted]), async () => {
    const rows = await fittingQuery(db, sorted).execute();
    const out = new Map<number, number[]>();
    for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r.bike_type_id]);
    return out;
  });
}
