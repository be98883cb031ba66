import type { PickupCarrierInfo, PickupPoint } from '@common/api/pickup.schema';
import { PICKUP_SEARCH_LIMIT } from '@common/api/pickup.schema';
import { PICKUP_CARRIERS, PICKUP_LABELS, PICKUP_METHODS, type PickupCarrier } from '@common/pickup';
import { searchWords } from '@common/text-normalize';
import type { Db } from '../../db/database';
import type { PickupPointRow } from '../../db/tables/pickup.table';

export function toPickupPoint(row: PickupPointRow): PickupPoint {
  let openingHours: PickupPoint['openingHours'] = [];
  try {
    const parsed: unknown = JSON.parse(row.opening_hours);
    if (Array.isArray(parsed)) openingHours = parsed as PickupPoint['openingHours'];
  } catch {
    // A damaged row shows no hours rather than failing the search.
  }
  return {
    id: row.id,
    carrier: row.carrier as PickupCarrier,
    kind: row.kind,
    name: row.name,
    postcode: row.postcode,
    city: row.city,
    address: row.address,
    openingHours,
    lat: row.lat,
    lng: row.lng,
  };
}

/** One line for the order, the e-mail and the back office: 'Foxpost automata: name, 1117 Budapest, street'. */
export function pickupPointText(point: PickupPoint | PickupPointRow): string {
  const label = PICKUP_LABELS[point.carrier as PickupCarrier]?.pointName ?? point.carrier;
  return `${label}: ${point.name}, ${point.postcode} ${point.city}, ${point.address}`;
}

/**
 * Active points of a carrier whose postcode, city, name or address holds every word of the query,
 * accent- and case-insensitively ('gyor arkad' finds 'Árkád Győr'), by postcode then name.
 */
export async function searchPickupPoints(
  db: Db,
  carrier: PickupCarrier,
  query: string,
): Promise<PickupPoint[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  let select = db
    .selectFrom('pickup_points')
    .selectAll()
    .where('carrier', '=', carrier)
    .where('active', '=', 1);
  for (const word of words) {
    // searchWords leaves only [a-z0-9], so the word needs no LIKE escaping.
    select = select.where('search_text', 'like', `%${word}%`);
  }
  const rows = await select
    .orderBy('postcode')
    .orderBy('name')
    .limit(PICKUP_SEARCH_LIMIT)
    .execute();
  return rows.map(toPickupPoint);
}

export async function findPickupPoint(db: Db, id: string): Promise<PickupPointRow | undefined> {
  return db.selectFrom('pickup_points').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The carriers offered: fee, weight limit and how many active points their last good list holds. */
export async function pickupCarrierInfos(db: Db): Promise<PickupCarrierInfo[]> {
  const rows = await db.selectFrom('pickup_carriers').selectAll().execute();
  return PICKUP_CARRIERS.flatMap((carrier) => {
    const row = rows.find((r) => r.carrier === carrier);
    if (!row) return [];
    return [
      {
        carrier,
        method: PICKUP_METHODS[carrier],
        fee: row.fee,
        maxWeightKg: row.max_grams / 1000,
        pointCount: row.point_count,
      },
    ];
  });
}
