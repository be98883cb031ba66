import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { add, fillCheckout, finish, seedCartCatalogue } from '../../testing/cart-fixtures';
import {
  type OrderListRow,
  formatOrderDate,
  formatOrdersTable,
  listOrders,
} from './order-list.service';

const rows: OrderListRow[] = [
  {
    order_number: '2026-000002',
    created_at: '2026-11-23T13:05:00.000Z',
    shipping_name: 'Kiss Péter',
    email: 'kiss.peter@example.hu',
    grand_total: 1234567,
    delivery_method: 2,
  },
  {
    order_number: '2026-000001',
    created_at: '2026-07-01T22:30:00.000Z',
    shipping_name: 'Kovács Anna',
    email: 'anna@example.hu',
    grand_total: 990,
    delivery_method: 0,
  },
];

describe('formatOrdersTable', () => {
  it('lays the orders out in aligned columns with a total line', () => {
    expect(formatOrdersTable(rows).split('\n')).toEqual([
      'Rendelésszám  Dátum                Vevő                                   Végösszeg  Szállítás',
      '------------  -------------------  ----------------------------------  ------------  -----------------------------',
      '2026-000002   2026. 11. 23. 14:05  Kiss Péter <kiss.peter@example.hu>  1 234 567 Ft  MPL futárszolgálat',
      '2026-000001   2026. 07. 02. 00:30  Kovács Anna <anna@example.hu>             990 Ft  Személyes átvétel az üzletben',
      '',
      '2 rendelés, összesen 1 235 557 Ft',
    ]);
  });

  it('says so when there is no order', () => {
    expect(formatOrdersTable([])).toBe('Még nincs rendelés.');
  });

  it('shows dates in Budapest time', () => {
    expect(formatOrderDate('2026-01-15T23:10:00.000Z')).toBe('2026. 01. 16. 00:10');
  });
});

describe('listOrders', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('lists placed orders newest first', async () => {
    const f = await seedCartCatalogue(t.app.db);
    for (const [variant, method] of [
      [f.glovesM, 1],
      [f.cloth, 0],
    ] as const) {
      const cart = await add(t, variant, 1);
      await fillCheckout(t, cart.id, method);
      await finish(t, cart.id);
    }
    const listed = await listOrders(t.app.db);
    expect(listed.map((r) => [r.shipping_name, r.grand_total, r.delivery_method])).toEqual([
      ['Kovács Anna', 1000, 0],
      ['Kovács Anna', 13890, 1],
    ]);
    expect(formatOrdersTable(listed)).toContain('2 rendelés, összesen 14 890 Ft');
  });
});
