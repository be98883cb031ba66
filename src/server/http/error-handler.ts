import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../errors';

/** Hungarian text for Fastify's own validation failures, with the offending field named. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const field =
    first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || first?.params?.missingProperty;
  return field ? `Hibás vagy hiányzó adat: ${String(field)}.` : 'Hibás kérés.';
}

/** The one error handler: domain errors and validation to JSON; never an HTML page or a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ ...error.body, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Nem támogatott tartalomtípus.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Túl nagy kérés.'
            : 'Hibás kérés.';
      return reply.status(error.statusCode).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Váratlan hiba történt. Kérjük, próbálja újra később.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: 'Nem található.' });
  });
}
