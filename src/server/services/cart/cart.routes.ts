import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyContextConfig } from 'fastify';
import {
  AddToCartRequestSchema,
  AddToCartResponseSchema,
  CartChangedSchema,
  CartLineRequestSchema,
  CartRequestSchema,
  CartResponseSchema,
  FinishCartRequestSchema,
  FinishCartResponseSchema,
  ModifyCartRequestSchema,
  RemoveFromCartResponseSchema,
} from '@common/api/cart.schema';
import { MAX_LINE_QUANTITY } from '@common/api/cart.constants';
import { ApiErrorSchema } from '@common/api/error.schema';
import { NotFoundError } from '../../errors';
import type { ValidationIssue } from '../../http/error-handler';
import { addToCart, removeFromCart, stepLineQuantity } from './cart-lines.service';
import { modifyCart } from './cart-fields.service';
import { CART_CREATE_LIMIT, HOLD_LIMIT, ORDER_LIMIT } from './cart-limits';
import { CART_NOT_FOUND, isOpenCart } from './cart-store.service';
import { loadCartView } from './cart-view.service';
import { finishCart } from '../orders/order-placing.service';
import { holdCart } from './stock-holds.service';

const FIELD_MESSAGES: Record<string, string> = {
  id: 'Hibás azonosító.',
  quantity: `A mennyiség 1 és ${MAX_LINE_QUANTITY} közötti egész szám lehet.`,
  cart_id: 'Hibás kosárazonosító.',
  total: 'Hibás végösszeg.',
  name: 'Ismeretlen mező.',
  value: 'Hibás mezőérték.',
};

/** Hungarian text for a body that fails its schema, naming the field. */
export function cartValidationMessage(first: ValidationIssue | undefined): string {
  if (!first) return 'Hibás kérés.';
  const params = first.params as { additionalProperty?: string; missingProperty?: string };
  if (first.keyword === 'additionalProperties')
    return `Nem elfogadott mező: ${String(params.additionalProperty)}.`;
  if (first.keyword === 'required') return `Hiányzó adat: ${String(params.missingProperty)}.`;
  const field = first.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  return FIELD_MESSAGES[field] ?? 'Hibás kérés.';
}

const errors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** Cart calls answer every refusal as { status: 0, message } (API.md), validation in their words. */
const cartRouteConfig: FastifyContextConfig = {
  errorShape: 'status',
  validationMessage: cartValidationMessage,
};

/** The cart calls of API.md: POST /api/{addToCart,removeFromCart,incCart,decCart,getCart,modifyCart,finishCart}. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/addToCart',
    {
      // The bearer token is optional here: a guest gets a guest cart, a customer's cart joins the account.
      config: { ...cartRouteConfig, customer: 'optional' },
      schema: {
        body: AddToCartRequestSchema,
        response: { 200: AddToCartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, quantity, cart_id } = request.body;
      // A call that will start a new cart is counted first (per address, 429 beyond the limit).
      if (!cart_id || !(await isOpenCart(app.db, cart_id)))
        await app.rateLimits.perAddress(request, CART_CREATE_LIMIT);
      const { cart, added } = await addToCart(app.db, {
        variantId: id,
        quantity,
        cartId: cart_id ?? null,
        userId: request.customer?.userId ?? null,
      });
      return {
        status: 1 as const,
        cart,
        product: added.product,
        variant: added.variant,
        quantity: added.quantity,
      };
    },
  );

  app.post(
    '/removeFromCart',
    {
      config: cartRouteConfig,
      schema: {
        body: CartLineRequestSchema,
        response: { 200: RemoveFromCartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cart, removed } = await removeFromCart(app.db, request.body.cart_id, request.body.id);
      return {
        status: 1 as const,
        cart,
        product: removed.product,
        variant: removed.variant,
        quantity: removed.quantity,
      };
    },
  );

  for (const [path, step] of [
    ['/incCart', 1],
    ['/decCart', -1],
  ] as const) {
    app.post(
      path,
      {
        config: cartRouteConfig,
        schema: { body: CartLineRequestSchema, response: { 200: CartResponseSchema, ...errors } },
      },
      async (request) => ({
        status: 1 as const,
        cart: await stepLineQuantity(app.db, request.body.cart_id, request.body.id, step),
      }),
    );
  }

  app.post(
    '/getCart',
    {
      config: cartRouteConfig,
      schema: { body: CartRequestSchema, response: { 200: CartResponseSchema, ...errors } },
    },
    async (request) => {
      const cart = await loadCartView(app.db, request.body.cart_id);
      if (!cart) throw new NotFoundError(CART_NOT_FOUND);
      return { status: 1 as const, cart };
    },
  );

  // Not in API.md: the order summary (step 3) calls it when it opens, to hold the cart's clearance
  // pieces for CLEARANCE_HOLD_MINUTES; 409 with a Hungarian message when they are gone.
  app.post(
    '/holdCart',
    {
      config: { ...cartRouteConfig, addressLimit: HOLD_LIMIT },
      schema: { body: CartRequestSchema, response: { 200: CartResponseSchema, ...errors } },
    },
    async (request) => ({
      status: 1 as const,
      cart: await holdCart(app.db, request.body.cart_id, app.config.clearanceHoldMinutes),
    }),
  );

  app.post(
    '/modifyCart',
    {
      config: cartRouteConfig,
      schema: { body: ModifyCartRequestSchema, response: { 200: CartResponseSchema, ...errors } },
    },
    async (request) => {
      const { cart_id, name, value } = request.body;
      return { status: 1 as const, cart: await modifyCart(app.db, cart_id, name, value) };
    },
  );

  app.post(
    '/finishCart',
    {
      config: { ...cartRouteConfig, addressLimit: ORDER_LIMIT },
      schema: {
        body: FinishCartRequestSchema,
        response: {
          200: FinishCartResponseSchema,
          ...errors,
          409: Type.Union([CartChangedSchema, ApiErrorSchema]),
        },
      },
    },
    async (request) => {
      const { cart_id, total } = request.body;
      const { cart, order, placed } = await finishCart(
        app.db,
        { cartId: cart_id, total },
        app.config,
      );
      // The mails were committed with the order; the answer never waits for the mail server.
      if (placed) app.outbox.wake();
      return { status: 1 as const, cart, order };
    },
  );
};
