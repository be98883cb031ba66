import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GarageActiveRequestSchema,
  GarageBikeParamsSchema,
  GarageBikeRequestSchema,
  GarageMergeRequestSchema,
  GarageResponseSchema,
} from '@common/api/garage.schema';
import {
  activateGarageBike,
  addGarageBike,
  garageOf,
  mergeGarage,
  removeGarageBike,
} from './garage.service';
import { accountListOptions } from '../accounts/account-list-options';
import { customerIdOf } from '../accounts/customer-auth.hook';

/**
 * A customer's garage (issue 20). Every call works on the token's own account only; a guest's garage
 * lives in the browser and joins the account through `merge` at login.
 */
export const garageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, readAnswers, answers } = accountListOptions(GarageResponseSchema);

  app.get('/account/garage', { config, schema: { response: readAnswers } }, async (request) =>
    garageOf(app.db, customerIdOf(request)),
  );

  app.post(
    '/account/garage/merge',
    { config, schema: { body: GarageMergeRequestSchema, response: answers } },
    async (request) => mergeGarage(app.db, customerIdOf(request), request.body),
  );

  app.post(
    '/account/garage/bikes',
    { config, schema: { body: GarageBikeRequestSchema, response: answers } },
    async (request) => addGarageBike(app.db, customerIdOf(request), request.body.tipus),
  );

  app.delete(
    '/account/garage/bikes/:tipus',
    { config, schema: { params: GarageBikeParamsSchema, response: answers } },
    async (request) => removeGarageBike(app.db, customerIdOf(request), request.params.tipus),
  );

  app.post(
    '/account/garage/active',
    { config, schema: { body: GarageActiveRequestSchema, response: answers } },
    async (request) => activateGarageBike(app.db, customerIdOf(request), request.body.tipus),
  );
};
