import { type Static, Type } from '@sinclair/typebox';
import { BACK_IN_STOCK_EMAIL_MAX } from './back-in-stock.constants';

export const BackInStockRequestSchema = Type.Object(
  {
    variantId: Type.Integer({ minimum: 1 }),
    email: Type.String({ maxLength: BACK_IN_STOCK_EMAIL_MAX }),
  },
  { additionalProperties: false },
);
export type BackInStockRequest = Static<typeof BackInStockRequestSchema>;

export const BackInStockAnswerSchema = Type.Object({
  status: Type.Literal(1),
  message: Type.String(),
});
export type BackInStockAnswer = Static<typeof BackInStockAnswerSchema>;

export const BackInStockUnsubscribeSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type BackInStockUnsubscribe = Static<typeof BackInStockUnsubscribeSchema>;

export const BackInStockUnsubscribeAnswerSchema = Type.Object({
  status: Type.Literal(1),
  /** How many waiting requests of the address this click stopped (0 when clicked again). */
  cancelled: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type BackInStockUnsubscribeAnswer = Static<typeof BackInStockUnsubscribeAnswerSchema>;
