import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig } from 'fastify';
import {
  BikeDataSchema,
  CapacityListSchema,
  CapacityParamsSchema,
  ConstructionParamsSchema,
  LicenceQuerySchema,
  ManufacturerParamsSchema,
  NamedItemListSchema,
  TextParamsSchema,
  TypeParamsSchema,
} from '@common/api/bikes.schema';
import { BIKE_TEXT_MAX_LENGTH } from '@common/bike-finder';
import { LICENCES } from '@common/licence';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import type { ValidationIssue } from '../../http/error-handler';
import {
  UNKNOWN_CAPACITY_MESSAGE,
  listCapacities,
  listConstructions,
  listManufacturers,
  listTypes,
} from './bike-cascade.service';
import { getBikeData, searchTypesByText } from './bike-lookup.service';

/** What a shopper's tool is told when a path segment is not what the finder expects. */
const PARAM_MESSAGES: Record<string, string> = {
  manufacturer: 'Hibás gyártóazonosító: pozitív egész számot várunk.',
  construction: 'Hibás felépítésazonosító: pozitív egész számot várunk.',
  capacity: UNKNOWN_CAPACITY_MESSAGE,
  type: 'Hibás motortípus-azonosító: pozitív egész számot várunk.',
  jogositvany: `Ismeretlen jogosítványkategória. Lehetséges értékek: ${LICENCES.join(', ')}.`,
  '*': `A keresett motortípus 1–${BIKE_TEXT_MAX_LENGTH} karakter lehet.`,
};

/** Each bad path segment gets its own Hungarian message. */
function paramValidationMessage(first: ValidationIssue | undefined): string {
  const field = first?.instancePath?.replace(/^\//, '').replace(/~1/g, '/') ?? '';
  return PARAM_MESSAGES[field] ?? 'Hibás kérés.';
}

const config: FastifyContextConfig = { validationMessage: paramValidationMessage };

/** The motorcycle finder ('Motorom'): GET /api/motorom/... (API.md, 'Motorcycle finder'). */
export const bikesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The bike lists are the same for everyone and change only when the catalogue is reloaded, so
  // browsers may reuse them for a few minutes (the parent hook's no-store is for personal answers).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
    return payload;
  });

  app.get(
    '/gyartok',
    {
      config,
      schema: {
        querystring: LicenceQuerySchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => listManufacturers(app.db, request.query.jogositvany),
  );

  app.get(
    '/felepitesek/:manufacturer',
    {
      config,
      schema: {
        params: ManufacturerParamsSchema,
        querystring: LicenceQuerySchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      return listConstructions(app.db, request.params.manufacturer, request.query.jogositvany);
    },
  );

  app.get(
    '/hengerurtartalmak/:manufacturer/:construction',
    {
      config,
      schema: {
        params: ConstructionParamsSchema,
        querystring: LicenceQuerySchema,
        response: { 200: CapacityListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      return listCapacities(
        app.db,
        request.params.manufacturer,
        request.params.construction,
        request.query.jogositvany,
      );
    },
  );

  app.get(
    '/tipusok/:manufacturer/:construction/:capacity',
    {
      config,
      schema: {
        params: CapacityParamsSchema,
        querystring: LicenceQuerySchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { manufacturer, construction, capacity } = request.params;
      return listTypes(app.db, manufacturer, construction, capacity, request.query.jogositvany);
    },
  );

  // A wildcard rather than ':text': the router turns a parameter over 100 characters into a bare 404,
  // and the shopper's tool deserves the same 400 with a reason as for any other bad text.
  app.get(
    '/tipusokByInput/*',
    {
      config,
      schema: {
        params: TextParamsSchema,
        querystring: LicenceQuerySchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      return searchTypesByText(app.db, request.params['*'], request.query.jogositvany);
    },
  );

  app.get(
    '/adatok/:type',
    {
      config,
      schema: {
        params: TypeParamsSchema,
        response: { 200: BikeDataSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      return getBikeData(app.db, request.params.type);
    },
  );
};
