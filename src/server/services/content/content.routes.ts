import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BlogArticleSchema,
  BlogItemSchema,
  PageLinkSchema,
  PageSchema,
  PopupSchema,
} from '@common/api/content.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import {
  findPage,
  getActivePopup,
  getBlogArticle,
  listBlogItems,
  listParentPages,
} from './content.service';
import { readLegalDocument } from './legal-documents.service';

const AliasParamsSchema = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 100 }) });
const LegalParamsSchema = Type.Object({ document: Type.String({ minLength: 1, maxLength: 100 }) });
const BAD_ALIAS_MESSAGE = 'Hibás azonosító: 1–100 karaktert várunk.';

/**
 * Info pages, blog, the announcement popup and the shop's own legal documents (API.md, 'Content').
 * Stored HTML was sanitized when it was written, so it is served as stored.
 */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getPages/:alias',
    {
      config: { validationMessage: () => BAD_ALIAS_MESSAGE },
      // The spec's "empty object means not found", with the 404 status every unknown alias gets.
      schema: {
        params: AliasParamsSchema,
        response: { 200: PageSchema, 400: ErrorSchema, 404: Type.Object({}) },
      },
    },
    async (request, reply) => {
      const page = await findPage(app.db, request.params.alias);
      return page ?? reply.status(404).send({});
    },
  );

  app.get(
    '/getParentPages',
    { schema: { response: { 200: Type.Array(PageLinkSchema) } } },
    async () => listParentPages(app.db),
  );

  app.get('/blog_items', { schema: { response: { 200: Type.Array(BlogItemSchema) } } }, async () =>
    listBlogItems(app.db),
  );

  app.get(
    '/blog_item/:alias',
    {
      config: { validationMessage: () => BAD_ALIAS_MESSAGE },
      schema: {
        params: AliasParamsSchema,
        response: { 200: BlogArticleSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      return getBlogArticle(app.db, request.params.alias);
    },
  );

  app.get('/getPopup', { schema: { response: { 200: PopupSchema } } }, async () =>
    getActivePopup(app.db),
  );

  // The default addresses of the legal documents (config LEGAL_*_URL) point here.
  app.get(
    '/legal/:document',
    {
      config: { validationMessage: () => 'Hibás dokumentumnév.' },
      schema: {
        params: LegalParamsSchema,
        response: { 200: Type.String(), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const html = await readLegalDocument(app.config.dataDir, request.params.document);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
