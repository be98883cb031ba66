import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  BikeDataSchema,
  CapacityListSchema,
  CapacityParamsSchema,
  ConstructionParamsSchema,
  ManufacturerParamsSchema,
  NamedItemListSchema,
  TextParamsSchema,
  TypeParamsSchema,
} from '@common/api/bikes.schema';
import { BIKE_TEXT_MAX_LENGTH } from '@common/bike-finder';
import { BadRequestError } from '../errors';
import {
  UNKNOWN_CAPACITY_MESSAGE,
  listCapacities,
  listConstructions,
  listManufacturers,
  listTypes,
} from '../services/bikes/bike-cascade.service';
import { getBikeData, searchTypesByText } from '../services/bikes/bike-lookup.service';

const ErrorSchema = Type.Object({ message: Type.String() });

/** What a shopper's tool is told when a path segment is not what the finder expects. */
const PARAM_MESSAGES: Record<string, string> = {
  manufacturer: 'Hibás gyártóazonosító: pozitív egész számot várunk.',
  construction: 'Hibás felépítésazonosító: pozitív egész számot várunk.',
  capacity: UNKNOWN_CAPACITY_MESSAGE,
  type: 'Hibás motortípus-azonosító: pozitív egész számot várunk.',
  '*': `A keresett motortípus 1–${BIKE_TEXT_MAX_LENGTH} karakter lehet.`,
};

/** Validation runs with attachValidation so each bad segment gets its own Hungarian message. */
function rejectInvalidParams(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const first = (error as { validation?: { instancePath?: string }[] }).validation?.[0];
  const field = first?.instancePath?.replace(/^\//, '').replace(/~1/g, '/') ?? '';
  throw new BadRequestError(PARAM_MESSAGES[field] ?? 'Hibás kérés.');
}

/** The motorcycle finder ('Motorom'): GET /api/motorom/... (API.md, 'Motorcycle finder'). */
export const bikesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The bike lists are the same for everyone and change only when the catalogue is reloaded, so
  // browsers may reuse them for a few minutes (the parent hook's no-store is for personal answers).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
    return payload;
  });

  app.get('/gyartok', { schema: { response: { 200: NamedItemListSchema } } }, async () =>
    listManufacturers(app.db),
  );

  app.get(
    '/felepitesek/:manufacturer',
    {
      attachValidation: true,
      schema: {
        params: ManufacturerParamsSchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      rejectInvalidParams(request);
      return listConstructions(app.db, request.params.manufacturer);
    },
  );

  app.get(
    '/hengerurtartalmak/:manufacturer/:construction',
    {
      attachValidation: true,
      schema: {
        params: ConstructionParamsSchema,
        response: { 200: CapacityListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      rejectInvalidParams(request);
      return listCapacities(app.db, request.params.manufacturer, request.params.construction);
    },
  );

  app.get(
    '/tipusok/:manufacturer/:construction/:capacity',
    {
      attachValidation: true,
      schema: {
        params: CapacityParamsSchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      rejectInvalidParams(request);
      const { manufacturer, construction, capacity } = request.params;
      return listTypes(app.db, manufacturer, construction, capacity);
    },
  );

  // A wildcard rather than ':text': the router turns a parameter over 100 characters into a bare 404,
  // and the shopper's tool deserves the same 400 with a reason as for any other bad text.
  app.get(
    '/tipusokByInput/*',
    {
      attachValidation: true,
      schema: {
        params: TextParamsSchema,
        response: { 200: NamedItemListSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      rejectInvalidParams(request);
      return searchTypesByText(app.db, request.params['*']);
    },
  );

  app.get(
    '/adatok/:type',
    {
      attachValidation: true,
      schema: {
        params: TypeParamsSchema,
        response: { 200: BikeDataSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      rejectInvalidParams(request);
      return getBikeData(app.db, request.params.type);
    },
  );
};
