import type { Cart, CartHold, CartLine } from '@common/api/cart.schema';
import { pickupCarrierOf } from '@common/pickup';
import { AVAILABILITY_TEXTS } from '@common/api/catalogue.constants';
import { effectiveVariantPrice, shippingCost } from '@common/pricing';
import type { Db } from '../../db/database';
import type { CartRow } from '../../db/tables/cart.table';
import type { PickupPointRow } from '../../db/tables/pickup.table';
import { findPickupPoint, toPickupPoint } from '../pickup-points/pickup-search.service';
import { cartProblems } from './cart-validity';
import { clockShift, dbTimeAt } from '../../db/db-clock';
import { QueryTemplate } from '../../db/query-template';

/** A cart line joined with its variant and product, priced now. */
export interface PricedLine {
  line: CartLine;
  weightGrams: number;
  /** Still sellable in this quantity: active product, available variant, clearance stock enough. */
  orderable: boolean;
  /** When this cart's hold on the line's clearance pieces ends (ISO), or null without a hold. */
  heldUntil: string | null;
  /** The database's time when the line was read (db/db-clock.ts): what a hold's end is compared with. */
  readAt: string;
}

export function cartLineName(productName: string, variantName: string): string {
  return variantName ? `${productName} – ${variantName}` : productName;
}

// Both compiled once per database (and number of lines): every cart answer runs them.
const pricedLinesQuery = new QueryTemplate(
  (db, { cartId, clock }: { cartId: string; clock: number }) =>
    db
      .selectFrom('cart_lines as l')
      .innerJoin('variants as v', 'v.id', 'l.variant_id')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      // The cart's own held pieces are out of variants.stock but still this cart's to order.
      .leftJoin('stock_holds as h', (join) =>
        join.onRef('h.cart_id', '=', 'l.cart_id').onRef('h.variant_id', '=', 'l.variant_id'),
      )
      .where('l.cart_id', '=', cartId)
      .select([
        'h.quantity as held',
        'h.expires_at as held_until',
        dbTimeAt(db, clock).as('read_at'),
        'l.id as line_id',
        'l.quantity',
        'v.id as variant_id',
        'v.name_hu',
        'v.name_en',
        'v.cikkszam',
        'v.props',
        'v.availability',
        'v.price_curr_hu',
        'v.price_prev_hu',
        'v.unique_promotional_price',
        'v.weight_g',
        'v.stock',
        'p.id as product_id',
        'p.alias',
        'p.fullname_hu',
        'p.fullname_en',
        'p.active',
        // The product's first picture, in the same statement.
        (eb) =>
          eb
            .selectFrom('product_images as i')
            .select('i.url')
            .whereRef('i.product_id', '=', 'p.id')
            .orderBy('i.position')
            .orderBy('i.id')
            .limit(1)
            .as('image'),
      ])
      .orderBy('l.id'),
);

const lineBikesQuery = new QueryTemplate((db, { variantIds }: { variantIds: number[] }) =>
  db
    .selectFrom('variant_bikes')
    .where('variant_id', 'in', variantIds)
    .select(['variant_id', 'bike_type_id'])
    .orderBy('bike_type_id'),
);

/** The lines of a cart at today's variant prices, in the order they were added. */
export async function loadPricedLines(db: Db, cartId: string): Promise<PricedLine[]> {
  const rows = await pricedLinesQuery.execute(db, { cartId, clock: clockShift() });
  if (rows.length === 0) return [];
  const bikes = await lineBikesQuery.execute(db, { variantIds: rows.map((r) => r.variant_id) });

  return rows.map((r) => {
    const price = effectiveVariantPrice(r);
    const clearance = r.availability === 'vegkiarusitas';
    const stock = r.stock + (r.held ?? 0);
    return {
      weightGrams: r.weight_g * r.quantity,
      heldUntil: r.held_until ?? null,
      readAt: r.read_at,
      orderable:
        r.active === 1 && r.availability !== 'nincs' && (!clearance || r.quantity <= stock),
      line: {
        id: r.line_id,
        name: cartLineName(r.fullname_hu, r.name_hu),
        quantity: r.quantity,
        price,
        product: {
          id: r.product_id,
          alias: r.alias,
          fullname_hu: r.fullname_hu,
          fullname_en: r.fullname_en,
          image: r.image ?? null,
        },
        variant: {
          id: r.variant_id,
          name_hu: r.name_hu,
          name_en: r.name_en,
          cikkszam: r.cikkszam,
          props: r.props,
          availabilityText: AVAILABILITY_TEXTS[r.availability],
          availability: r.availability,
          effectivePrice: price,
          price_prev_hu: r.price_prev_hu,
          price_curr_hu: r.price_curr_hu,
          unique_promotional_price: r.unique_promotional_price,
          bikesArray: bikes.filter((b) => b.variant_id === r.variant_id).map((b) => b.bike_type_id),
          weight_kg: r.weight_g / 1000,
          stock,
        },
      },
    };
  });
}

