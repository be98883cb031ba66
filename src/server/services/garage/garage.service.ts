import type { GarageBike, GarageMergeRequest, GarageResponse } from '@common/api/garage.schema';
import { GARAGE_FULL_MESSAGE, GARAGE_MAX_BIKES } from '@common/api/garage.constants';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../errors';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** The customer's garage, in the order the bikes were saved. Only their own rows, ever. */
export async function garageOf(db: Executor, userId: number): Promise<GarageResponse> {
  const rows = await db
    .selectFrom('garage_bikes as g')
    .innerJoin('bike_types as t', 't.id', 'g.bike_type_id')
    .select([
      't.id as tipus',
      't.name_en as name',
      't.manufacturer_id as gyarto',
      't.construction_id as felepites',
      't.capacity_bucket as hengerurtartalom',
      'g.active',
    ])
    .where('g.user_id', '=', userId)
    .orderBy('g.id')
    .execute();
  const bikes: GarageBike[] = rows.map(({ active: _active, ...bike }) => bike);
  const active = rows.find((row) => Number(row.active) === 1)?.tipus ?? null;
  return { status: 1, bikes, active };
}

/** Bike types that exist, of the ids given (a type deleted since the guest saved it is dropped). */
async function existingTypes(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('bike_types').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

async function insertBikes(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('garage_bikes')
    .values(ids.map((id) => ({ user_id: userId, bike_type_id: id, created_at: now })))
    // Two tabs logging in at once merge the same bikes: the second merge adds nothing.
    .onConflict((oc) => oc.columns(['user_id', 'bike_type_id']).doNothing())
    .execute();
}

async function markActive(db: Executor, userId: number, tipus: number | null): Promise<void> {
  await db
    .updateTable('garage_bikes')
    .set({ active: 0 })
    .where('user_id', '=', userId)
    .where('active', '<>', 0)
    .execute();
  if (tipus === null) return;
  await db
    .updateTable('garage_bikes')
    .set({ active: 1 })
    .where('user_id', '=', userId)
    .where('bike_type_id', '=', tipus)
    .execute();
}

/**
 * Login: the guest's bikes join the account's (no duplicates, existing order first, up to the limit;
 * nothing of the account's is dropped), and the browser's active bike, when it is in the garage,
 * becomes the account's; without one the account's own active bike stays.
 */
export async function mergeGarage(
  db: Db,
  userId: number,
  request: GarageMergeRequest,
): Promise<GarageResponse> {
  return db.transaction().execute(async (trx) => {
    const current = await garageOf(trx, userId);
    const have = new Set(current.bikes.map((bike) => bike.tipus));
    const known = await existingTypes(trx, request.bikes);
    const room = Math.max(0, GARAGE_MAX_BIKES - have.size);
    const added = [...new Set(request.bikes)]
      .filter((id) => known.has(id) && !have.has(id))
      .slice(0, room);
    await insertBikes(trx, userId, added);
    const inGarage = new Set([...have, ...added]);
    if (request.active !== null && inGarage.has(request.active))
      await markActive(trx, userId, request.active);
    return garageOf(trx, userId);
  });
}

/** 'Mentés a garázsba': the bike joins the garage (again is fine) and becomes the active one. */
export async function addGarageBike(
  db: Db,
  userId: number,
  tipus: number,
): Promise<GarageResponse> {
  return db.transaction().execute(async (trx) => {
    if ((await existingTypes(trx, [tipus])).size === 0)
      throw new NotFoundError('Ez a motor nincs a listánkban.');
    const current = await garageOf(trx, userId);
    if (!current.bikes.some((bike) => bike.tipus === tipus)) {
      if (current.bikes.length >= GARAGE_MAX_BIKES) throw new BadRequestError(GARAGE_FULL_MESSAGE);
      await insertBikes(trx, userId, [tipus]);
    }
    await markActive(trx, userId, tipus);
    return garageOf(trx, userId);
  });
}

export async function removeGarageBike(
  db: Db,
  userId: number,
  tipus: number,
): Promise<GarageResponse> {
  await db
    .deleteFrom('garage_bikes')
    .where('user_id', '=', userId)
    .where('bike_type_id', '=', tipus)
    .execute();
  return garageOf(db, userId);
}

/** The header switch: the account remembers the active bike for the next device it logs in on. */
export async function activateGarageBike(
  db: Db,
  userId: number,
  tipus: number | null,
): Promise<GarageResponse> {
  return db.transaction().execute(async (trx) => {
    await markActive(trx, userId, tipus);
    return garageOf(trx, userId);
  });
}
