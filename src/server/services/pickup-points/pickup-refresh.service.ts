import fs from 'node:fs/promises';
import { PICKUP_CARRIERS, type PickupCarrier } from '@common/pickup';
import { normalizeSearchText } from '@common/text-normalize';
import type { PickupConfig } from '../../config';
import type { Db } from '../../db/database';
import { dbNow, readDbNow } from '../../db/db-clock';
import { type ParsedPoint, PickupListError, parsePickupList } from './carrier-formats';

/** A claim older than this is taken to belong to a process that died mid-refresh. */
export const REFRESH_CLAIM_MS = 10 * 60 * 1000;
const FETCH_TIMEOUT_MS = 60_000;
const INSERT_CHUNK = 200;

export interface RefreshResult {
  carrier: PickupCarrier;
  ok: boolean;
  /** Active points after the refresh (the last good list's when it failed). */
  points: number;
  skipped?: number;
  error?: string;
}

/** A carrier's list as text, from an http(s) URL or a file path. */
export async function readPickupSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new PickupListError(`HTTP ${response.status}`);
    return response.text();
  }
  return fs.readFile(source, 'utf8');
}

/** Writes each carrier's fee and weight limit from the configuration (every process does, at start). */
export async function syncPickupCarriers(db: Db, config: PickupConfig): Promise<void> {
  for (const carrier of PICKUP_CARRIERS) {
    const { fee, maxWeightKg, source } = config.carriers[carrier];
    const settings = { fee, max_grams: Math.round(maxWeightKg * 1000), source };
    await db
      .insertInto('pickup_carriers')
      .values({ carrier, ...settings, point_count: 0, last_error: '' })
      .onConflict((oc) => oc.column('carrier').doUpdateSet(settings))
      .execute();
  }
}

function pointRow(carrier: PickupCarrier, p: ParsedPoint & { closed?: boolean }, now: string) {
  return {
    id: `${carrier}:${p.code}`,
    carrier,
    code: p.code,
    kind: p.kind,
    name: p.name,
    postcode: p.postcode,
    city: p.city,
    address: p.address,
    opening_hours: JSON.stringify(p.openingHours),
    lat: p.lat,
    lng: p.lng,
    active: p.closed ? 0 : 1,
    search_text: normalizeSearchText(`${p.postcode} ${p.city} ${p.name} ${p.address}`),
    updated_at: now,
  };
}

/**
 * Loads one carrier's list and replaces its points in one transaction. A point the new list lacks is
 * kept inactive (a cart or an order may name it). When the source cannot be read or parsed, nothing
 * changes but the error note: the last good list stays in use.
 */
export async function refreshCarrier(
  db: Db,
  carrier: PickupCarrier,
  source: string,
): Promise<RefreshResult> {
  // When the list was loaded is compared with the database's clock by the next refresh (db-clock.ts).
  const iso = (await readDbNow(db)).toISOString();
  let parsed: ReturnType<typeof parsePickupList>;
  try {
    parsed = parsePickupList(carrier, await readPickupSource(source));
  } catch (err) {
    const error = ((err as Error).message || String(err)).replace(/\s+/g, ' ').trim();
    await db
      .updateTable('pickup_carriers')
      .set({ last_error: error.slice(0, 500), last_error_at: iso, refresh_claimed_at: null })
      .where('carrier', '=', carrier)
      .execute();
    const kept = await countActive(db, carrier);
    return { carrier, ok: false, points: kept, error };
  }
  // One row per code: a list naming a point twice keeps its last entry.
  const rows = [...new Map(parsed.points.map((p) => [p.code, pointRow(carrier, p, iso)])).values()];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pickup_points')
      .set({ active: 0 })
      .where('carrier', '=', carrier)
      .execute();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('pickup_points')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            name: eb.ref('excluded.name'),
            postcode: eb.ref('excluded.postcode'),
            city: eb.ref('excluded.city'),
            address: eb.ref('excluded.address'),
            opening_hours: eb.ref('excluded.opening_hours'),
            lat: eb.ref('excluded.lat'),
            lng: eb.ref('excluded.lng'),
            active: eb.ref('excluded.active'),
            search_text: eb.ref('excluded.search_text'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    const active = rows.filter((r) => r.active === 1).length;
    await trx
      .updateTable('pickup_carriers')
      .set({
        loaded_at: iso,
        point_count: active,
        last_error: '',
        last_error_at: null,
        refresh_claimed_at: null,
      })
      .where('carrier', '=', carrier)
      .execute();
  });
  return { carrier, ok: true, points: await countActive(db, carrier), skipped: parsed.skipped };
}

async function countActive(db: Db, carrier: PickupCarrier): Promise<number> {
  const row = await db
    .selectFrom('pickup_points')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('carrier', '=', carrier)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every carrier now (`npm run pickup-points -- --refresh`, tests). */
export async function refreshPickupLists(db: Db, config: PickupConfig): Promise<RefreshResult[]> {
  await syncPickupCarriers(db, config);
  const results: RefreshResult[] = [];
  for (const carrier of PICKUP_CARRIERS) {
    results.push(await refreshCarrier(db, carrier, config.carriers[carrier].source));
  }
  return results;
}

/**
 * The pickup list job's step (jobs/jobs.plugin.ts): refreshes the carriers whose list is older than
 * `refreshHours`, by the database's clock. A conditional UPDATE claims a carrier first, so of several
 * processes only one loads it; a failed load is retried at the next step (its list stays old).
 */
export async function refreshDueLists(db: Db, config: PickupConfig): Promise<RefreshResult[]> {
  if (config.refreshHours <= 0) return [];
  const results: RefreshResult[] = [];
  for (const carrier of PICKUP_CARRIERS) {
    const claimed = await db
      .updateTable('pickup_carriers')
      .set({ refresh_claimed_at: dbNow(db) })
      .where('carrier', '=', carrier)
      .where((eb) =>
        eb.or([
          eb('loaded_at', 'is', null),
          eb('loaded_at', '<', dbNow(db, -config.refreshHours * 3600_000)),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('refresh_claimed_at', 'is', null),
          eb('refresh_claimed_at', '<', dbNow(db, -REFRESH_CLAIM_MS)),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    results.push(await refreshCarrier(db, carrier, config.carriers[carrier].source));
  }
  return results;
}
