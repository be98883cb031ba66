import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AliasParamsSchema,
  CategoriesRequestSchema,
  CategoriesResponseSchema,
  CategorySchema,
  ProductListRequestSchema,
  ProductListSchema,
  ProductSchema,
  ProductsForBikeRequestSchema,
  SectionParamsSchema,
} from '@common/api/catalogue.schema';
import { SORT_DIRECTIONS, SORT_FIELDS } from '@common/api/catalogue.constants';
import { CurrentOfferSchema, PartnerSchema, SliderSchema } from '@common/api/content.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import type { ValidationIssue } from '../../http/error-handler';
import { categoriesByAlias, categoryByAlias, mainCategories } from './category-tree.service';
import { currentOffer, listPartners, listSliders } from './home-content.service';
import { productByAlias } from './product-detail.service';
import { RANGE_MESSAGE, listProducts, parseSearchText } from './product-list.service';
import { ensureSearchIndex } from './search-index.service';
import { suggest } from './suggest.service';
import { productFacets } from './facets.service';
import { FacetsRequestSchema, FacetsSchema } from '@common/api/facets.schema';
import {
  DidYouMeanSchema,
  SuggestQuerySchema,
  SuggestionsSchema,
} from '@common/api/suggest.schema';
import { didYouMean } from './did-you-mean.service';

/** Hungarian reasons per request field; Fastify's validation only says which field failed. */
const FIELD_MESSAGES: Record<string, string> = {
  sort: `Hibás rendezés: ["${SORT_FIELDS.join('" vagy "')}", "${SORT_DIRECTIONS.join('" vagy "')}"] párt várunk.`,
  range: RANGE_MESSAGE,
  searchText: 'A keresett szöveg legfeljebb 200 karakter lehet.',
  akcios: 'Hibás akciós szűrő: igaz vagy hamis értéket várunk.',
  bike: 'Hibás motortípus-azonosító: pozitív egész számot vagy null értéket várunk.',
  alias: 'Hibás azonosító: 1–200 karakter lehet.',
  filters:
    'Hibás szűrő: márkák, méretek, színek (legfeljebb 50 szöveg), ártól–árig (egész forint), készleten, akciós, illik (igaz/hamis) lehet.',
  forBike: 'Hibás motoros szűrő: igaz vagy hamis értéket várunk.',
  q: 'A keresett szöveg legfeljebb 100 karakter lehet.',
  section: 'Ismeretlen főkategória: ruhazat-sisak vagy szerviz-alkatreszek lehet.',
};

function catalogueValidationMessage(first: ValidationIssue | undefined): string {
  const field = first?.instancePath?.split('/')[1] ?? '';
  if (FIELD_MESSAGES[field]) return FIELD_MESSAGES[field];
  const params = first?.params as { additionalProperty?: unknown } | undefined;
  if (params?.additionalProperty) {
    return `Ismeretlen mező a kérésben: ${String(params.additionalProperty)}.`;
  }
  return 'Hibás kérés: a kérés törzse egy JSON objektum legyen.';
}

const config: FastifyContextConfig = { validationMessage: catalogueValidationMessage };

/**
 * Home content and category menus are the same for everyone and change only with the catalogue, so
 * browsers may reuse them for a few minutes. Lists and the product page stay no-store: the product
 * page shows stock, and lists follow the catalogue version at once.
 */
async function sharedForFiveMinutes(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
  return payload;
}

/** The catalogue calls of API.md: home content, category trees and product lists, the product page. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Products loaded by a tool that did not index them for search would be unfindable otherwise.
  await ensureSearchIndex(app.db);

  app.get(
    '/slidersToFrontPage',
    { onSend: sharedForFiveMinutes, schema: { response: { 200: Type.Array(SliderSchema) } } },
    async () => listSliders(app.db),
  );

  app.get(
    '/getAktualis',
    { onSend: sharedForFiveMinutes, schema: { response: { 200: CurrentOfferSchema } } },
    async () => currentOffer(app.db),
  );

  app.get(
    '/partners',
    { onSend: sharedForFiveMinutes, schema: { response: { 200: Type.Array(PartnerSchema) } } },
    async () => listPartners(app.db),
  );

  app.get(
    '/getMainCategories/:section',
    {
      onSend: sharedForFiveMinutes,
      config,
      schema: {
        params: SectionParamsSchema,
        response: { 200: Type.Array(CategorySchema), 400: ErrorSchema },
      },
    },
    async (request) => {
      return mainCategories(app.db, request.params.section);
    },
  );

  app.post(
    '/categoriesByAlias/:alias',
    {
      config,
      schema: {
        params: AliasParamsSchema,
        body: CategoriesRequestSchema,
        response: { 200: CategoriesResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      return categoriesByAlias(app.db, request.params.alias, {
        bike: body.bike ?? null,
        words: parseSearchText(body.searchText),
        akcios: Boolean(body.akcios),
      });
    },
  );

  app.get(
    '/categoryByAlias/:alias',
    {
      onSend: sharedForFiveMinutes,
      config,
      schema: {
        params: AliasParamsSchema,
        response: { 200: CategorySchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      return categoryByAlias(app.db, request.params.alias);
    },
  );

  app.post(
    '/productsByAlias/:alias',
    {
      config,
      schema: {
        params: AliasParamsSchema,
        body: ProductListRequestSchema,
        response: { 200: ProductListSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { bike, ...filters } = request.body;
      // Here `bike` does not filter: it marks the variants that fit the shopper's bike (bikesArray).
      const page = await listProducts(app.db, request.params.alias, {
        ...filters,
        markBike: bike ?? null,
      });
      reply.header('content-range', page.contentRange);
      return page.products;
    },
  );

  app.post(
    '/productsByAliasForBike/:alias',
    {
      config,
      schema: {
        params: AliasParamsSchema,
        body: ProductsForBikeRequestSchema,
        response: { 200: ProductListSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await listProducts(app.db, request.params.alias, request.body);
      reply.header('content-range', page.contentRange);
      return page.products;
    },
  );

  app.get(
    '/productByAlias/:alias',
    {
      config,
      schema: {
        params: AliasParamsSchema,
        response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      return productByAlias(app.db, request.params.alias);
    },
  );

  // The filter options of a list with their counts (issue 20); same alias and filters as the list.
  app.post(
    '/productFacets/:alias',
    {
      config,
      schema: {
        params: AliasParamsSchema,
        body: FacetsRequestSchema,
        response: { 200: FacetsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      return productFacets(app.db, request.params.alias, request.body);
    },
  );

  // Asked on every pause in typing; the same text answers the same until the catalogue changes.
  app.get(
    '/suggest',
    {
      config,
      schema: {
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionsSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      return suggest(app.db, request.query.q ?? '');
    },
  );

  // What a results page that found nothing offers instead ('Erre gondoltál?').
  app.get(
    '/didYouMean',
    {
      config,
      schema: {
        querystring: SuggestQuerySchema,
        response: { 200: DidYouMeanSchema, 400: ErrorSchema },
      },
    },
    async (request) => didYouMean(app.db, request.query.q ?? ''),
  );
};
