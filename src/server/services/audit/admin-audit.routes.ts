import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditListSchema, AuditQuerySchema } from '@common/api/admin.schema';
import { listAudit } from './audit.service';

/** The audit log, for admins only: who changed what, when, before and after. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { staffRole: 'admin' },
      schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } },
    },
    async (request) => {
      const q = request.query;
      return listAudit(app.db, {
        ...(q.staff ? { staff: q.staff } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.entity ? { entity: q.entity } : {}),
        ...(q.entityId ? { entityId: q.entityId } : {}),
        ...(q.from ? { from: q.from } : {}),
        ...(q.to ? { to: q.to } : {}),
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 50,
      });
    },
  );
};
