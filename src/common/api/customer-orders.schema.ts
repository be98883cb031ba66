import { type Static, Type } from '@sinclair/typebox';
import { CartSchema } from './cart.schema';

/** One order in the customer's profile list (issue 19: "After the order"). */
export const CustomerOrderSummarySchema = Type.Object({
  order_number: Type.String(),
  /** UTC ISO time; shown as a Budapest date (common/dates). */
  created_at: Type.String(),
  grand_total: Type.Integer(),
  /** The back office's status key (common/order-status) and its Hungarian label. */
  status: Type.String(),
  status_label: Type.String(),
  /** The carrier's tracking page once the parcel is shipped with GLS or MPL; null otherwise. */
  tracking_url: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerOrderSummary = Static<typeof CustomerOrderSummarySchema>;

export const CustomerOrdersResponseSchema = Type.Object({
  status: Type.Literal(1),
  orders: Type.Array(CustomerOrderSummarySchema),
  /** False until the account's e-mail is confirmed: guest orders with it are not listed yet. */
  email_confirmed: Type.Boolean(),
});
export type CustomerOrdersResponse = Static<typeof CustomerOrdersResponseSchema>;

export const CustomerOrderLineSchema = Type.Object({
  variant_id: Type.Integer(),
  name: Type.String(),
  cikkszam: Type.String(),
  quantity: Type.Integer(),
  unit_price: Type.Integer(),
  line_total: Type.Integer(),
  /** The product page while the product is in the shop; null otherwise. */
  product_alias: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerOrderLine = Static<typeof CustomerOrderLineSchema>;

export const CustomerOrderSchema = Type.Intersect([
  CustomerOrderSummarySchema,
  Type.Object({
    delivery_method: Type.Integer(),
    delivery_label: Type.String(),
    payment_mode: Type.String(),
    goods_total: Type.Integer(),
    shipping_cost: Type.Integer(),
    shipping_name: Type.String(),
    shipping_address: Type.String(),
    billing_name: Type.String(),
    billing_address: Type.String(),
    company_name: Type.String(),
    tax_number: Type.String(),
    pickup_point: Type.String(),
    lines: Type.Array(CustomerOrderLineSchema),
  }),
]);
export type CustomerOrder = Static<typeof CustomerOrderSchema>;

export const CustomerOrderResponseSchema = Type.Object({
  status: Type.Literal(1),
  order: CustomerOrderSchema,
});
export type CustomerOrderResponse = Static<typeof CustomerOrderResponseSchema>;

export const OrderNumberParamsSchema = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 40 }),
});

export const ReorderRequestSchema = Type.Object(
  { cart_id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })) },
  { additionalProperties: false },
);
export type ReorderRequest = Static<typeof ReorderRequestSchema>;

/** A line of the old order that did not go into the cart (or not in full), with the reason in Hungarian. */
export const ReorderSkippedSchema = Type.Object({
  name: Type.String(),
  reason: Type.String(),
});
export type ReorderSkipped = Static<typeof ReorderSkippedSchema>;

/** Újrarendelem: the cart with the order's still orderable lines, and what was left out. */
export const ReorderResponseSchema = Type.Object({
  status: Type.Literal(1),
  cart: CartSchema,
  added: Type.Integer(),
  skipped: Type.Array(ReorderSkippedSchema),
});
export type ReorderResponse = Static<typeof ReorderResponseSchema>;

export const EmailConfirmRequestSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type EmailConfirmRequest = Static<typeof EmailConfirmRequestSchema>;

const Loose = Type.Record(Type.String(), Type.Unknown());

/** The JSON file of 'Adataim letöltése': everything the shop holds about the customer (GDPR art. 15, 20). */
export const PersonalDataExportSchema = Type.Object({
  format: Type.Literal('adataim/1'),
  exported_at: Type.String(),
  shop: Type.String(),
  account: Type.Object({
    name: Type.String(),
    email: Type.String(),
    email_confirmed_at: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
    updated_at: Type.String(),
    has_password: Type.Boolean(),
  }),
  profile: Type.Record(Type.String(), Type.String()),
  consents: Type.Array(
    Type.Object({ what: Type.String(), at: Type.Union([Type.String(), Type.Null()]) }),
  ),
  sessions: Type.Array(
    Type.Object({
      created_at: Type.String(),
      last_used_at: Type.String(),
      expires_at: Type.String(),
    }),
  ),
  carts: Type.Array(Loose),
  orders: Type.Array(Loose),
  /** The bikes of the garage and the products of 'Kedvencek' (issue 20). */
  garage: Type.Array(Loose),
  wishlist: Type.Array(Loose),
  /** 'Értesítést kérek' requests left with the account's e-mail address. */
  back_in_stock: Type.Array(Loose),
  emails: Type.Array(
    Type.Object({
      created_at: Type.String(),
      subject: Type.String(),
      sent_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type PersonalDataExport = Static<typeof PersonalDataExportSchema>;
