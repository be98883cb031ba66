import type { Generated } from 'kysely';

/** A brand's size chart for one kind of product (src/common/size-chart.ts). */
export interface SizeChartsTable {
  id: Generated<number>;
  brand: string;
  kind: string;
  /** JSON text: [{ size, ranges: { head|chest|waist|hand: [min, max] } }], ascending. */
  sizes_json: string;
  updated_at: string;
}

/** A shopper's wish to hear when an out-of-stock variant is back (services/back-in-stock). */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  variant_id: number;
  /** Lower-cased. */
  email: string;
  requested_at: string;
  /** 'pending' until mailed ('sent') or stopped by an unsubscribe link ('cancelled'). */
  status: Generated<'pending' | 'sent' | 'cancelled'>;
  notified_at: string | null;
  cancelled_at: Generated<string | null>;
}
