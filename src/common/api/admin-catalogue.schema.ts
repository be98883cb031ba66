import { type Static, Type } from '@sinclair/typebox';
import { AVAILABILITIES } from './admin-catalogue.constants';

/**
 * The back office's catalogue editing (docs/back-office.md, "Catalogue editing"): products, variants,
 * pictures, downloads, categories and bike types. Fastify validates requests with these schemas and
 * the editing screens check their forms with the same ones (Value.Errors + catalogueFieldMessage).
 */

const Text = (max: number) => Type.String({ maxLength: max });
const Required = (max: number) => Type.String({ minLength: 1, maxLength: max });
/** Lower-case letters, digits and hyphens: the product's or category's address in the shop. */
const Alias = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
const Money = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const OptionalMoney = Type.Union([Type.Integer({ minimum: 1, maximum: 100_000_000 }), Type.Null()]);
const Id = Type.Integer({ minimum: 1 });

export const AvailabilitySchema = Type.Union(AVAILABILITIES.map((a) => Type.Literal(a)));

export const ProductFieldsSchema = Type.Object(
  {
    alias: Alias,
    category_id: Id,
    brand: Text(80),
    name_hu: Required(200),
    name_en: Text(200),
    fullname_hu: Text(300),
    fullname_en: Text(300),
    detail_name_hu: Text(300),
    detail_name_en: Text(300),
    content_hu: Text(200_000),
    content_en: Text(200_000),
  },
  { additionalProperties: false },
);
export type ProductFields = Static<typeof ProductFieldsSchema>;

export const VariantFieldsSchema = Type.Object(
  {
    cikkszam: Type.String({ minLength: 1, maxLength: 64, pattern: '^\\S(.*\\S)?$' }),
    name_hu: Text(200),
    name_en: Text(200),
    /** Property name to value, e.g. { "Méret": "XL" }. */
    props: Type.Record(Type.String({ minLength: 1, maxLength: 60 }), Text(120), {
      maxProperties: 20,
    }),
    price_curr_hu: Money,
    price_prev_hu: OptionalMoney,
    unique_promotional_price: OptionalMoney,
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    availability: AvailabilitySchema,
    weight_g: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    bike_type_ids: Type.Array(Id, { maxItems: 5000, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type VariantFields = Static<typeof VariantFieldsSchema>;

export const AdminVariantSchema = Type.Intersect([
  Type.Object({ id: Type.Integer(), position: Type.Integer() }),
  VariantFieldsSchema,
]);
export type AdminVariant = Static<typeof AdminVariantSchema>;

export const AdminImageSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  position: Type.Integer(),
});
export type AdminImage = Static<typeof AdminImageSchema>;

export const AdminDownloadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  position: Type.Integer(),
});
export type AdminDownload = Static<typeof AdminDownloadSchema>;

export const AdminProductSchema = Type.Intersect([
  Type.Object({
    id: Type.Integer(),
    active: Type.Boolean(),
    created_at: Type.String(),
    variants: Type.Array(AdminVariantSchema),
    images: Type.Array(AdminImageSchema),
    downloads: Type.Array(AdminDownloadSchema),
  }),
  ProductFieldsSchema,
]);
export type AdminProduct = Static<typeof AdminProductSchema>;

export const AdminProductListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type AdminProductListQuery = Static<typeof AdminProductListQuerySchema>;

export const AdminProductListSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      alias: Type.String(),
      name_hu: Type.String(),
      category: Type.String(),
      active: Type.Boolean(),
      variants: Type.Integer(),
      effective_price: Type.Integer(),
    }),
  ),
  total: Type.Integer(),
});
export type AdminProductList = Static<typeof AdminProductListSchema>;

export const IdParamsSchema = Type.Object({ id: Id });
export const PublishSchema = Type.Object(
  { active: Type.Boolean() },
  { additionalProperties: false },
);
export const IdOrderSchema = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }) },
  { additionalProperties: false },
);
export const DownloadQuerySchema = Type.Object({ name: Required(200) });

