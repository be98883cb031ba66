import { type Static, Type } from '@sinclair/typebox';
import { SIZE_KINDS } from '../size-chart';

/**
 * Size charts (back office) and the product page's size advisor (docs/discovery.md, "Size advisor").
 * The chart rules beyond the shapes (ascending sizes, bounds) are `chartProblems` in common/size-chart.
 */

const RangeSchema = Type.Tuple([Type.Number(), Type.Number()]);
const KindSchema = Type.Union(SIZE_KINDS.map((k) => Type.Literal(k)));

export const ChartSizeSchema = Type.Object(
  {
    size: Type.String({ minLength: 1, maxLength: 20 }),
    ranges: Type.Object(
      {
        head: Type.Optional(RangeSchema),
        chest: Type.Optional(RangeSchema),
        waist: Type.Optional(RangeSchema),
        hand: Type.Optional(RangeSchema),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const SizeChartBodySchema = Type.Object(
  {
    brand: Type.String({ minLength: 1, maxLength: 80 }),
    kind: KindSchema,
    sizes: Type.Array(ChartSizeSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type SizeChartBodyRequest = Static<typeof SizeChartBodySchema>;

export const SizeChartSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  kind: KindSchema,
  sizes: Type.Array(ChartSizeSchema),
  updated_at: Type.String(),
});
export type SizeChart = Static<typeof SizeChartSchema>;

export const SizeCategorySchema = Type.Object({
  id: Type.Integer(),
  /** 'Ruházat › Kabátok' */
  path: Type.String(),
  size_kind: Type.Union([KindSchema, Type.Null()]),
  /** The kind it takes over from a parent when it has none of its own. */
  inherited: Type.Union([KindSchema, Type.Null()]),
});
export type SizeCategory = Static<typeof SizeCategorySchema>;

export const SizeChartListSchema = Type.Object({
  items: Type.Array(SizeChartSchema),
  /** Every brand the catalogue's products carry, for the brand field's suggestions. */
  brands: Type.Array(Type.String()),
  categories: Type.Array(SizeCategorySchema),
});
export type SizeChartList = Static<typeof SizeChartListSchema>;

export const CategoryKindSchema = Type.Object(
  { size_kind: Type.Union([KindSchema, Type.Null()]) },
  { additionalProperties: false },
);
export type CategoryKind = Static<typeof CategoryKindSchema>;

export const ChartIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The product page's question: is there a chart for this product (its brand and its kind)? */
export const ProductSizeChartSchema = Type.Object({
  chart: Type.Union([
    Type.Object({
      brand: Type.String(),
      kind: KindSchema,
      sizes: Type.Array(ChartSizeSchema),
    }),
    Type.Null(),
  ]),
});
export type ProductSizeChart = Static<typeof ProductSizeChartSchema>;

export const SizeAdviceQuerySchema = Type.Object(
  {
    head: Type.Optional(Type.Number()),
    chest: Type.Optional(Type.Number()),
    waist: Type.Optional(Type.Number()),
    hand: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

export const SizeAdviceSchema = Type.Object({
  status: Type.Union([
    Type.Literal('fits'),
    Type.Literal('between'),
    Type.Literal('below'),
    Type.Literal('above'),
  ]),
  size: Type.Union([Type.String(), Type.Null()]),
  lower: Type.Optional(Type.String()),
  upper: Type.Optional(Type.String()),
  message: Type.String(),
});
export type SizeAdviceAnswer = Static<typeof SizeAdviceSchema>;

export const AliasOnlyParamsSchema = Type.Object({
  alias: Type.String({ minLength: 1, maxLength: 200 }),
});
