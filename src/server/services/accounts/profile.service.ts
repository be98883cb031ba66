import type { Profile, User } from '@common/api/accounts.schema';
import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import type { Db } from '../../db/database';
import { taxNumberProblem } from '@common/tax-number';
import { UnprocessableError } from '../../errors';

/** Field checks beyond the schema's types and lengths; empty is always allowed (the profile is optional). */
const FIELD_RULES: Partial<Record<keyof Profile, { pattern: RegExp; message: string }>> = {
  szallitas_irsz: { pattern: /^\d{4}$/, message: 'A szállítási irányítószám 4 számjegy.' },
  szamla_irsz: { pattern: /^\d{4}$/, message: 'A számlázási irányítószám 4 számjegy.' },
  telefonszam: {
    pattern: /^\+?[\d\s()/-]{6,20}$/,
    message: 'Kérjük, érvényes telefonszámot adjon meg.',
  },
};

export async function getUserData(db: Db, userId: number): Promise<User | null> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', ...PROFILE_FIELDS])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ?? null;
}

/** What is wrong with a profile field's (trimmed) value, or null; shared with the customer import. */
export function profileFieldProblem(field: keyof Profile, value: string): string | null {
  if (value.length > 500) return 'Túl hosszú adat (legfeljebb 500 karakter).';
  if (field === 'adoszam') return value ? taxNumberProblem(value) : null;
  const rule = FIELD_RULES[field];
  return value && rule && !rule.pattern.test(value) ? rule.message : null;
}

/** Saves the given profile fields (others stay as they were) after checking every one. */
export async function saveUserData(
  db: Db,
  userId: number,
  changes: Partial<Profile>,
): Promise<void> {
  const clean: Partial<Profile> = {};
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const trimmed = field === 'megjegyzes' ? value.trim() : value.trim().replace(/\s+/g, ' ');
    const problem = profileFieldProblem(field, trimmed);
    if (problem) throw new UnprocessableError(problem, { status: 0 });
    clean[field] = trimmed;
  }
  await db
    .updateTable('users')
    .set({ ...clean, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Cart data-entry fields with what the profile knows; the cart fills only its empty fields from it. */
export interface CartPrefill {
  szallitas_vnev: string;
  szallitas_knev: string;
  szallitas_irsz: string;
  szallitas_varos: string;
  szallitas_utca: string;
  email: string;
  szallitas_telefonszam: string;
  megjegyzes: string;
  szamla_nev: string;
  adoszam: string;
  szamla_irsz: string;
  szamla_varos: string;
  szamla_utca: string;
}

/** The pre-fill of a logged-in customer's cart (API.md: addToCart); null for an unknown user. */
export async function profileForCart(db: Db, userId: number): Promise<CartPrefill | null> {
  const user = await db
    .selectFrom('users')
    .select(['email', ...PROFILE_FIELDS])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    szallitas_vnev: user.szallitas_vnev,
    szallitas_knev: user.szallitas_knev,
    szallitas_irsz: user.szallitas_irsz,
    szallitas_varos: user.szallitas_varos,
    szallitas_utca: user.szallitas_utca,
    email: user.email,
    szallitas_telefonszam: user.telefonszam,
    megjegyzes: user.megjegyzes,
    szamla_nev: user.szamla_nev,
    adoszam: user.adoszam,
    szamla_irsz: user.szamla_irsz,
    szamla_varos: user.szamla_varos,
    szamla_utca: user.szamla_utca,
  };
}
