import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from '../services/audit/admin-audit.routes';
import { adminAuthRoutes } from '../services/staff/staff-auth.routes';
import { adminCatalogueRoutes } from '../services/catalogue/admin/admin-catalogue.routes';
import { adminContentRoutes } from '../services/content/admin-content.routes';
import { adminOrdersRoutes } from '../services/orders/admin-orders.routes';
import { adminProductsRoutes } from '../services/catalogue/admin/admin-products.routes';
import { adminSizeChartsRoutes } from '../services/size-charts/admin-size-charts.routes';
import { adminSupportRoutes } from '../services/cart/admin-support.routes';
import { adminTaxonomyRoutes } from '../services/catalogue/admin/admin-taxonomy.routes';
import { registerStaffAuth } from '../services/staff/staff-auth.hook';

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
