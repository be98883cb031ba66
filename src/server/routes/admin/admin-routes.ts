import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminAuthRoutes } from './admin-auth-routes';
import { adminCatalogueRoutes } from './admin-catalogue-routes';
import { adminContentRoutes } from './admin-content-routes';
import { adminOrdersRoutes } from './admin-orders-routes';
import { adminProductsRoutes } from './admin-products-routes';
import { adminSizeChartsRoutes } from './admin-size-charts-routes';
import { adminSupportRoutes } from './admin-support-routes';
import { adminTaxonomyRoutes } from './admin-taxonomy-routes';
import { registerStaffAuth } from './staff-auth';

/** The back office's API under /api/admin (docs/back-office.md); closed to all but staff. */
export const adminRoutes: FastifyPluginAsync = async (admin) => {
  registerStaffAuth(admin);
  await admin.register(adminAuthRoutes);
  await admin.register(adminOrdersRoutes);
  await admin.register(adminAuditRoutes);
  await admin.register(adminCatalogueRoutes);
  await admin.register(adminProductsRoutes);
  await admin.register(adminTaxonomyRoutes);
  await admin.register(adminContentRoutes);
  await admin.register(adminSupportRoutes);
  await admin.register(adminSizeChartsRoutes);
};
