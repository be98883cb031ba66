import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';
import type { ShopInfo } from '@common/api/content.schema';
import type { Config } from './config';
import { type DbHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { registerErrorHandler } from './http/error-handler';
import { type ShopLogger, createLogger } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { Readiness, isProbe } from './http/readiness';
import { registerRequestIdHeader, requestIdFor } from './http/request-id';
import type { Mailer } from './mail/mailer';
import { type OutboxSender, shopMailer, shopOutboxSender } from './mail/outbox-sender';
import { jobsPlugin } from './jobs/jobs.plugin';
import { apiRoutes } from './http/api-routes';
import { CsrfTokens, csrfCheck } from './security/csrf';
import { securityHeaders } from './security/headers';
import { rateLimits } from './security/rate-limits';
import { loadServerSecret } from './security/server-secret';
import { registerSpaRoutes } from './spa/spa-routes';
import { strictBodyValidator } from './http/strict-body-validator';
import { fastifyTrustProxy } from './http/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
    config: Config;
    mailer: Mailer;
    /** Delivers the mail outbox; `enqueueMail` (mail/outbox.ts) fills it. */
    outbox: OutboxSender;
    /** GET /api/ready's answer; main.ts's shutdown turns it to 503 first. */
    readiness: Readiness;
  }
}

export type App = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppOptions {
  /** An open database; by default the one the configuration names is opened and migrated. */
  database?: DbHandle;
  mailer?: Mailer;
  /** The process's logger (main.ts's, so start-up and request lines are one JSON stream). */
  logger?: ShopLogger;
  /** Called for every route as it is registered (route lists for tools and tests). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go when no logger is given (default stdout); tests read them. */
  loggerStream?: NodeJS.WritableStream;
}

export function shopInfoOf(config: Config): ShopInfo {
  return {
    brandName: config.brandName,
    phone: config.phone,
    email: config.shopEmail,
    socialLinks: config.socialLinks,
    mapEmbedUrl: config.mapEmbedUrl,
    legalDocuments: { privacy: config.legalPrivacyUrl, terms: config.legalTermsUrls },
    ...(config.gaMeasurementId ? { analyticsId: config.gaMeasurementId } : {}),
  };
}

/** Builds the whole server (API, SPA, security) without listening: tests call it with app.inject. */
export async function buildApp(config: Config, opts: AppOptions = {}): Promise<App> {
  const database = opts.database ?? (await openDatabase(config));
  await migrateToLatest(database.db);

  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(config.logLevel, opts.loggerStream),
    // X-Request-Id is read (and checked) by requestIdFor, not taken as it comes.
    requestIdHeader: false,
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // A load balancer's probe every few seconds would bury the shop's own request lines.
      disableRequestLogging: (request) => isProbe(request.url),
    }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
    // JSON bodies are validated as sent ("12" and [12] are not an id); see strict-body-validator.ts.
    schemaController: { compilersFactory: { buildValidator: strictBodyValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('config', config);
  app.decorate('readiness', new Readiness(database.db));
  app.decorate('mailer', opts.mailer ?? shopMailer(config));
  app.decorate('outbox', shopOutboxSender(database.db, app.mailer, app.log, config));
  // Every recurring job (the outbox's sender too) runs from here, once the server listens; `inject`
  // tests deliver with `app.outbox.drain()` and run a job with `app.jobs.run(name)`.
  await app.register(jobsPlugin);
  if (!opts.database) app.addHook('onClose', () => database.close());

  const secureCookies = config.publicUrl.startsWith('https://');
  const csrf = new CsrfTokens(await loadServerSecret(database.db));
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // External plugins first, then the app's own, then the routes (as fastify/demo's app.ts).
  await registerOpenApi(app, { brandName: config.brandName });
  // serve: false: the SPA route (spa/spa-routes.ts) decides what is a file and calls reply.sendFile.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  await app.register(securityHeaders, {
    // The contact page's map, and the OpenStreetMap of the pickup point chooser (step 2).
    frameSources: [config.mapEmbedUrl, 'https://www.openstreetmap.org'],
    connectSources: [config.legalPrivacyUrl, ...config.legalTermsUrls],
    hsts: secureCookies,
    analytics: config.gaMeasurementId !== null,
  });
  await app.register(csrfCheck, { tokens: csrf, secureCookies });
  await app.register(rateLimits);

  await app.register(apiRoutes, { prefix: '/api', tokens: csrf, secureCookies });
  await registerSpaRoutes(app, {
    distDir: config.distDir,
    mediaDir: path.join(config.dataDir, 'media'),
    shopInfo: shopInfoOf(config),
    csrf,
    secureCookies,
  });
  return app;
}
