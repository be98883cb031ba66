import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBlogPostSchema,
  AdminOfferSchema,
  AdminPageSchema,
  AdminPartnerSchema,
  AdminPopupSchema,
  AdminSlideSchema,
  BlogPostInputSchema,
  ContentIdParamsSchema,
  DeletedSchema,
  OfferInputSchema,
  PageInputSchema,
  PartnerInputSchema,
  PopupInputSchema,
  SlideInputSchema,
} from '@common/api/admin-content.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import { CONTENT_FIELD_MESSAGES } from '@common/api/admin-content.constants';
import type { ValidationIssue } from '../../http/error-handler';
import {
  adminOffer,
  adminPartners,
  adminPopup,
  adminSlides,
  changePartner,
  changeSlide,
  saveOffer,
  savePopup,
} from './content-home.service';
import { adminBlogPosts, adminPages, changeBlogPost, changePage } from './content-pages.service';
import {
  IMAGE_TOO_BIG_MESSAGE,
  MAX_IMAGE_BYTES,
  storeUploadedImage,
} from '../images/uploaded-image';
import { acceptRawBodies, uploaded } from '../../http/raw-upload';
import { actorOf } from '../staff/staff-auth.hook';

/** The Hungarian text of the first field that failed its schema (or an unknown field's name). */
export function contentValidationMessage(issue: ValidationIssue | undefined): string {
  const params = issue?.params as { missingProperty?: unknown; additionalProperty?: unknown };
  if (params?.additionalProperty)
    return `Ismeretlen mező a kérésben: ${String(params.additionalProperty)}.`;
  const field =
    issue?.instancePath?.split('/')[1] ??
    (typeof params?.missingProperty === 'string' ? params.missingProperty : '');
  return (
    CONTENT_FIELD_MESSAGES[field || String(params?.missingProperty ?? '')] ??
    'Hibás kérés: a kérés törzse egy JSON objektum legyen.'
  );
}

const config = { staffRole: 'admin' as const, validationMessage: contentValidationMessage };
// Up to 100 000 characters of HTML in a field (a long blog post), above the shop's 64 KiB default.
const bodyLimit = 1024 * 1024;
const errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const byId = { params: ContentIdParamsSchema };

/**
 * Content editing for admins (docs/back-office.md, "Content"): the announcement popup, the home
 * slides, the current offer, partners, info pages and blog posts. Support gets 403 on every call.
 */
