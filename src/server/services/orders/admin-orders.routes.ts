import { formatSortableDateTime } from '@common/dates';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderListSchema,
  AdminOrderSchema,
  OrderListQuerySchema,
  OrderNumberParamsSchema,
  OrderStatusChangeSchema,
} from '@common/api/admin.schema';
import { DELIVERY_LABELS } from '@common/delivery';
import { ORDER_STATUS_LABELS } from '@common/order-status';
import type { DeliveryMethod } from '@common/pricing';
import { adminOrder, allFilteredOrders, listAdminOrders } from './admin-orders.service';
import { toCsv } from '../../spreadsheets/csv';
import { changeOrderStatus } from './order-status.service';
import { bumpCatalogueVersion } from '../catalogue/catalogue-cache';
import { actorOf } from '../staff/staff-auth.hook';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';

const support = { staffRole: 'support' as const };

/** Orders for admin and support: list, CSV, an order's page, status changes. */
export const adminOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      config: support,
      schema: { querystring: OrderListQuerySchema, response: { 200: AdminOrderListSchema } },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/orders.csv',
    { config: support, schema: { querystring: OrderListQuerySchema } },
    async (request, reply) => {
      const orders = await allFilteredOrders(app.db, request.query);
      const csv = toCsv(
        ['rendelesszam', 'datum', 'allapot', 'nev', 'email', 'telefon', 'szallitas', 'vegosszeg'],
        orders.map((o) => [
          o.number,
          formatSortableDateTime(o.created_at),
          ORDER_STATUS_LABELS[o.status],
          o.name,
          o.email,
          o.phone,
          DELIVERY_LABELS[o.delivery_method as DeliveryMethod]?.name ?? String(o.delivery_method),
          o.grand_total,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rendelesek.csv"')
        .send(csv);
    },
  );

  app.get(
    '/orders/:number',
    {
      config: support,
      schema: {
        params: OrderNumberParamsSchema,
        response: { 200: AdminOrderSchema, 404: ErrorSchema },
      },
    },
    async (request) => adminOrder(app.db, request.params.number),
  );

  app.post(
    '/orders/:number/status',
    {
      config: support,
      schema: {
        params: OrderNumberParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: AdminOrderSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request) => {
      const { number } = request.params;
      const { mailed, stockReturned } = await changeOrderStatus(
        app.db,
        actorOf(request),
        app.config,
        number,
        request.body,
      );
      if (stockReturned) await bumpCatalogueVersion(app.db);
      // The customer's e-mail is in the outbox with the change: send it now rather than at the next poll.
      if (mailed) app.outbox.wake();
      return adminOrder(app.db, number);
    },
  );
};
