import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@common/api/error.schema';
import {
  WishlistItemParamsSchema,
  WishlistItemRequestSchema,
  WishlistMergeRequestSchema,
  WishlistProductsQuerySchema,
  WishlistProductsSchema,
  WishlistResponseSchema,
} from '@common/api/wishlist.schema';
import {
  addWishlistItem,
  mergeWishlist,
  removeWishlistItem,
  wishlistOf,
  wishlistProducts,
} from './wishlist.service';
import { accountListOptions } from '../accounts/account-list-options';
import { customerIdOf } from '../accounts/customer-auth.hook';

/**
 * The wishlist, 'Kedvencek' (issue 20). The account calls work on the token's own account only; a
 * guest's list lives in the browser and joins the account through `merge` at login. The products of
 * either list come from `wishlistProducts`, which knows nobody's list.
 */
export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, readAnswers, answers } = accountListOptions(WishlistResponseSchema);

  app.get('/account/wishlist', { config, schema: { response: readAnswers } }, async (request) =>
    wishlistOf(app.db, customerIdOf(request)),
  );

  app.post(
    '/account/wishlist/merge',
    { config, schema: { body: WishlistMergeRequestSchema, response: answers } },
    async (request) => mergeWishlist(app.db, customerIdOf(request), request.body.products),
  );

  app.post(
    '/account/wishlist/items',
    { config, schema: { body: WishlistItemRequestSchema, response: answers } },
    async (request) => addWishlistItem(app.db, customerIdOf(request), request.body.product),
  );

  app.delete(
    '/account/wishlist/items/:product',
    { config, schema: { params: WishlistItemParamsSchema, response: answers } },
    async (request) => removeWishlistItem(app.db, customerIdOf(request), request.params.product),
  );

  app.get(
    '/wishlistProducts',
    {
      schema: {
        querystring: WishlistProductsQuerySchema,
        response: { 200: WishlistProductsSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => wishlistProducts(app.db, request.query.ids.split(',').map(Number)),
  );
};
