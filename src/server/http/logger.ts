import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { serializeRequest } from './log-redaction';

export type ShopLogger = FastifyBaseLogger;

/**
 * The one JSON logger of a process: main.ts logs its start-up lines with it and hands it to Fastify
 * (`loggerInstance`), so start-up and request lines read alike and pass the same redaction.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): ShopLogger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      // Belt and braces: even if something logs headers or bodies, secrets are masked.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          '*.password',
          '*.password_confirmation',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    stream ?? pino.destination({ dest: 1, sync: true }),
  );
}
