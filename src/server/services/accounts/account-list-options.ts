import type { TSchema } from '@sinclair/typebox';
import { ApiErrorSchema } from '@common/api/error.schema';

/**
 * What every route of a customer's own list (the garage, the wishlist) shares: the signed-in guard
 * (customer auth: the token's own account only, else 401), the account calls' `{ status: 0, message }`
 * error shape (API.md), and the answers: the whole list, or an error.
 */
export function accountListOptions<List extends TSchema>(list: List) {
  return {
    config: { errorShape: 'status' as const, customer: 'required' as const },
    /** Reading the list: only a missing login can go wrong. */
    readAnswers: { 200: list, 401: ApiErrorSchema },
    /** Changing it: a bad request, no login, an unknown item. */
    answers: { 200: list, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
  };
}
