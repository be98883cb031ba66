import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ImportPreviewSchema } from '@common/api/admin.schema';
import { exportCatalogueCsv } from './catalogue-export.service';
import { applyCatalogueImport, planCatalogueImport } from './catalogue-import.service';
import { bumpCatalogueVersion } from '../catalogue-cache';
import { indexProductsForSearch } from '../search-index.service';
import { BadRequestError } from '../../../errors';
import { acceptRawBodies } from '../../../http/raw-upload';
import { actorOf } from '../../staff/staff-auth.hook';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';

/** 20 000 variants with every column are about 2 MB; room for long names and a bigger shop. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Catalogue CSV export and import (admin only). */
export const adminCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The CSV arrives as raw bytes: its encoding (UTF-8 or Windows-1250) is found out from them.
  acceptRawBodies(app, IMPORT_BODY_LIMIT, [
    'text/csv',
    'text/plain',
    'application/vnd.ms-excel',
    'application/octet-stream',
  ]);

  app.get('/products.csv', { config: { staffRole: 'admin' } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="termekek.csv"')
      .send(await exportCatalogueCsv(app.db)),
  );

  app.post(
    '/products/import',
    {
      config: { staffRole: 'admin' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        querystring: Type.Object({ dryRun: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: ImportPreviewSchema, 400: ErrorSchema, 422: ImportPreviewSchema },
      },
    },
    async (request, reply) => {
      // A JSON (or form) body is parsed by Fastify's own parsers, not ours: not a file.
      if (!Buffer.isBuffer(request.body))
        throw new BadRequestError('A fájlt CSV-ként (text/csv) kell küldeni.');
      const plan = await planCatalogueImport(app.db, request.body);
      const dryRun = request.query.dryRun !== undefined && request.query.dryRun !== '0';
      if (plan.preview.errors.length > 0)
        return reply.status(dryRun ? 200 : 422).send(plan.preview);
      if (dryRun) return plan.preview;
      const { productsWithNewVariants, restockMails } = await applyCatalogueImport(
        app.db,
        actorOf(request),
        plan,
        app.config,
      );
      if (restockMails > 0) app.outbox.wake();
      if (productsWithNewVariants.length > 0)
        await indexProductsForSearch(app.db, productsWithNewVariants);
      else await bumpCatalogueVersion(app.db);
      return { ...plan.preview, applied: true };
    },
  );
};
