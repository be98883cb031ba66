import { type Static, Type } from '@sinclair/typebox';

/**
 * The lists' filters beyond the spec's (issue 20): brand, size, colour, price range, in stock, on sale,
 * and "only parts that fit my bike". Sent as `filters` with the list calls and `productFacets`.
 */
const Values = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });

export const ListFiltersSchema = Type.Object(
  {
    brands: Type.Optional(Values),
    sizes: Type.Optional(Values),
    colours: Type.Optional(Values),
    priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    inStock: Type.Optional(Type.Boolean()),
    onSale: Type.Optional(Type.Boolean()),
    /** Only products with a variant that fits the request's `bike`. */
    fits: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListFilters = Static<typeof ListFiltersSchema>;

export const FacetsRequestSchema = Type.Object(
  {
    searchText: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    akcios: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    bike: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    /** The parts finder's list: only products fitting `bike` at all (productsByAliasForBike). */
    forBike: Type.Optional(Type.Boolean()),
    filters: Type.Optional(ListFiltersSchema),
  },
  { additionalProperties: false },
);
export type FacetsRequest = Static<typeof FacetsRequestSchema>;

export const FacetOptionSchema = Type.Object({
  value: Type.String(),
  /** Products the list would hold with this option ticked and every other choice kept. */
  count: Type.Integer(),
});
export type FacetOption = Static<typeof FacetOptionSchema>;

const Toggle = Type.Object({ count: Type.Integer() });

export const FacetsSchema = Type.Object({
  /** Products of the list under every choice. */
  total: Type.Integer(),
  brands: Type.Array(FacetOptionSchema),
  sizes: Type.Array(FacetOptionSchema),
  colours: Type.Array(FacetOptionSchema),
  /** Lowest and highest price among the products that every other choice leaves; null when none. */
  price: Type.Object({
    min: Type.Union([Type.Integer(), Type.Null()]),
    max: Type.Union([Type.Integer(), Type.Null()]),
  }),
  inStock: Toggle,
  onSale: Toggle,
  /** Null when the request names no bike. */
  fits: Type.Union([Toggle, Type.Null()]),
});
export type Facets = Static<typeof FacetsSchema>;
