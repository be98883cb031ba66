import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import {
  CategoryKindSchema,
  ChartIdParamsSchema,
  SizeChartBodySchema,
  SizeChartListSchema,
  SizeChartSchema,
} from '@common/api/size-charts.schema';
import type { ValidationIssue } from '../../http/error-handler';
import {
  createSizeChart,
  deleteSizeChart,
  listSizeCharts,
  setCategorySizeKind,
  updateSizeChart,
} from './size-charts.service';
import { actorOf } from '../staff/staff-auth.hook';

/** Shape errors of a chart in Hungarian; the rules beyond shapes answer 422 (chartProblems). */
function chartValidation(issue: ValidationIssue | undefined): string {
  const path = issue?.instancePath ?? '';
  if (path.startsWith('/brand')) return 'Márka: 1–80 karakter legyen.';
  if (path.startsWith('/kind')) return 'Termékfajta: bukósisak, kabát vagy kesztyű lehet.';
  if (/\/size$/.test(path)) return 'Méret neve: 1–20 karakter legyen.';
  if (path.includes('/ranges')) return 'Mérettartomány: két számot (alsó és felső határ) várunk.';
  if (path.startsWith('/sizes')) return 'Legfeljebb 20 méret lehet.';
  if (path.startsWith('/size_kind')) return 'Termékfajta: bukósisak, kabát, kesztyű vagy semmi.';
  const extra = (issue?.params as { additionalProperty?: unknown } | undefined)?.additionalProperty;
  if (extra) return `Ismeretlen mező a kérésben: ${String(extra)}.`;
  return 'Hibás mérettáblázat.';
}

const admin = { staffRole: 'admin' as const, validationMessage: chartValidation };
const errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };

/** Size charts per brand and kind, and the kinds of the clothing categories (docs/back-office.md). */
export const adminSizeChartsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/size-charts',
    { config: admin, schema: { response: { 200: SizeChartListSchema } } },
    async () => listSizeCharts(app.db),
  );

  app.post(
    '/size-charts',
    {
      config: admin,
      schema: { body: SizeChartBodySchema, response: { 200: SizeChartSchema, ...errors } },
    },
    async (request) => createSizeChart(app.db, actorOf(request), request.body),
  );

  app.put(
    '/size-charts/:id',
    {
      config: admin,
      schema: {
        params: ChartIdParamsSchema,
        body: SizeChartBodySchema,
        response: { 200: SizeChartSchema, ...errors },
      },
    },
    async (request) => updateSizeChart(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/size-charts/:id',
    {
      config: admin,
      schema: {
        params: ChartIdParamsSchema,
        response: { 200: Type.Object({ status: Type.Literal(1) }), ...errors },
      },
    },
    async (request) => {
      await deleteSizeChart(app.db, actorOf(request), request.params.id);
      return { status: 1 as const };
    },
  );

  app.put(
    '/size-charts/categories/:id',
    {
      config: admin,
      schema: {
        params: ChartIdParamsSchema,
        body: CategoryKindSchema,
        response: { 200: SizeChartListSchema, ...errors },
      },
    },
    async (request) =>
      setCategorySizeKind(app.db, actorOf(request), request.params.id, request.body.size_kind),
  );
};
