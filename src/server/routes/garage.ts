import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@common/api/error.schema';
import {
  GarageActiveRequestSchema,
  GarageBikeParamsSchema,
  GarageBikeRequestSchema,
  GarageMergeRequestSchema,
  GarageResponseSchema,
} from '@common/api/garage.schema';
import { signedInUserId } from '../services/accounts/session-user';
import {
  activateGarageBike,
  addGarageBike,
  garageOf,
  mergeGarage,
  removeGarageBike,
} from '../services/garage/garage.service';

/**
 * A customer's garage (issue 20). Every call works on the token's own account only; a guest's garage
 * lives in the browser and joins the account through `merge` at login.
 */
export const garageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customer = (request: FastifyRequest) => signedInUserId(app.db, request);
  const config = { errorShape: 'status' as const };
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    '/account/garage',
    { config, schema: { response: { 200: GarageResponseSchema, 401: ApiErrorSchema } } },
    async (request) => garageOf(app.db, await customer(request)),
  );

  app.post(
    '/account/garage/merge',
    {
      config,
      schema: {
        body: GarageMergeRequestSchema,
        response: { 200: GarageResponseSchema, ...errors },
      },
    },
    async (request) => mergeGarage(app.db, await customer(request), request.body),
  );

  app.post(
    '/account/garage/bikes',
    {
      config,
      schema: { body: GarageBikeRequestSchema, response: { 200: GarageResponseSchema, ...errors } },
    },
    async (request) => addGarageBike(app.db, await customer(request), request.body.tipus),
  );

  app.delete(
    '/account/garage/bikes/:tipus',
    {
      config,
      schema: {
        params: GarageBikeParamsSchema,
        response: { 200: GarageResponseSchema, ...errors },
      },
    },
    async (request) => removeGarageBike(app.db, await customer(request), request.params.tipus),
  );

  app.post(
    '/account/garage/active',
    {
      config,
      schema: {
        body: GarageActiveRequestSchema,
        response: { 200: GarageResponseSchema, ...errors },
      },
    },
    async (request) => activateGarageBike(app.db, await customer(request), request.body.tipus),
  );
};
