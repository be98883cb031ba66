import { type Static, Type } from '@sinclair/typebox';
import { CartSchema } from './cart.schema';
import { OrderStatusSchema } from './admin.schema';

/** Support's cart lookup and read-only shop view (docs/back-office.md, "Support"). */

const CartStepSchema = Type.Union([
  Type.Literal('ures'),
  Type.Literal('kosar'),
  Type.Literal('adatok'),
  Type.Literal('osszesites'),
  Type.Literal('megrendelve'),
]);

export const CartLookupQuerySchema = Type.Object({
  /** A cart id (UUID) or a customer's e-mail address. */
  q: Type.String({ minLength: 3, maxLength: 254 }),
});
export type CartLookupQuery = Static<typeof CartLookupQuerySchema>;

const OrderRefSchema = Type.Union([
  Type.Object({ number: Type.String(), status: OrderStatusSchema }),
  Type.Null(),
]);

export const CartSummarySchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  items: Type.Integer(),
  total: Type.Integer(),
  step: CartStepSchema,
  order: OrderRefSchema,
});
export type CartSummary = Static<typeof CartSummarySchema>;

export const CartLookupSchema = Type.Object({ items: Type.Array(CartSummarySchema) });
export type CartLookup = Static<typeof CartLookupSchema>;

export const CartIdParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
});

export const SupportCartSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  account: Type.Union([
    Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
    Type.Null(),
  ]),
  step: CartStepSchema,
  order: OrderRefSchema,
  /** The cart as the shop shows it to the shopper (lines at today's prices, delivery data). */
  cart: CartSchema,
});
export type SupportCart = Static<typeof SupportCartSchema>;

export const SupportViewTicketSchema = Type.Object({
  /** The shop address to open in a new tab: the step's page with the ticket in the fragment. */
  url: Type.String(),
  expiresAt: Type.String(),
});
export type SupportViewTicket = Static<typeof SupportViewTicketSchema>;

/** What the read-only shop tab loads: the cart under a placeholder id that opens no cart. */
export const SupportViewSchema = Type.Object({
  cart: CartSchema,
  step: CartStepSchema,
  path: Type.String(),
  expiresAt: Type.String(),
});
export type SupportView = Static<typeof SupportViewSchema>;
