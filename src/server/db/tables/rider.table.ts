import type { Generated } from 'kysely';

/** A bike type in a customer's garage (issue 20); at most one row per customer is `active` (1). */
export interface GarageBikesTable {
  id: Generated<number>;
  user_id: number;
  bike_type_id: number;
  active: Generated<number>;
  created_at: string;
}

/** A product on a customer's wishlist ('Kedvencek', issue 20). */
export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}
