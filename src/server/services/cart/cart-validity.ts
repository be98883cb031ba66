import type { CartTextField } from '@common/api/cart.constants';
import { PICKUP_LABELS, pickupCarrierOf } from '@common/pickup';
import { MPL_FEES } from '@common/pricing';
import { taxNumberProblem } from '@common/tax-number';
import type { CartDataColumns } from '../../db/tables/cart.table';
import type { PickupContext } from './cart-view.service';

/** Longest value each data-entry field takes (characters). */
export const CART_TEXT_LIMITS: Record<CartTextField, number> = {
  szallitas_vnev: 100,
  szallitas_knev: 100,
  szallitas_irsz: 10,
  szallitas_varos: 100,
  szallitas_utca: 200,
  email: 254,
  szallitas_telefonszam: 30,
  megjegyzes: 1000,
  szamla_nev: 200,
  adoszam: 20,
  szamla_irsz: 10,
  szamla_varos: 100,
  szamla_utca: 200,
};

export const MPL_MAX_GRAMS = (MPL_FEES[MPL_FEES.length - 1]?.maxKg ?? 0) * 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Hungarian postcodes: four digits, the first not 0. */
const POSTCODE = /^[1-9]\d{3}$/;
/** 8 to 15 digits once spaces, dashes, slashes and brackets are gone, optionally with a leading +. */
const PHONE = /^\+?\d{8,15}$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
export const isPostcode = (value: string) => POSTCODE.test(value.trim());
export const isPhone = (value: string) => PHONE.test(value.replace(/[\s\-/().]/g, ''));

type CheckedCart = CartDataColumns & { szallitas: number | null; atvevohely: string };

/** What is wrong with the pickup delivery of a cart (none for the spec's own methods). */
export function pickupProblems(
  cart: Pick<CheckedCart, 'szallitas' | 'atvevohely'>,
  weightGrams: number,
  pickup: PickupContext,
): string[] {
  const carrier = pickupCarrierOf(cart.szallitas);
  if (!carrier) return [];
  const label = PICKUP_LABELS[carrier];
  if (!pickup.carrier || pickup.carrier.point_count === 0)
    return [`A(z) ${label.name} most nem választható.`];
  const problems: string[] = [];
  if (weightGrams > pickup.carrier.max_grams) {
    const kg = pickup.carrier.max_grams / 1000;
    problems.push(`A(z) ${label.name} legfeljebb ${kg} kg-os csomagot fogad.`);
  }
  const point = pickup.point;
  if (!cart.atvevohely) problems.push('Válassza ki az átvételi pontot.');
  else if (
    !point ||
    point.id !== cart.atvevohely ||
    point.carrier !== carrier ||
    point.active !== 1
  )
    problems.push('A választott átvételi pont már nem működik, kérjük, válasszon másikat.');
  return problems;
}

/**
 * Why a cart cannot be ordered yet; empty when it can (API.md: isValid). The texts go into the
 * finishCart refusal, so they name the problem in words a shopper understands.
 */
export function cartProblems(
  cart: CheckedCart,
  lines: readonly { orderable: boolean }[],
  weightGrams: number,
  pickup: PickupContext,
): string[] {
  const problems: string[] = [];
  const filled = (value: string) => value.trim() !== '';
  if (lines.length === 0) problems.push('A kosár üres.');
  if (lines.some((l) => !l.orderable)) problems.push('A kosárban van már nem rendelhető tétel.');
  if (pickupCarrierOf(cart.szallitas)) {
    problems.push(...pickupProblems(cart, weightGrams, pickup));
  } else if (cart.szallitas !== 0 && cart.szallitas !== 1 && cart.szallitas !== 2) {
    problems.push('Válasszon szállítási módot.');
  } else if (cart.szallitas === 2 && weightGrams > MPL_MAX_GRAMS) {
    problems.push('Az MPL futárszolgálat legfeljebb 40 kg-os csomagot szállít.');
  }
  if (!filled(cart.szallitas_vnev)) problems.push('Adja meg a vezetéknevét.');
  if (!filled(cart.szallitas_knev)) problems.push('Adja meg a keresztnevét.');
  if (!isPostcode(cart.szallitas_irsz))
    problems.push('Adjon meg érvényes, négyjegyű irányítószámot.');
  if (!filled(cart.szallitas_varos)) problems.push('Adja meg a települést.');
  if (!filled(cart.szallitas_utca)) problems.push('Adja meg az utcát és a házszámot.');
  if (!isEmail(cart.email)) problems.push('Adjon meg érvényes e-mail-címet.');
  if (!isPhone(cart.szallitas_telefonszam)) problems.push('Adjon meg érvényes telefonszámot.');
  const company = cart.cegkent === 1;
  // A company's invoice needs its own billing block, whether or not 'billing differs' is ticked.
  if (company || cart.szamla_megegyezik === 1) {
    if (!filled(cart.szamla_nev))
      problems.push(company ? 'Adja meg a cég nevét.' : 'Adja meg a számlázási nevet.');
    if (!isPostcode(cart.szamla_irsz))
      problems.push('Adjon meg érvényes számlázási irányítószámot.');
    if (!filled(cart.szamla_varos)) problems.push('Adja meg a számlázási települést.');
    if (!filled(cart.szamla_utca)) problems.push('Adja meg a számlázási utcát és házszámot.');
    const taxProblem = taxNumberProblem(cart.adoszam);
    if (taxProblem && (company || filled(cart.adoszam))) problems.push(taxProblem);
  }
  return problems;
}
