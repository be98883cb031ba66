import { type Static, Type } from '@sinclair/typebox';

/** Typing-time suggestions of the header search box (`GET /api/suggest?q=`). */

/** Fewer searchable characters than this get an empty answer: one letter matches half the shop. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_LENGTH = 100;

export const SuggestQuerySchema = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: SUGGEST_MAX_LENGTH })) },
  { additionalProperties: false },
);

export const SuggestedProductSchema = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** The lowest effective price, whole forints. */
  price: Type.Integer(),
  /** True when variants differ in price: shown with the '-tól' marker. */
  fromPrice: Type.Boolean(),
});
export type SuggestedProduct = Static<typeof SuggestedProductSchema>;

export const SuggestedCategorySchema = Type.Object({
  alias: Type.String(),
  name: Type.String(),
  /** The list's address: `/{section}/{alias}`. */
  path: Type.String(),
});
export type SuggestedCategory = Static<typeof SuggestedCategorySchema>;

export const SuggestedItemNumberSchema = Type.Object({
  cikkszam: Type.String(),
  /** The product's alias and name, where the item number leads. */
  alias: Type.String(),
  name: Type.String(),
});
export type SuggestedItemNumber = Static<typeof SuggestedItemNumberSchema>;

export const SuggestionsSchema = Type.Object({
  products: Type.Array(SuggestedProductSchema),
  categories: Type.Array(SuggestedCategorySchema),
  itemNumbers: Type.Array(SuggestedItemNumberSchema),
});
export type Suggestions = Static<typeof SuggestionsSchema>;