/**
 * What delivery to a pickup point needs beyond the cart row: the chosen method's carrier settings (fee,
 * weight limit) and the chosen point. Both null for the spec's own methods.
 */
export interface PickupContext {
  carrier: { fee: number; max_grams: number; point_count: number } | null;
  point: PickupPointRow | null;
}

export const NO_PICKUP: PickupContext = { carrier: null, point: null };

/** The pickup context of a cart row (two small lookups, only when a pickup method or point is chosen). */
export async function loadPickupContext(
  db: Db,
  row: Pick<CartRow, 'szallitas' | 'atvevohely'>,
): Promise<PickupContext> {
  const carrier = pickupCarrierOf(row.szallitas);
  const [settings, point] = await Promise.all([
    carrier
      ? db
          .selectFrom('pickup_carriers')
          .select(['fee', 'max_grams', 'point_count'])
          .where('carrier', '=', carrier)
          .executeTakeFirst()
      : undefined,
    row.atvevohely ? findPickupPoint(db, row.atvevohely) : undefined,
  ]);
  return { carrier: settings ?? null, point: point ?? null };
}

/** Goods total, weight and shipping of priced lines for a delivery method. */
export function cartTotals(
  lines: PricedLine[],
  szallitas: number | null,
  pickup: PickupContext = NO_PICKUP,
) {
  const vegosszeg = lines.reduce((sum, l) => sum + l.line.price * l.line.quantity, 0);
  const weightGrams = lines.reduce((sum, l) => sum + l.weightGrams, 0);
  if (pickupCarrierOf(szallitas)) {
    const carrier = pickup.carrier;
    const shippingcost = carrier && weightGrams <= carrier.max_grams ? carrier.fee : null;
    return { vegosszeg, weightGrams, shippingcost };
  }
  return { vegosszeg, weightGrams, shippingcost: shippingCost(szallitas, vegosszeg, weightGrams) };
}

/**
 * The cart's clearance hold as the summary shows it: its earliest end among the holds still running,
 * by the database's time when the lines were read.
 */
export function holdOf(lines: PricedLine[]): CartHold | null {
  const nowIso = lines[0]?.readAt;
  if (nowIso === undefined) return null;
  const ends = lines
    .map((l) => l.heldUntil)
    .filter((end): end is string => end !== null && end > nowIso)
    .sort();
  const first = ends[0];
  if (first === undefined) return null;
  return {
    expires_at: first,
    seconds_left: Math.max(0, Math.floor((Date.parse(first) - Date.parse(nowIso)) / 1000)),
  };
}

/** The whole cart as every cart answer carries it (API.md), priced and checked now. */
export function toCartView(
  row: CartRow,
  lines: PricedLine[],
  pickup: PickupContext = NO_PICKUP,
): Cart {
  const { vegosszeg, weightGrams, shippingcost } = cartTotals(lines, row.szallitas, pickup);
  return {
    id: row.id,
    revision: row.revision,
    goods: lines.map((l) => l.line),
    vegosszeg,
    szallitas: row.szallitas,
    shippingcost,
    weight_kg: weightGrams / 1000,
    isValid: cartProblems(row, lines, weightGrams, pickup).length === 0,
    finish: row.finish === 1,
    szallitas_vnev: row.szallitas_vnev,
    szallitas_knev: row.szallitas_knev,
    szallitas_irsz: row.szallitas_irsz,
    szallitas_varos: row.szallitas_varos,
    szallitas_utca: row.szallitas_utca,
    email: row.email,
    szallitas_telefonszam: row.szallitas_telefonszam,
    megjegyzes: row.megjegyzes,
    szamla_megegyezik: row.szamla_megegyezik === 1,
    szamla_nev: row.szamla_nev,
    adoszam: row.adoszam,
    szamla_irsz: row.szamla_irsz,
    szamla_varos: row.szamla_varos,
    szamla_utca: row.szamla_utca,
    cegkent: row.cegkent === 1,
    atvevohely: row.atvevohely,
    pickupPoint:
      pickup.point && pickup.point.id === row.atvevohely ? toPickupPoint(pickup.point) : null,
    hold: row.finish === 1 ? null : holdOf(lines),
  };
}

export async function findCartRow(db: Db, cartId: string): Promise<CartRow | undefined> {
  return cartRowQuery.executeTakeFirst(db, { cartId });
}

const cartRowQuery = new QueryTemplate((db, { cartId }: { cartId: string }) =>
  db.selectFrom('carts').selectAll().where('id', '=', cartId),
);

/** The cart view, or undefined for an unknown id. */
export async function loadCartView(db: Db, cartId: string): Promise<Cart | undefined> {
  const row = await findCartRow(db, cartId);
  if (!row) return undefined;
  const [lines, pickup] = await Promise.all([
    loadPricedLines(db, cartId),
    loadPickupContext(db, row),
  ]);
  return toCartView(row, lines, pickup);
}
