import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@common/api/error.schema';
import { signedInUserId } from './session-user';

/**
 * What every route of a customer's own list (the garage, the wishlist) shares: the signed-in guard
 * (the token's own account only, else 401), the account calls' `{ status: 0, message }` error shape
 * (API.md), and the answers: the whole list, or an error.
 */
export function accountListOptions<List extends TSchema>(app: FastifyInstance, list: List) {
  return {
    customer: (request: FastifyRequest) => signedInUserId(app.db, request),
    config: { errorShape: 'status' as const },
    /** Reading the list: only a missing login can go wrong. */
    readAnswers: { 200: list, 401: ApiErrorSchema },
    /** Changing it: a bad request, no login, an unknown item. */
    answers: { 200: list, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
  };
}
