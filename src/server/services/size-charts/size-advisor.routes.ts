import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import {
  AliasOnlyParamsSchema,
  ProductSizeChartSchema,
  SizeAdviceQuerySchema,
  SizeAdviceSchema,
} from '@common/api/size-charts.schema';
import { productSizeAdvice, productSizeChart } from './size-charts.service';

const config = {
  validationMessage: () => 'Hibás méret: a méreteket centiméterben, számmal add meg.',
};

/** The product page's size advisor (docs/discovery.md, "Size advisor"). */
export const sizeAdvisorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sizeChart/:alias',
    {
      config,
      schema: { params: AliasOnlyParamsSchema, response: { 200: ProductSizeChartSchema } },
    },
    async (request) => productSizeChart(app.db, request.params.alias),
  );

  app.get(
    '/sizeAdvice/:alias',
    {
      config,
      schema: {
        params: AliasOnlyParamsSchema,
        querystring: SizeAdviceQuerySchema,
        response: { 200: SizeAdviceSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => productSizeAdvice(app.db, request.params.alias, request.query),
  );
};
