import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type RouteValidatorCompiler = FastifySchemaCompiler<unknown>;

const pool = AjvCompiler();

/**
 * Fastify's validators, with one change: a JSON body is checked as sent, never coerced. Fastify's
 * default Ajv turns `"12"` and `[12]` into the integer 12 everywhere; that is right for the query string
 * and the path (they are text by nature) and wrong for a JSON body, where an id or a quantity must be a
 * number. So bodies get their own Ajv with `coerceTypes: false`; every other part keeps the defaults.
 */
export const strictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const customOptions = { ...(options?.customOptions ?? {}) };
  // The pool's declared return type is Ajv's compile; at run time it is Fastify's route compiler.
  const build = (coerce: boolean) =>
    pool(externalSchemas as Record<string, never>, {
      plugins: options?.plugins,
      onCreate: options?.onCreate,
      customOptions: coerce ? customOptions : { ...customOptions, coerceTypes: false },
    }) as unknown as RouteValidatorCompiler;
  const lenient = build(true);
  const strict = build(false);
  const compile: RouteValidatorCompiler = (route) =>
    (route.httpPart === 'body' ? strict : lenient)(route);
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