export const adminContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mediaDir = path.join(app.config.dataDir, 'media');
  acceptRawBodies(app, MAX_IMAGE_BYTES);

  // A slide's picture or a partner's logo: checked with sharp and stored by its hash, like product
  // pictures; the answer's address then goes into the slide's or partner's form.
  app.post(
    '/content/images',
    {
      config: { ...config, bodyTooLargeMessage: IMAGE_TOO_BIG_MESSAGE },
      bodyLimit: MAX_IMAGE_BYTES,
      schema: {
        response: {
          200: Type.Object({ url: Type.String() }),
          400: ErrorSchema,
          413: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request) => ({ url: await storeUploadedImage(mediaDir, uploaded(request.body)) }),
  );

  app.get('/content/popup', { config, schema: { response: { 200: AdminPopupSchema } } }, async () =>
    adminPopup(app.db),
  );
  app.put(
    '/content/popup',
    {
      config,
      bodyLimit,
      schema: { body: PopupInputSchema, response: { 200: AdminPopupSchema, ...errors } },
    },
    async (request) => savePopup(app.db, actorOf(request), request.body),
  );

  app.get('/content/offer', { config, schema: { response: { 200: AdminOfferSchema } } }, async () =>
    adminOffer(app.db),
  );
  app.put(
    '/content/offer',
    {
      config,
      bodyLimit,
      schema: { body: OfferInputSchema, response: { 200: AdminOfferSchema, ...errors } },
    },
    async (request) => saveOffer(app.db, actorOf(request), request.body),
  );

  app.get(
    '/content/slides',
    { config, schema: { response: { 200: Type.Array(AdminSlideSchema) } } },
    async () => adminSlides(app.db),
  );
  app.post(
    '/content/slides',
    {
      config,
      bodyLimit,
      schema: { body: SlideInputSchema, response: { 200: AdminSlideSchema, ...errors } },
    },
    async (request) => (await changeSlide(app.db, actorOf(request), null, request.body))!,
  );
  app.put(
    '/content/slides/:id',
    {
      config,
      bodyLimit,
      schema: { ...byId, body: SlideInputSchema, response: { 200: AdminSlideSchema, ...errors } },
    },
    async (request) =>
      (await changeSlide(app.db, actorOf(request), request.params.id, request.body))!,
  );
  app.delete(
    '/content/slides/:id',
    { config, schema: { ...byId, response: { 200: DeletedSchema, ...errors } } },
    async (request) => {
      await changeSlide(app.db, actorOf(request), request.params.id, null);
      return { status: 1 as const };
    },
  );

  app.get(
    '/content/partners',
    { config, schema: { response: { 200: Type.Array(AdminPartnerSchema) } } },
    async () => adminPartners(app.db),
  );
  app.post(
    '/content/partners',
    {
      config,
      bodyLimit,
      schema: { body: PartnerInputSchema, response: { 200: AdminPartnerSchema, ...errors } },
    },
    async (request) => (await changePartner(app.db, actorOf(request), null, request.body))!,
  );
  app.put(
    '/content/partners/:id',
    {
      config,
      bodyLimit,
      schema: {
        ...byId,
        body: PartnerInputSchema,
        response: { 200: AdminPartnerSchema, ...errors },
      },
    },
    async (request) =>
      (await changePartner(app.db, actorOf(request), request.params.id, request.body))!,
  );
  app.delete(
    '/content/partners/:id',
    { config, schema: { ...byId, response: { 200: DeletedSchema, ...errors } } },
    async (request) => {
      await changePartner(app.db, actorOf(request), request.params.id, null);
      return { status: 1 as const };
    },
  );

  app.get(
    '/content/pages',
    { config, schema: { response: { 200: Type.Array(AdminPageSchema) } } },
    async () => adminPages(app.db),
  );
  app.post(
    '/content/pages',
    {
      config,
      bodyLimit,
      schema: { body: PageInputSchema, response: { 200: AdminPageSchema, ...errors } },
    },
    async (request) => (await changePage(app.db, actorOf(request), null, request.body))!,
  );
  app.put(
    '/content/pages/:id',
    {
      config,
      bodyLimit,
      schema: { ...byId, body: PageInputSchema, response: { 200: AdminPageSchema, ...errors } },
    },
    async (request) =>
      (await changePage(app.db, actorOf(request), request.params.id, request.body))!,
  );
  app.delete(
    '/content/pages/:id',
    { config, schema: { ...byId, response: { 200: DeletedSchema, ...errors } } },
    async (request) => {
      await changePage(app.db, actorOf(request), request.params.id, null);
      return { status: 1 as const };
    },
  );

  app.get(
    '/content/blog',
    { config, schema: { response: { 200: Type.Array(AdminBlogPostSchema) } } },
    async () => adminBlogPosts(app.db),
  );
  app.post(
    '/content/blog',
    {
      config,
      bodyLimit,
      schema: { body: BlogPostInputSchema, response: { 200: AdminBlogPostSchema, ...errors } },
    },
    async (request) => (await changeBlogPost(app.db, actorOf(request), null, request.body))!,
  );
  app.put(
    '/content/blog/:id',
    {
      config,
      bodyLimit,
      schema: {
        ...byId,
        body: BlogPostInputSchema,
        response: { 200: AdminBlogPostSchema, ...errors },
      },
    },
    async (request) =>
      (await changeBlogPost(app.db, actorOf(request), request.params.id, request.body))!,
  );
  app.delete(
    '/content/blog/:id',
    { config, schema: { ...byId, response: { 200: DeletedSchema, ...errors } } },
    async (request) => {
      await changeBlogPost(app.db, actorOf(request), request.params.id, null);
      return { status: 1 as const };
    },
  );
};
