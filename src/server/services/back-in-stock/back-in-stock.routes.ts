import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BACK_IN_STOCK_BAD_EMAIL,
  BACK_IN_STOCK_BAD_LINK,
} from '@common/api/back-in-stock.constants';
import {
  BackInStockAnswerSchema,
  BackInStockRequestSchema,
  BackInStockUnsubscribeAnswerSchema,
  BackInStockUnsubscribeSchema,
} from '@common/api/back-in-stock.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import type { ValidationIssue } from '../../http/error-handler';
import { BACK_IN_STOCK_LIMIT, requestBackInStock } from './back-in-stock.service';
import { UNSUBSCRIBE_LIMIT, unsubscribeBackInStock } from './unsubscribe.service';

function validation(issue: ValidationIssue | undefined): string {
  const missing = (issue?.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const field = issue?.instancePath?.replace(/^\//, '') || String(missing ?? '');
  return field === 'email' ? BACK_IN_STOCK_BAD_EMAIL : 'Hibás kérés: változat és e-mail-cím kell.';
}

/** "Értesítést kérek" on an out-of-stock variant (docs/discovery.md, "Back-in-stock e-mails"). */
export const backInStockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/backInStock',
    {
      config: { addressLimit: BACK_IN_STOCK_LIMIT, validationMessage: validation },
      schema: {
        body: BackInStockRequestSchema,
        response: {
          200: BackInStockAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => requestBackInStock(app.db, request.body.variantId, request.body.email),
  );

  // The restock e-mail's one-click unsubscribe link (its page posts the token from the path).
  app.post(
    '/backInStock/unsubscribe',
    {
      config: { addressLimit: UNSUBSCRIBE_LIMIT, validationMessage: () => BACK_IN_STOCK_BAD_LINK },
      schema: {
        body: BackInStockUnsubscribeSchema,
        response: {
          200: BackInStockUnsubscribeAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => unsubscribeBackInStock(app.db, request.body.token),
  );
};
