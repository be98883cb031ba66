import { type Static, Type } from '@sinclair/typebox';
import { VariantSchema } from './catalogue.schema';
import { PickupPointSchema } from './pickup.schema';
import { CART_FIELDS, MAX_LINE_QUANTITY } from './cart.constants';

export const CartLineSchema = Type.Object({
  id: Type.Integer(),
  variant: VariantSchema,
  product: Type.Object({
    id: Type.Integer(),
    alias: Type.String(),
    fullname_hu: Type.String(),
    fullname_en: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
  name: Type.String(),
  quantity: Type.Integer(),
  price: Type.Integer(),
});
export type CartLine = Static<typeof CartLineSchema>;

/** The clearance pieces held for the cart while its shopper decides on the summary (docs/cart.md, Holds). */
export const CartHoldSchema = Type.Object({
  /** When the (first) hold ends, ISO time. */
  expires_at: Type.String(),
  /** Seconds left by the server's clock (the client counts down from this, whatever its own clock says). */
  seconds_left: Type.Integer({ minimum: 0 }),
});
export type CartHold = Static<typeof CartHoldSchema>;

export const CartSchema = Type.Object({
  id: Type.String(),
  /**
   * How many changes the cart has had: an answer with a lower revision than one already received was
   * given before that one's change, whatever order the answers arrived in (docs/cart.md, Revision).
   */
  revision: Type.Integer({ minimum: 0 }),
  goods: Type.Array(CartLineSchema),
  vegosszeg: Type.Integer(),
  szallitas: Type.Union([Type.Integer(), Type.Null()]),
  shippingcost: Type.Union([Type.Integer(), Type.Null()]),
  /** Total weight of the goods in kg, so the client can hide MPL above 40 kg. */
  weight_kg: Type.Number(),
  isValid: Type.Boolean(),
  finish: Type.Boolean(),
  szallitas_vnev: Type.String(),
  szallitas_knev: Type.String(),
  szallitas_irsz: Type.String(),
  szallitas_varos: Type.String(),
  szallitas_utca: Type.String(),
  email: Type.String(),
  szallitas_telefonszam: Type.String(),
  megjegyzes: Type.String(),
  szamla_megegyezik: Type.Boolean(),
  szamla_nev: Type.String(),
  adoszam: Type.String(),
  szamla_irsz: Type.String(),
  szamla_varos: Type.String(),
  szamla_utca: Type.String(),
  /** 'Cégként vásárolok': the billing block is required and holds the company name and tax number. */
  cegkent: Type.Boolean(),
  /** The chosen pickup point's id (`foxpost:1444335`), or empty. */
  atvevohely: Type.String(),
  /** The chosen point as the shopper sees it, while it belongs to the chosen delivery method. */
  pickupPoint: Type.Union([PickupPointSchema, Type.Null()]),
  /** Clearance pieces held for this cart (POST /api/holdCart), null when none is held now. */
  hold: Type.Optional(Type.Union([CartHoldSchema, Type.Null()])),
});
export type Cart = Static<typeof CartSchema>;

export const CartResponseSchema = Type.Object({ status: Type.Literal(1), cart: CartSchema });
export type CartResponse = Static<typeof CartResponseSchema>;

export const CartIdSchema = Type.String({ format: 'uuid', maxLength: 36 });

// Requests of the cart calls (API.md). additionalProperties: false, so a body carrying anything
// else (prices, totals, __proto__, constructor) is refused with a 400 before it reaches a service.

export const AddToCartRequestSchema = Type.Object(
  {
    /** Variant id. */
    id: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    /** Missing, null or unknown: a new cart is started. */
    cart_id: Type.Optional(Type.Union([CartIdSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AddToCartRequest = Static<typeof AddToCartRequestSchema>;

/** removeFromCart, incCart, decCart: `id` is a cart line id (goods[].id). */
export const CartLineRequestSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), cart_id: CartIdSchema },
  { additionalProperties: false },
);
export type CartLineRequest = Static<typeof CartLineRequestSchema>;

/** getCart. */
export const CartRequestSchema = Type.Object(
  { cart_id: CartIdSchema },
  { additionalProperties: false },
);
export type CartRequest = Static<typeof CartRequestSchema>;

/** finishCart: `total` is the grand total the order summary showed, so a changed price is never charged unseen. */
export const FinishCartRequestSchema = Type.Object(
  // Optional only until the client sends it (same issue); a call without it is not checked.
  { cart_id: CartIdSchema, total: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
export type FinishCartRequest = Static<typeof FinishCartRequestSchema>;

/**
 * modifyCart: one field at a time. Text fields take a string; `szamla_megegyezik` a boolean (0/1 too);
 * `szallitas` 0, 1, 2 or null (the strings '0'-'2' too, as a select gives them).
 */
export const ModifyCartRequestSchema = Type.Object(
  {
    cart_id: CartIdSchema,
    name: Type.Union(CART_FIELDS.map((field) => Type.Literal(field))),
    // Checked per field by the server: a schema union would let Fastify's type coercion turn
    // `false` into null or `1` into '1' before the field's own rule sees it.
    value: Type.Unsafe<string | number | boolean | null>({}),
  },
  { additionalProperties: false },
);
export type ModifyCartRequest = Static<typeof ModifyCartRequestSchema>;

/** The product of a line, as cart answers carry it. */
export const CartProductSchema = CartLineSchema.properties.product;
export type CartProduct = Static<typeof CartProductSchema>;

/** addToCart: the cart, plus what was added for the success popup (quantity actually added). */
export const AddToCartResponseSchema = Type.Object({
  status: Type.Literal(1),
  cart: CartSchema,
  product: CartProductSchema,
  variant: VariantSchema,
  quantity: Type.Integer(),
});
export type AddToCartResponse = Static<typeof AddToCartResponseSchema>;

/** removeFromCart: the cart, plus the removed line's variant, product and quantity (for analytics). */
export const RemoveFromCartResponseSchema = Type.Object({
  status: Type.Literal(1),
  cart: CartSchema,
  product: CartProductSchema,
  variant: VariantSchema,
  quantity: Type.Integer(),
});
export type RemoveFromCartResponse = Static<typeof RemoveFromCartResponseSchema>;

/** finishCart: the finished cart and its order (number and grand total, for the purchase event). */
export const FinishCartResponseSchema = Type.Object({
  status: Type.Literal(1),
  cart: CartSchema,
  order: Type.Object({ order_number: Type.String(), grand_total: Type.Integer() }),
});
export type FinishCartResponse = Static<typeof FinishCartResponseSchema>;

/** finishCart's 409 when the server's grand total differs from the one the shopper confirmed. */
export const CartChangedSchema = Type.Object({
  status: Type.Literal(0),
  reason: Type.Literal('changed'),
  message: Type.String(),
  cart: CartSchema,
});
export type CartChanged = Static<typeof CartChangedSchema>;
