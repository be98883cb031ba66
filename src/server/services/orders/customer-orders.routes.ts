import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponseSchema, StatusResponseSchema } from '@common/api/accounts.schema';
import { shopClock } from '@common/dates';
import {
  CustomerOrderResponseSchema,
  CustomerOrdersResponseSchema,
  EmailConfirmRequestSchema,
  OrderNumberParamsSchema,
  PersonalDataExportSchema,
  ReorderRequestSchema,
  ReorderResponseSchema,
} from '@common/api/customer-orders.schema';
import { ApiErrorSchema } from '@common/api/error.schema';
import type { FastifyRequest } from 'fastify';
import { customerIdOf, notLoggedIn } from '../accounts/customer-auth.hook';
import { customerOrder, listCustomerOrders } from './customer-orders.service';
import { confirmEmail, requestEmailConfirmation } from './email-confirmation.service';
import { type OrderOwner, orderOwner } from './owned-orders';
import { deleteAccount, exportPersonalData } from './personal-data.service';
import { reorder } from './reorder.service';

/** A logged-in customer's orders, Újrarendelem and the e-mail confirmation that adds guest orders. */
export const customerOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ownerOf = async (request: FastifyRequest): Promise<OrderOwner> => {
    const owner = await orderOwner(app.db, customerIdOf(request));
    if (!owner) throw notLoggedIn();
    return owner;
  };
  const account = { errorShape: 'status' as const, customer: 'required' as const };
  const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    '/account/orders',
    {
      config: account,
      schema: { response: { 200: CustomerOrdersResponseSchema, ...errors } },
    },
    async (request) => {
      const owner = await ownerOf(request);
      return {
        status: 1 as const,
        orders: await listCustomerOrders(app.db, owner),
        email_confirmed: owner.emailConfirmed,
      };
    },
  );

  app.get(
    '/account/orders/:number',
    {
      config: account,
      schema: {
        params: OrderNumberParamsSchema,
        response: { 200: CustomerOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 1 as const,
      order: await customerOrder(app.db, await ownerOf(request), request.params.number),
    }),
  );

  app.post(
    '/account/orders/:number/reorder',
    {
      config: account,
      schema: {
        params: OrderNumberParamsSchema,
        body: ReorderRequestSchema,
        response: { 200: ReorderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const owner = await ownerOf(request);
      const result = await reorder(
        app.db,
        owner,
        request.params.number,
        request.body.cart_id ?? null,
      );
      return { status: 1 as const, ...result };
    },
  );

  app.post(
    '/account/email-confirmation',
    {
      config: { customer: 'required' },
      schema: {
        response: {
          200: MessageResponseSchema,
          401: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const owner = await ownerOf(request);
      const message = await requestEmailConfirmation(
        {
          db: app.db,
          mailQueued: () => app.outbox.wake(),
          publicUrl: app.config.publicUrl,
          brandName: app.config.brandName,
        },
        owner.userId,
      );
      return { message };
    },
  );

  app.post(
    '/account/email-confirmation/confirm',
    {
      schema: {
        body: EmailConfirmRequestSchema,
        response: { 200: MessageResponseSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => ({ message: await confirmEmail(app.db, request.body.token) }),
  );

  app.get(
    '/account/export',
    {
      config: account,
      schema: { response: { 200: PersonalDataExportSchema, 401: ApiErrorSchema } },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      const data = await exportPersonalData(app.db, owner.userId, app.config.brandName);
      const day = shopClock(data.exported_at);
      const name = day ? `adataim-${day.year}-${day.month}-${day.day}.json` : 'adataim.json';
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return data;
    },
  );

  app.post(
    '/account/delete',
    {
      config: account,
      schema: { response: { 200: StatusResponseSchema, 401: ApiErrorSchema } },
    },
    async (request) => {
      const owner = await ownerOf(request);
      await deleteAccount(app.db, owner.userId);
      request.log.info({ userId: owner.userId }, "account deleted at the customer's request");
      return { status: 1 };
    },
  );
};
