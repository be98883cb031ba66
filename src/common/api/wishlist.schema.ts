import { type Static, Type } from '@sinclair/typebox';
import { ProductSchema } from './catalogue.schema';
import { WISHLIST_MAX_ITEMS } from './wishlist.constants';

const ProductId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The account's wishlist: product ids, the last added first. */
export const WishlistResponseSchema = Type.Object({
  status: Type.Literal(1),
  products: Type.Array(ProductId),
});
export type WishlistResponse = Static<typeof WishlistResponseSchema>;

/** At login: the browser's (guest) wishlist joins the account's. */
export const WishlistMergeRequestSchema = Type.Object(
  { products: Type.Array(ProductId, { maxItems: WISHLIST_MAX_ITEMS }) },
  { additionalProperties: false },
);
export type WishlistMergeRequest = Static<typeof WishlistMergeRequestSchema>;

export const WishlistItemRequestSchema = Type.Object(
  { product: ProductId },
  { additionalProperties: false },
);
export const WishlistItemParamsSchema = Type.Object({ product: ProductId });

/** The 'Kedvencek' page's products, guests' and customers' alike: `?ids=3,1,2`. */
export const WishlistProductsQuerySchema = Type.Object({
  ids: Type.String({ pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${WISHLIST_MAX_ITEMS - 1}}$` }),
});
/** The products still on sale, in the order asked; a product gone since is left out. */
export const WishlistProductsSchema = Type.Array(ProductSchema);
