import type { Generated } from 'kysely';

/** A ticket for support's read-only view of one cart: short-lived, only its hash stored. */
export interface SupportViewTicketsTable {
  id: Generated<number>;
  token_hash: string;
  cart_id: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
}
