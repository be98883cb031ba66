import { type Static, Type } from '@sinclair/typebox';

/**
 * The one shape of every refused or failed API call (API.md, "Errors"): a Hungarian `message`, plus
 * `status: 0` on the calls whose client reads it (cart calls, the profile calls). Where API.md fixes
 * a different answer (the registration's list of strings, the plain-text `Old site data`), the route
 * declares that answer instead. `statusCode`, `error` and `code` are Fastify's own fields; the server
 * does not send them today, and a client must not rely on them.
 */
export const ApiErrorSchema = Type.Object({
  status: Type.Optional(Type.Integer()),
  message: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;