export const CategoryFieldsSchema = Type.Object(
  {
    section: Type.Union([Type.Literal('ruhazat-sisak'), Type.Literal('szerviz-alkatreszek')]),
    parent_id: Type.Union([Id, Type.Null()]),
    alias: Alias,
    name_hu: Required(120),
    name_en: Text(120),
    position: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type CategoryFields = Static<typeof CategoryFieldsSchema>;
export const AdminCategorySchema = Type.Intersect([
  Type.Object({ id: Type.Integer(), products: Type.Integer() }),
  CategoryFieldsSchema,
]);
export type AdminCategory = Static<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = Type.Object({ items: Type.Array(AdminCategorySchema) });
export type AdminCategoryList = Static<typeof AdminCategoryListSchema>;

export const BikeTypeFieldsSchema = Type.Object(
  {
    manufacturer: Required(60),
    construction: Required(60),
    name_en: Required(120),
    ccm: Type.Integer({ minimum: 0, maximum: 5000 }),
    /** Rated power in whole kW, for the finder's licence categories (A2: up to 35 kW); null: unknown. */
    power_kw: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 500 }), Type.Null()])),
    content: Text(20_000),
  },
  { additionalProperties: false },
);
export type BikeTypeFields = Static<typeof BikeTypeFieldsSchema>;
export const AdminBikeTypeSchema = Type.Intersect([
  Type.Object({ id: Type.Integer(), img: Type.String() }),
  BikeTypeFieldsSchema,
]);
export type AdminBikeType = Static<typeof AdminBikeTypeSchema>;
export const AdminBikeTypeListSchema = Type.Object({
  items: Type.Array(AdminBikeTypeSchema),
  total: Type.Integer(),
  manufacturers: Type.Array(Type.String()),
  constructions: Type.Array(Type.String()),
});
export type AdminBikeTypeList = Static<typeof AdminBikeTypeListSchema>;
export const BikeTypeListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 120 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});

/** The Hungarian name of every field the editing forms send, for validation messages. */
export const CATALOGUE_FIELD_LABELS: Record<string, string> = {
  alias: 'Webcím',
  category_id: 'Kategória',
  brand: 'Márka',
  name_hu: 'Név (magyar)',
  name_en: 'Név (angol)',
  fullname_hu: 'Teljes név (magyar)',
  fullname_en: 'Teljes név (angol)',
  detail_name_hu: 'Részletes név (magyar)',
  detail_name_en: 'Részletes név (angol)',
  content_hu: 'Leírás (magyar)',
  content_en: 'Leírás (angol)',
  cikkszam: 'Cikkszám',
  props: 'Tulajdonságok',
  price_curr_hu: 'Ár',
  price_prev_hu: 'Régi ár',
  unique_promotional_price: 'Akciós ár',
  stock: 'Készlet',
  availability: 'Elérhetőség',
  weight_g: 'Súly (g)',
  bike_type_ids: 'Illeszkedő motortípusok',
  active: 'Megjelenítés',
  ids: 'Sorrend',
  name: 'Név',
  section: 'Főcsoport',
  parent_id: 'Szülő kategória',
  position: 'Sorrend',
  manufacturer: 'Gyártó',
  construction: 'Kivitel',
  ccm: 'Hengerűrtartalom (ccm)',
  power_kw: 'Teljesítmény (kW)',
  content: 'Leírás',
  id: 'Azonosító',
  q: 'Keresés',
  page: 'Oldal',
  pageSize: 'Oldalméret',
};

/** The parts of an Ajv / TypeBox error that a message needs. */
export interface FieldIssue {
  /** `/price_curr_hu` (Ajv's instancePath) or `price_curr_hu` */
  path?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** A Hungarian sentence for a failed field rule: "Ár: legalább 0 legyen." */
export function catalogueFieldMessage(issue: FieldIssue | undefined): string {
  if (!issue) return 'Hibás kérés.';
  const missing = issue.params?.missingProperty;
  const field = (issue.path ?? '').replace(/^\//, '').split('/')[0] || String(missing ?? '');
  const label = CATALOGUE_FIELD_LABELS[field] ?? field;
  if (!label) return 'Hibás kérés.';
  const limit = issue.params?.limit;
  switch (issue.keyword) {
    case 'required':
      return `${label}: kötelező megadni.`;
    case 'minLength':
      return limit === 1 ? `${label}: nem lehet üres.` : `${label}: legalább ${limit} karakter.`;
    case 'maxLength':
      return `${label}: legfeljebb ${limit} karakter lehet.`;
    case 'minimum':
      return `${label}: legalább ${limit} legyen.`;
    case 'maximum':
      return `${label}: legfeljebb ${limit} lehet.`;
    case 'type':
      return issue.params?.type === 'integer'
        ? `${label}: egész számot adjon meg.`
        : `${label}: hibás érték.`;
    case 'pattern':
      return field === 'alias'
        ? `${label}: csak kisbetű, számjegy és kötőjel lehet (pl. shoei-nxr2-sisak).`
        : `${label}: hibás formátum (nem kezdődhet és nem végződhet szóközzel).`;
    case 'additionalProperties':
      return `Ismeretlen mező: ${String(issue.params?.additionalProperty ?? '')}.`;
    default:
      return `${label}: hibás érték.`;
  }
}
