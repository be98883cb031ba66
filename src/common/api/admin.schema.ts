import { type Static, Type } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../order-status';

/** The back office's API (docs/back-office.md): staff login, orders, audit log, catalogue CSV. */

export const StaffRoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('support')]);
export type StaffRoleName = Static<typeof StaffRoleSchema>;

export const StaffLoginResponseSchema = Type.Object({
  token: Type.String(),
  role: StaffRoleSchema,
});
export type StaffLoginResponse = Static<typeof StaffLoginResponseSchema>;

export const StaffMeResponseSchema = Type.Object({ email: Type.String(), role: StaffRoleSchema });
export type StaffMe = Static<typeof StaffMeResponseSchema>;

export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const OrderListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Union([OrderStatusSchema, Type.Literal('')])),
  delivery: Type.Optional(Type.Union([Type.Literal(''), Type.Integer({ minimum: 0, maximum: 2 })])),
  from: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  to: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

export const AdminOrderListItemSchema = Type.Object({
  number: Type.String(),
  status: OrderStatusSchema,
  created_at: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  delivery_method: Type.Integer(),
  grand_total: Type.Integer(),
});
export type AdminOrderListItem = Static<typeof AdminOrderListItemSchema>;

export const AdminOrderListSchema = Type.Object({
  items: Type.Array(AdminOrderListItemSchema),
  total: Type.Integer(),
});
export type AdminOrderList = Static<typeof AdminOrderListSchema>;

const Address = Type.Object({
  name: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  street: Type.String(),
});

export const AdminOrderSchema = Type.Object({
  number: Type.String(),
  status: OrderStatusSchema,
  created_at: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  shipping: Address,
  billing: Type.Intersect([Address, Type.Object({ tax_number: Type.String() })]),
  note: Type.String(),
  delivery_method: Type.Integer(),
  delivery_name: Type.String(),
  payment_mode: Type.String(),
  goods_total: Type.Integer(),
  shipping_cost: Type.Integer(),
  grand_total: Type.Integer(),
  tracking_number: Type.String(),
  tracking_url: Type.Union([Type.String(), Type.Null()]),
  cart_id: Type.String(),
  customer: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  lines: Type.Array(
    Type.Object({
      name: Type.String(),
      cikkszam: Type.String(),
      quantity: Type.Integer(),
      unit_price: Type.Integer(),
      line_total: Type.Integer(),
    }),
  ),
  history: Type.Array(
    Type.Object({
      at: Type.String(),
      status: OrderStatusSchema,
      tracking_number: Type.String(),
      staff: Type.String(),
    }),
  ),
  next_statuses: Type.Array(OrderStatusSchema),
});
export type AdminOrder = Static<typeof AdminOrderSchema>;

export const OrderNumberParamsSchema = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 40 }),
});

export const OrderStatusChangeSchema = Type.Object({
  status: OrderStatusSchema,
  tracking: Type.Optional(Type.String({ maxLength: 64 })),
});
export type OrderStatusChange = Static<typeof OrderStatusChangeSchema>;

export const AuditQuerySchema = Type.Object({
  staff: Type.Optional(Type.String({ maxLength: 254 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  entity: Type.Optional(Type.String({ maxLength: 32 })),
  entityId: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  to: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const AuditListSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      staff: Type.String(),
      action: Type.String(),
      entity: Type.String(),
      entityId: Type.String(),
      before: Type.Unknown(),
      after: Type.Unknown(),
    }),
  ),
  total: Type.Integer(),
});
export type AuditList = Static<typeof AuditListSchema>;

export const ImportIssueSchema = Type.Object({ line: Type.Integer(), message: Type.String() });

export const ImportChangeSchema = Type.Object({
  line: Type.Integer(),
  cikkszam: Type.String(),
  kind: Type.Union([Type.Literal('new'), Type.Literal('changed')]),
  before: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  after: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
});

export const ImportPreviewSchema = Type.Object({
  applied: Type.Boolean(),
  encoding: Type.String(),
  separator: Type.String(),
  columns: Type.Array(Type.String()),
  rows: Type.Integer(),
  new: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Array(ImportIssueSchema),
  /** The first changes (at most 500), for the preview table. */
  changes: Type.Array(ImportChangeSchema),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;
