import type { Generated, Selectable } from 'kysely';

/** The saved profile of a customer: shipping and billing data (spec: Profile). */
export interface ProfileColumns {
  szallitas_vnev: string;
  szallitas_knev: string;
  szallitas_irsz: string;
  szallitas_varos: string;
  szallitas_utca: string;
  telefonszam: string;
  megjegyzes: string;
  szamla_nev: string;
  szamla_irsz: string;
  szamla_varos: string;
  szamla_utca: string;
  adoszam: string;
}

export interface UsersTable extends ProfileColumns {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  name: string;
  /** scrypt hash in PHC-like text; null for accounts migrated from the old site ('Old site data'). */
  password_hash: string | null;
  /** When the customer opened the confirmation link mailed to `email`; null until then. */
  email_confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A link that confirms the account's e-mail address (guest orders with it become visible). */
export interface EmailConfirmationsTable {
  id: Generated<number>;
  user_id: number;
  /** The address the link was sent to: a later change of the account's address spends it. */
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Fixed-window counters for rate limits, shared by every API process. */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: string;
}

export type UserRow = Selectable<UsersTable>;
