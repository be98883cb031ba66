import { type Static, Type } from '@sinclair/typebox';
import { ListFiltersSchema } from './facets.schema';
import { SECTION_ROUTES, SORT_DIRECTIONS, SORT_FIELDS } from './catalogue.constants';

export const CategorySchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      alias: Type.String(),
      name_hu: Type.String(),
      name_en: Type.String(),
      productCount: Type.Integer(),
      children: Type.Array(Self),
      parentIds: Type.Array(Type.Integer()),
    }),
  { $id: 'Category' },
);
export type Category = Static<typeof CategorySchema>;

export const AvailabilitySchema = Type.Union([
  Type.Literal('raktaron'),
  Type.Literal('rendelheto'),
  Type.Literal('nincs'),
  Type.Literal('vegkiarusitas'),
]);
export type Availability = Static<typeof AvailabilitySchema>;

export const VariantSchema = Type.Object({
  id: Type.Integer(),
  name_hu: Type.String(),
  name_en: Type.String(),
  cikkszam: Type.String(),
  /** JSON text: {"Méret":"XL","Szín":"fekete"} */
  props: Type.String(),
  availabilityText: Type.String(),
  availability: AvailabilitySchema,
  effectivePrice: Type.Integer(),
  price_prev_hu: Type.Union([Type.Integer(), Type.Null()]),
  price_curr_hu: Type.Integer(),
  unique_promotional_price: Type.Union([Type.Integer(), Type.Null()]),
  bikesArray: Type.Array(Type.Integer()),
  weight_kg: Type.Number(),
  stock: Type.Integer(),
});
export type Variant = Static<typeof VariantSchema>;

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  fullname_hu: Type.String(),
  fullname_en: Type.String(),
  detail_name_hu: Type.String(),
  detail_name_en: Type.String(),
  name_hu: Type.String(),
  name_en: Type.String(),
  content_hu: Type.String(),
  content_en: Type.String(),
  images: Type.Array(Type.Object({ url: Type.String() })),
  effectivePrice: Type.Integer(),
  start_price_prev_hu: Type.Union([Type.Integer(), Type.Null()]),
  start_price_curr_hu: Type.Integer(),
  top_price_curr_hu: Type.Integer(),
  variants: Type.Array(VariantSchema),
  downloads: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type Product = Static<typeof ProductSchema>;

export const SortSchema = Type.Tuple([
  Type.Union(SORT_FIELDS.map((f) => Type.Literal(f))),
  Type.Union(SORT_DIRECTIONS.map((d) => Type.Literal(d))),
]);
export type Sort = Static<typeof SortSchema>;
export const RangeSchema = Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 1 })]);
export type Range = Static<typeof RangeSchema>;

export const BikeIdSchema = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

export const ProductListRequestSchema = Type.Object(
  {
    sort: Type.Optional(SortSchema),
    range: Type.Optional(RangeSchema),
    searchText: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    akcios: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    bike: Type.Optional(BikeIdSchema),
    filters: Type.Optional(ListFiltersSchema),
  },
  { additionalProperties: false },
);
export type ProductListRequest = Static<typeof ProductListRequestSchema>;

export const CategoriesRequestSchema = Type.Object(
  {
    bike: Type.Optional(BikeIdSchema),
    searchText: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    akcios: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CategoriesRequest = Static<typeof CategoriesRequestSchema>;

export const CategoriesResponseSchema = Type.Object({
  categories: Type.Array(CategorySchema),
  catIds: Type.Array(Type.Integer()),
});
export type CategoriesResponse = Static<typeof CategoriesResponseSchema>;

/** A variant as a list answer carries it: only its id and whether it fits the bike the request named. */
export const ListVariantSchema = Type.Object({
  id: Type.Integer(),
  /** In lists: the requested `bike` when this variant fits it, else empty. */
  bikesArray: Type.Array(Type.Integer()),
});
export type ListVariant = Static<typeof ListVariantSchema>;

/** A product in a list answer: every Product field, but variants without their detail. */
export const ProductListItemSchema = Type.Composite([
  Type.Omit(ProductSchema, ['variants']),
  Type.Object({
    variants: Type.Array(ListVariantSchema),
    /** The sizes of its variants, in wearing order (clothing and helmet cards show them). */
    sizes: Type.Optional(Type.Array(Type.String())),
    /** The colours of its variants, A-Z. */
    colours: Type.Optional(Type.Array(Type.String())),
    /**
     * True when some variant fits some bike type (a part with fitment data): with a bike chosen, such a
     * card says "Illik a motorodhoz" or "Nem illik"; others (clothing, helmets) say nothing.
     */
    fitment: Type.Optional(Type.Boolean()),
  }),
]);
export type ProductListItem = Static<typeof ProductListItemSchema>;
export const ProductListSchema = Type.Array(ProductListItemSchema);

export const ProductsForBikeRequestSchema = Type.Object(
  {
    sort: Type.Optional(SortSchema),
    range: Type.Optional(RangeSchema),
    bike: Type.Optional(BikeIdSchema),
    filters: Type.Optional(ListFiltersSchema),
  },
  { additionalProperties: false },
);
export type ProductsForBikeRequest = Static<typeof ProductsForBikeRequestSchema>;

export const SectionParamsSchema = Type.Object({
  section: Type.Union(SECTION_ROUTES.map((s) => Type.Literal(s))),
});
export const AliasParamsSchema = Type.Object({
  alias: Type.String({ minLength: 1, maxLength: 200 }),
});
