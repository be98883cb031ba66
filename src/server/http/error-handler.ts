import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { databaseTrouble } from '../db/db-errors';
import { DomainError } from '../errors';

/** The first failed rule of a request schema, as Ajv reports it. */
export type ValidationIssue = FastifySchemaValidationError;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route's refusals read. 'status' adds the `status: 0` that the cart and profile
     * calls' clients read (API.md, "Errors"); the default is `{ message }`.
     */
    errorShape?: 'message' | 'status';
    /** The Hungarian text for a request that fails this route's schema (default: the field named). */
    validationMessage?: (issue: ValidationIssue | undefined) => string;
    /** The Hungarian text for a body over this route's bodyLimit (an upload: say what the limit is). */
    bodyTooLargeMessage?: string;
  }
}

/** Hungarian text for Fastify's own validation failures, with the offending field named. */
function defaultValidationMessage(issue: ValidationIssue | undefined): string {
  const missing = (issue?.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || missing;
  return field ? `Hibás vagy hiányzó adat: ${String(field)}.` : 'Hibás kérés.';
}

/**
 * A locked or full database is the server's temporary trouble: 503 with Retry-After, the real error
 * in the log. Nothing was half-written: the failed statement's transaction was rolled back.
 */
const DATABASE_TROUBLE = {
  busy: {
    retryAfter: '3',
    message: 'A szolgáltatás átmenetileg túlterhelt, kérjük, próbálja újra néhány másodperc múlva.',
  },
  full: {
    retryAfter: '60',
    message:
      'Átmeneti tárhelyhiba miatt most nem tudjuk menteni a kérését; semmi sem változott. Kérjük, próbálja újra később.',
  },
} as const;

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Nem támogatott tartalomtípus.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Túl nagy kérés.';
  return 'Hibás kérés.';
}

/**
 * The one error handler of the server: domain errors thrown by services, schema validation and
 * Fastify's own refusals become the JSON answer of API.md; never an HTML page or a stack trace.
 * Routes only say, through their config, how their answers read (errorShape, validationMessage).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const config = request.routeOptions.config ?? {};
    const shape = config.errorShape === 'status' ? { status: 0 } : {};
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.answer !== undefined) return reply.status(error.statusCode).send(error.answer);
      return reply
        .status(error.statusCode)
        .send({ ...error.body, ...shape, message: error.message });
    }
    if (error.validation) {
      const issue = error.validation[0];
      const message = config.validationMessage
        ? config.validationMessage(issue)
        : defaultValidationMessage(issue);
      return reply.status(400).send({ ...shape, message });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && config.bodyTooLargeMessage) {
      return reply.status(413).send({ ...shape, message: config.bodyTooLargeMessage });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ ...shape, message: clientErrorMessage(error) });
    }
    const trouble = databaseTrouble(error);
    if (trouble) {
      request.log.error({ err: error, trouble }, `database ${trouble}: answered 503`);
      return reply
        .status(503)
        .header('retry-after', DATABASE_TROUBLE[trouble].retryAfter)
        .send({ ...shape, message: DATABASE_TROUBLE[trouble].message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ ...shape, message: 'Váratlan hiba történt. Kérjük, próbálja újra később.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: 'Nem található.' });
  });
}
