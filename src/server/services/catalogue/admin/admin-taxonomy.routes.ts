import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBikeTypeListSchema,
  AdminBikeTypeSchema,
  AdminCategoryListSchema,
  BikeTypeFieldsSchema,
  BikeTypeListQuerySchema,
  CategoryFieldsSchema,
  IdParamsSchema,
  IdOrderSchema,
} from '@common/api/admin-catalogue.schema';
import { DeletedSchema } from '@common/api/admin-content.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import { deleteBikeType, deleteCategory } from './catalogue-delete.service';
import {
  adminBikeType,
  adminBikeTypes,
  adminCategories,
  createCategory,
  orderCategories,
  saveBikeType,
  setBikeTypePicture,
  updateCategory,
} from './taxonomy-editor.service';
import { IMAGE_TOO_BIG_MESSAGE, MAX_IMAGE_BYTES } from '../../images/uploaded-image';
import { acceptRawBodies, uploaded } from '../../../http/raw-upload';
import { catalogueValidation } from './admin-products.routes';
import { actorOf } from '../../staff/staff-auth.hook';

const admin = { staffRole: 'admin' as const, validationMessage: catalogueValidation };
const errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const categories = { 200: AdminCategoryListSchema, ...errors };
const bikeType = { 200: AdminBikeTypeSchema, ...errors };

/** Categories and bike types for admins (docs/back-office.md, "Catalogue editing"). */
export const adminTaxonomyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mediaDir = path.join(app.config.dataDir, 'media');
  acceptRawBodies(app, MAX_IMAGE_BYTES);
  const list = async () => ({ items: await adminCategories(app.db) });

  app.get('/catalogue/categories', { config: admin, schema: { response: categories } }, list);

  app.post(
    '/catalogue/categories',
    { config: admin, schema: { body: CategoryFieldsSchema, response: categories } },
    async (request) => {
      await createCategory(app.db, actorOf(request), request.body);
      return list();
    },
  );

  app.put(
    '/catalogue/categories/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: CategoryFieldsSchema, response: categories },
    },
    async (request) => {
      await updateCategory(app.db, actorOf(request), request.params.id, request.body);
      return list();
    },
  );

  app.put(
    '/catalogue/category-order',
    { config: admin, schema: { body: IdOrderSchema, response: categories } },
    async (request) => {
      await orderCategories(app.db, actorOf(request), request.body.ids);
      return list();
    },
  );

  app.delete(
    '/catalogue/categories/:id',
    { config: admin, schema: { params: IdParamsSchema, response: categories } },
    async (request) => {
      await deleteCategory(app.db, actorOf(request), request.params.id);
      return list();
    },
  );

  app.get(
    '/catalogue/bike-types',
    {
      config: admin,
      schema: { querystring: BikeTypeListQuerySchema, response: { 200: AdminBikeTypeListSchema } },
    },
    async (request) => adminBikeTypes(app.db, request.query),
  );

  app.post(
    '/catalogue/bike-types',
    { config: admin, schema: { body: BikeTypeFieldsSchema, response: bikeType } },
    async (request) =>
      adminBikeType(app.db, await saveBikeType(app.db, actorOf(request), null, request.body)),
  );

  app.put(
    '/catalogue/bike-types/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: BikeTypeFieldsSchema, response: bikeType },
    },
    async (request) =>
      adminBikeType(
        app.db,
        await saveBikeType(app.db, actorOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/catalogue/bike-types/:id/picture',
    {
      config: { ...admin, bodyTooLargeMessage: IMAGE_TOO_BIG_MESSAGE },
      bodyLimit: MAX_IMAGE_BYTES,
      schema: { params: IdParamsSchema, response: { ...bikeType, 413: ErrorSchema } },
    },
    async (request) => {
      await setBikeTypePicture(
        app.db,
        actorOf(request),
        mediaDir,
        request.params.id,
        uploaded(request.body),
      );
      return adminBikeType(app.db, request.params.id);
    },
  );

  app.delete(
    '/catalogue/bike-types/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, response: { 200: DeletedSchema, ...errors } },
    },
    async (request) => {
      await deleteBikeType(app.db, actorOf(request), request.params.id);
      return { status: 1 as const };
    },
  );
};
