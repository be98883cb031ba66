import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ManufacturersTable {
  id: Generated<number>;
  name_en: string;
}

export interface ConstructionsTable {
  id: Generated<number>;
  name_en: string;
}

export interface BikeTypesTable {
  id: Generated<number>;
  manufacturer_id: number;
  construction_id: number;
  name_en: string;
  /** Lower-case, accent-free name (with the manufacturer's) for the free-text finder. */
  search_name: string;
  ccm: number;
  /** Rated power in whole kW; null when unknown (migration 2026_11_23_2010, licence category A2). */
  power_kw: ColumnType<number | null, number | null | undefined, number | null>;
  /** Upper bound of the capacity bucket: 50, 125, 250, 400, 600, 750, 1000 or 1001. */
  capacity_bucket: number;
  img: string;
  content: string;
}

/** Fitment: which bike types a variant fits. */
export interface VariantBikesTable {
  variant_id: number;
  bike_type_id: number;
}

export type BikeTypeRow = Selectable<BikeTypesTable>;
