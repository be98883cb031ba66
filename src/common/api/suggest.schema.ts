import { type Static, Type } from '@sinclair/typebox';
import { SUGGEST_MAX_LENGTH } from './suggest.constants';

/** Typing-time suggestions of the header search box (`GET /api/suggest?q=`). */

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

/** `GET /api/didYouMean?q=`: what an empty results page offers instead ('Erre gondoltál?'). */
export const AlternativeSearchSchema = Type.Object({
  /** A search text close to the one that found nothing. */
  text: Type.String(),
  /** How many products it finds. */
  count: Type.Integer(),
});
export type AlternativeSearch = Static<typeof AlternativeSearchSchema>;

export const DidYouMeanSchema = Type.Object({
  searches: Type.Array(AlternativeSearchSchema),
  products: Type.Array(SuggestedProductSchema),
  categories: Type.Array(SuggestedCategorySchema),
});
export type DidYouMean = Static<typeof DidYouMeanSchema>;
