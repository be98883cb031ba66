import type { GarageResponse } from '@common/api/garage.schema';
import { GARAGE_FULL_MESSAGE, GARAGE_MAX_BIKES } from '@common/api/garage.constants';
import {
  accountListCall,
  expectGuestsRefused,
  expectMalformedRefused,
  registerCustomer,
} from '../../testing/accounts-helpers';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

jest.setTimeout(60_000);

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
  // Bike types 101 CB500F and 102 CBR600RR (Honda, Naked, bucket 600), plus enough for a full garage.
  await insertCatalogueFixtures(t.app.db);
  await t.app.db
    .insertInto('bike_types')
    .values(
      Array.from({ length: GARAGE_MAX_BIKES }, (_, i) => ({
        id: 201 + i,
        manufacturer_id: 1,
        construction_id: 1,
        name_en: `Teszt ${i + 1}`,
        search_name: `honda teszt ${i + 1}`,
        ccm: 125,
        capacity_bucket: 125,
        img: '',
        content: '',
      })),
    )
    .execute();
});
afterEach(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => accountListCall(t, 'garage', token, method, url, payload);

async function ok(res: Awaited<ReturnType<typeof call>>): Promise<GarageResponse> {
  expect(res.statusCode).toBe(200);
  return res.json() as GarageResponse;
}

const ids = (garage: GarageResponse) => garage.bikes.map((bike) => bike.tipus);

describe("a customer's garage", () => {
  it('saves bikes with their finder choice, makes the saved one active, removes and switches', async () => {
    const token = await registerCustomer(t);
    expect(await ok(await call(token, 'GET', ''))).toEqual({ status: 1, bikes: [], active: null });

    await ok(await call(token, 'POST', '/bikes', { tipus: 101 }));
    const two = await ok(await call(token, 'POST', '/bikes', { tipus: 102 }));
    expect(two.bikes).toEqual([
      { tipus: 101, name: 'CB500F', gyarto: 1, felepites: 1, hengerurtartalom: 600 },
      { tipus: 102, name: 'CBR600RR', gyarto: 1, felepites: 1, hengerurtartalom: 600 },
    ]);
    expect(two.active).toBe(102);
    // Saving a bike that is already there adds nothing, but makes it active.
    const again = await ok(await call(token, 'POST', '/bikes', { tipus: 101 }));
    expect(ids(again)).toEqual([101, 102]);
    expect(again.active).toBe(101);

    expect((await ok(await call(token, 'POST', '/active', { tipus: 102 }))).active).toBe(102);
    expect((await ok(await call(token, 'POST', '/active', { tipus: null }))).active).toBeNull();

    const removed = await ok(await call(token, 'DELETE', '/bikes/101'));
    expect(ids(removed)).toEqual([102]);
    expect(ids(await ok(await call(token, 'GET', '')))).toEqual([102]);
  });

  it("never shows or changes another customer's garage", async () => {
    const anna = await registerCustomer(t, 'anna@example.hu', 'Kiss Anna');
    const bela = await registerCustomer(t, 'bela@example.hu', 'Nagy Béla');
    await ok(await call(anna, 'POST', '/bikes', { tipus: 101 }));

    expect(await ok(await call(bela, 'GET', ''))).toEqual({ status: 1, bikes: [], active: null });
    // Béla removing or activating Anna's bike touches only his own (empty) garage.
    expect(ids(await ok(await call(bela, 'DELETE', '/bikes/101')))).toEqual([]);
    expect((await ok(await call(bela, 'POST', '/active', { tipus: 101 }))).active).toBeNull();
    const annas = await ok(await call(anna, 'GET', ''));
    expect(ids(annas)).toEqual([101]);
    expect(annas.active).toBe(101);
  });

  it('merges the guest garage at login: added after the own bikes, no duplicates, active kept', async () => {
    const token = await registerCustomer(t);
    await ok(await call(token, 'POST', '/bikes', { tipus: 101 }));

    // 999 was deleted since the guest saved it; 102 twice is one bike.
    const merged = await ok(
      await call(token, 'POST', '/merge', { bikes: [102, 999, 101, 102, 201], active: 102 }),
    );
    expect(ids(merged)).toEqual([101, 102, 201]);
    expect(merged.active).toBe(102);

    // The same browser logging in again (or a second tab) changes nothing; no active: the account's stays.
    const again = await ok(
      await call(token, 'POST', '/merge', { bikes: [201, 102], active: null }),
    );
    expect(ids(again)).toEqual([101, 102, 201]);
    expect(again.active).toBe(102);

    // An active bike the guest never saved is not forced into the garage.
    const unsaved = await ok(await call(token, 'POST', '/merge', { bikes: [], active: 202 }));
    expect(ids(unsaved)).toEqual([101, 102, 201]);
    expect(unsaved.active).toBe(102);
  });

  it('keeps the limit: a merge fills up to it, a further save is refused in Hungarian', async () => {
    const token = await registerCustomer(t);
    await ok(await call(token, 'POST', '/bikes', { tipus: 101 }));
    const all = Array.from({ length: GARAGE_MAX_BIKES }, (_, i) => 201 + i);
    const merged = await ok(await call(token, 'POST', '/merge', { bikes: all, active: null }));
    expect(merged.bikes).toHaveLength(GARAGE_MAX_BIKES);
    expect(ids(merged)[0]).toBe(101);

    const full = await call(token, 'POST', '/bikes', { tipus: 102 });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: GARAGE_FULL_MESSAGE });
  });

  it('validates: unknown type 404, malformed bodies 400, guests 401 with status 0', async () => {
    const token = await registerCustomer(t);
    const unknown = await call(token, 'POST', '/bikes', { tipus: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Ez a motor nincs a listánkban.' });

    await expectMalformedRefused(call, token, [
      ['/bikes', { tipus: 0 }],
      ['/bikes', { tipus: '101' }],
      ['/bikes', { tipus: 101, extra: 1 }],
      ['/merge', { bikes: 101, active: null }],
      ['/merge', { bikes: [101] }],
      [
        '/merge',
        { bikes: Array.from({ length: GARAGE_MAX_BIKES + 1 }, (_, i) => i + 1), active: null },
      ],
      ['/active', {}],
    ]);
    expect((await call(token, 'DELETE', '/bikes/abc')).statusCode).toBe(400);

    await expectGuestsRefused(call, [
      ['GET', ''],
      ['POST', '/bikes', { tipus: 101 }],
      ['DELETE', '/bikes/101'],
    ]);
  });

  it('refuses writes without the anti-forgery token', async () => {
    const token = await registerCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/garage/bikes',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: { tipus: 101 },
    });
    expect(res.statusCode).toBe(419);
    expect(ids(await ok(await call(token, 'GET', '')))).toEqual([]);
  });

  it('goes with the account when the customer deletes it', async () => {
    const token = await registerCustomer(t);
    await ok(await call(token, 'POST', '/bikes', { tipus: 101 }));
    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await t.app.db.selectFrom('garage_bikes').selectAll().execute()).toEqual([]);
  });
});
