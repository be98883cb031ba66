import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  DownloadQuerySchema,
  IdParamsSchema,
  IdOrderSchema,
  ProductFieldsSchema,
  PublishSchema,
  VariantFieldsSchema,
  catalogueFieldMessage,
} from '@common/api/admin-catalogue.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import type { ValidationIssue } from '../../../http/error-handler';
import { acceptRawBodies, uploaded } from '../../../http/raw-upload';
import {
  adminProduct,
  createProduct,
  listAdminProducts,
  setProductActive,
  updateProduct,
} from './product-editor.service';
import {
  DOWNLOAD_TOO_BIG,
  MAX_DOWNLOAD_BYTES,
  addProductDownload,
  addProductImage,
  orderProductImages,
  removeProductFile,
} from './product-media.service';
import { createVariant, updateVariant } from './variant-editor.service';
import { deleteVariant } from './catalogue-delete.service';
import { IMAGE_TOO_BIG_MESSAGE, MAX_IMAGE_BYTES } from '../../images/uploaded-image';
import { actorOf } from '../../staff/staff-auth.hook';

/** Validation failures of the editing calls name the field in Hungarian ("Ár: legalább 0 legyen."). */
export const catalogueValidation = (issue: ValidationIssue | undefined) =>
  catalogueFieldMessage(
    issue && {
      path: issue.instancePath,
      keyword: issue.keyword,
      params: issue.params as Record<string, unknown>,
    },
  );

const admin = { staffRole: 'admin' as const, validationMessage: catalogueValidation };
const errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const product = { 200: AdminProductSchema, ...errors };

/** Products, variants, pictures and downloads for admins (docs/back-office.md, "Catalogue editing"). */
export const adminProductsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mediaDir = path.join(app.config.dataDir, 'media');
  acceptRawBodies(app, MAX_DOWNLOAD_BYTES);

  app.get(
    '/catalogue/products',
    {
      config: admin,
      schema: {
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListSchema },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.post(
    '/catalogue/products',
    { config: admin, schema: { body: ProductFieldsSchema, response: product } },
    async (request) =>
      adminProduct(app.db, await createProduct(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/catalogue/products/:id',
    { config: admin, schema: { params: IdParamsSchema, response: product } },
    async (request) => adminProduct(app.db, request.params.id),
  );

  app.put(
    '/catalogue/products/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: ProductFieldsSchema, response: product },
    },
    async (request) => {
      await updateProduct(app.db, actorOf(request), request.params.id, request.body);
      return adminProduct(app.db, request.params.id);
    },
  );

  app.post(
    '/catalogue/products/:id/publish',
    { config: admin, schema: { params: IdParamsSchema, body: PublishSchema, response: product } },
    async (request) => {
      await setProductActive(app.db, actorOf(request), request.params.id, request.body.active);
      return adminProduct(app.db, request.params.id);
    },
  );

  app.post(
    '/catalogue/products/:id/variants',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: VariantFieldsSchema, response: product },
    },
    async (request) => {
      await createVariant(app.db, actorOf(request), request.params.id, request.body);
      return adminProduct(app.db, request.params.id);
    },
  );

  app.put(
    '/catalogue/variants/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: VariantFieldsSchema, response: product },
    },
    async (request) => {
      const productId = await updateVariant(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.config,
      );
      app.outbox.wake();
      return adminProduct(app.db, productId);
    },
  );

  app.delete(
    '/catalogue/variants/:id',
    { config: admin, schema: { params: IdParamsSchema, response: product } },
    async (request) =>
      adminProduct(app.db, await deleteVariant(app.db, actorOf(request), request.params.id)),
  );

  app.post(
    '/catalogue/products/:id/images',
    {
      config: { ...admin, bodyTooLargeMessage: IMAGE_TOO_BIG_MESSAGE },
      bodyLimit: MAX_IMAGE_BYTES,
      schema: {
        params: IdParamsSchema,
        response: { ...product, 413: ErrorSchema },
      },
    },
    async (request) => {
      await addProductImage(
        app.db,
        actorOf(request),
        mediaDir,
        request.params.id,
        uploaded(request.body),
      );
      return adminProduct(app.db, request.params.id);
    },
  );

  app.put(
    '/catalogue/products/:id/images',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: IdOrderSchema, response: product },
    },
    async (request) => {
      await orderProductImages(app.db, actorOf(request), request.params.id, request.body.ids);
      return adminProduct(app.db, request.params.id);
    },
  );

  app.delete(
    '/catalogue/images/:id',
    { config: admin, schema: { params: IdParamsSchema, response: product } },
    async (request) =>
      adminProduct(
        app.db,
        await removeProductFile(app.db, actorOf(request), 'product_images', request.params.id),
      ),
  );

  app.post(
    '/catalogue/products/:id/downloads',
    {
      config: { ...admin, bodyTooLargeMessage: DOWNLOAD_TOO_BIG },
      bodyLimit: MAX_DOWNLOAD_BYTES,
      schema: {
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
        response: { ...product, 413: ErrorSchema },
      },
    },
    async (request) => {
      await addProductDownload(
        app.db,
        actorOf(request),
        mediaDir,
        request.params.id,
        request.query.name,
        uploaded(request.body),
      );
      return adminProduct(app.db, request.params.id);
    },
  );

  app.delete(
    '/catalogue/downloads/:id',
    { config: admin, schema: { params: IdParamsSchema, response: product } },
    async (request) =>
      adminProduct(
        app.db,
        await removeProductFile(app.db, actorOf(request), 'product_downloads', request.params.id),
      ),
  );
};
