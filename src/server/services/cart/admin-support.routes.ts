import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CartIdParamsSchema,
  CartLookupQuerySchema,
  CartLookupSchema,
  SupportCartSchema,
  SupportViewSchema,
  SupportViewTicketSchema,
} from '@common/api/admin-support.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import { findCarts, openSupportView, supportCart, supportView } from './support-carts.service';
import { actorOf } from '../staff/staff-auth.hook';

export const SUPPORT_VIEW_HEADER = 'x-support-view';

const LOOKUP_MESSAGE = 'Adjon meg egy kosárazonosítót vagy egy e-mail-címet (3–254 karakter).';
const CART_ID_MESSAGE = 'Hibás kosárazonosító.';
const TICKET_MESSAGE = 'Hiányzik vagy hibás a támogatói nézet jegye.';

const support = { staffRole: 'support' as const };
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};

/**
 * Support's cart lookup (support and admin) and the read-only shop view it opens
 * (docs/back-office.md, "Support").
 */
export const adminSupportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/carts',
    {
      config: { ...support, validationMessage: () => LOOKUP_MESSAGE },
      schema: {
        querystring: CartLookupQuerySchema,
        response: { 200: CartLookupSchema, ...errors },
      },
    },
    async (request) => ({ items: await findCarts(app.db, actorOf(request), request.query.q) }),
  );

  app.get(
    '/carts/:id',
    {
      config: { ...support, validationMessage: () => CART_ID_MESSAGE },
      schema: { params: CartIdParamsSchema, response: { 200: SupportCartSchema, ...errors } },
    },
    async (request) => supportCart(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/carts/:id/view',
    {
      config: { ...support, validationMessage: () => CART_ID_MESSAGE },
      schema: { params: CartIdParamsSchema, response: { 200: SupportViewTicketSchema, ...errors } },
    },
    async (request) =>
      openSupportView(app.db, actorOf(request), request.staff!.id, request.params.id),
  );

  // The shop tab of the view has no staff login: the ticket is its only credential, and it can only read.
  app.get(
    '/support-view',
    {
      config: { staffRole: 'public', validationMessage: () => TICKET_MESSAGE },
      schema: {
        headers: Type.Object({
          [SUPPORT_VIEW_HEADER]: Type.String({ minLength: 20, maxLength: 100 }),
        }),
        response: { 200: SupportViewSchema, ...errors },
      },
    },
    async (request) => supportView(app.db, request.headers[SUPPORT_VIEW_HEADER]),
  );
};
