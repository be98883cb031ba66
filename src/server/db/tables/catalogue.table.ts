import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A section is one of the two product trees of the shop. */
export type SectionRoute = 'ruhazat-sisak' | 'szerviz-alkatreszek';

export interface CategoriesTable {
  id: Generated<number>;
  section: SectionRoute;
  parent_id: number | null;
  alias: string;
  name_hu: string;
  name_en: string;
  position: number;
  /** What its products are sized by (a size chart kind: helmet, jacket, gloves); subcategories inherit it. */
  size_kind: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  alias: string;
  category_id: number;
  name_hu: string;
  name_en: string;
  fullname_hu: string;
  fullname_en: string;
  detail_name_hu: string;
  detail_name_en: string;
  content_hu: string;
  content_en: string;
  /** Lower-case, accent-free names, detail names and item numbers: what search matches first. */
  search_name: string;
  /** Lower-case, accent-free description text without tags: matched after the names. */
  search_body: string;
  /** Price columns derived from the variants (see services/catalogue/product-prices), kept for sorting and filters. */
  effective_price: number;
  start_price_prev_hu: number | null;
  start_price_curr_hu: number;
  top_price_curr_hu: number;
  /** 1 when a variant's effective price is below its old price. */
  on_sale: number;
  active: number;
  created_at: string;
  /** The maker's name ('Shoei', 'EBC') for feeds, structured data and the lists' brand filter; empty when unknown. */
  brand: ColumnType<string, string | undefined, string>;
}

/** An alias a product had before it was renamed: links to it answer 301 to the current alias. */
export interface ProductOldAliasesTable {
  alias: string;
  product_id: number;
  renamed_at: string;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  position: number;
}

export interface ProductDownloadsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  url: string;
  position: number;
}

export type Availability = 'raktaron' | 'rendelheto' | 'nincs' | 'vegkiarusitas';

export interface VariantsTable {
  id: Generated<number>;
  product_id: number;
  name_hu: string;
  name_en: string;
  cikkszam: string;
  /** JSON text: property name to value, e.g. {"Méret":"XL","Szín":"fekete"}. */
  props: string;
  availability: Availability;
  price_curr_hu: number;
  price_prev_hu: number | null;
  unique_promotional_price: number | null;
  /** Weight in grams (integer); the API answers weight_kg. */
  weight_g: number;
  stock: number;
  position: number;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type VariantRow = Selectable<VariantsTable>;
export type NewVariant = Insertable<VariantsTable>;
