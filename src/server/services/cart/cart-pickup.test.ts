import type { PickupCarrierInfo, PickupPoint } from '@common/api/pickup.schema';
import { PICKUP_METHODS } from '@common/pickup';
import {
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  modify,
  ordersOf,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { PICKUP_POINT_GONE, PICKUP_POINT_OTHER_CARRIER } from './cart-fields.service';
import { refreshPickupLists } from '../pickup-points/pickup-refresh.service';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
  await refreshPickupLists(t.app.db, t.config.pickup);
});
afterEach(() => t.close());

const FOXPOST = PICKUP_METHODS.foxpost;
const ALLEE = 'foxpost:1444335';

async function search(carrier: string, q: string) {
  const res = await t.app.inject({
    url: `/api/pickupPoints?carrier=${carrier}&q=${encodeURIComponent(q)}`,
    headers: t.headers,
  });
  return { status: res.statusCode, points: res.json() as PickupPoint[] };
}

describe('finding a pickup point', () => {
  it('lists the carriers with their fee, weight limit and points', async () => {
    const res = await t.app.inject({ url: '/api/pickupCarriers', headers: t.headers });
    expect(res.json() as PickupCarrierInfo[]).toEqual([
      { carrier: 'foxpost', method: 3, fee: 1190, maxWeightKg: 25, pointCount: 6 },
      { carrier: 'gls', method: 4, fee: 1290, maxWeightKg: 20, pointCount: 5 },
      { carrier: 'mpl', method: 5, fee: 1390, maxWeightKg: 20, pointCount: 5 },
      { carrier: 'packeta', method: 6, fee: 1090, maxWeightKg: 15, pointCount: 3 },
    ]);
  });

  it('finds by postcode, city or name, accent- and case-insensitively, every word matching', async () => {
    expect((await search('foxpost', '1117')).points.map((p) => p.id)).toEqual([ALLEE]);
    expect((await search('foxpost', 'gyor')).points.map((p) => p.name)).toEqual([
      'Foxpost - Árkád Győr',
    ]);
    expect((await search('foxpost', 'BUDAPEST')).points).toHaveLength(2);
    expect((await search('foxpost', 'budapest allee')).points.map((p) => p.id)).toEqual([ALLEE]);
    expect((await search('foxpost', 'Pécs plaza')).points[0]).toMatchObject({
      address: 'Megyeri út 76.',
      postcode: '7632',
      openingHours: expect.arrayContaining([{ day: 'Vasárnap', hours: '09:00-19:00' }]),
    });
    expect((await search('gls', 'kárász')).points.map((p) => p.id)).toEqual([
      'gls:6720-CSOMAGPONT',
    ]);
    expect((await search('foxpost', 'kárász')).points).toEqual([]);
    // Closed Packeta points are not offered.
    expect((await search('packeta', 'nyiregyhaza')).points).toEqual([]);
  });

  it('lets the page frame the OpenStreetMap of the chooser, and nothing else new', async () => {
    const res = await t.app.inject({ url: '/api/pickupCarriers', headers: t.headers });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.openstreetmap.org;');
    expect(csp).toContain("script-src 'self';");
  });

  it('refuses an unknown carrier or a too long query', async () => {
    expect((await search('dhl', 'budapest')).status).toBe(400);
    expect((await search('foxpost', 'x'.repeat(101))).status).toBe(400);
  });
});

describe('delivery to a pickup point', () => {
  it('costs the carrier fee and needs an active point of that carrier', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    const chosen = await modify(t, cart.id, 'szallitas', FOXPOST);
    expect(chosen).toMatchObject({ shippingcost: 1190, isValid: false, pickupPoint: null });

    const other = await cartCall(t, 'modifyCart', {
      cart_id: cart.id,
      name: 'atvevohely',
      value: 'gls:6720-CSOMAGPONT',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: 0, message: PICKUP_POINT_OTHER_CARRIER });
    const unknown = await cartCall(t, 'modifyCart', {
      cart_id: cart.id,
      name: 'atvevohely',
      value: 'foxpost:999',
    });
    expect(unknown.json()).toEqual({ status: 0, message: PICKUP_POINT_GONE });

    const withPoint = await modify(t, cart.id, 'atvevohely', ALLEE);
    expect(withPoint).toMatchObject({
      isValid: true,
      atvevohely: ALLEE,
      pickupPoint: { id: ALLEE, name: 'Foxpost - Allee bevásárlóközpont', city: 'Budapest' },
    });

    // The point closes: the cart is no longer valid and finishCart says why.
    await t.app.db
      .updateTable('pickup_points')
      .set({ active: 0 })
      .where('id', '=', ALLEE)
      .execute();
    const refused = await cartCall(t, 'finishCart', { cart_id: cart.id });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toContain('már nem működik');
  });

  it('drops the point when another method is chosen, and refuses goods over the weight limit', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    await modify(t, cart.id, 'szallitas', FOXPOST);
    await modify(t, cart.id, 'atvevohely', ALLEE);
    expect(await modify(t, cart.id, 'szallitas', 1)).toMatchObject({
      atvevohely: '',
      pickupPoint: null,
      shippingcost: 1890,
    });
    await add(t, f.heavyCase, 3, cart.id);
    const heavy = await cartCall(t, 'modifyCart', {
      cart_id: cart.id,
      name: 'szallitas',
      value: PICKUP_METHODS.packeta,
    });
    expect(heavy.statusCode).toBe(422);
    expect((heavy.json() as { message: string }).message).toContain('legfeljebb 15 kg');
  });

  it('writes the point into the order and both e-mails', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 2)).id);
    await modify(t, cart.id, 'szallitas', FOXPOST);
    await modify(t, cart.id, 'atvevohely', ALLEE);
    const res = await cartCall(t, 'finishCart', { cart_id: cart.id });
    expect(res.statusCode).toBe(200);
    const text =
      'Foxpost automata: Foxpost - Allee bevásárlóközpont, 1117 Budapest, Október huszonharmadika utca 8-10.';
    expect((await ordersOf(t))[0]).toMatchObject({
      delivery_method: FOXPOST,
      shipping_cost: 1190,
      pickup_point_id: ALLEE,
      pickup_point: text,
      payment_mode: 'Utánvét: fizetés bankkártyával az automatánál',
    });
    for (const mail of t.mailer.sent) {
      expect(mail.text).toContain(`Átvételi pont: ${text}`);
      expect(mail.text).toContain('Szállítási mód: Foxpost csomagautomata');
    }
  });
});
