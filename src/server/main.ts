import cluster from 'node:cluster';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app';
import { ensureClientBuild } from './build-client';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { type ShopLogger, createLogger } from './http/logger';
import { ProductionEnvError, productionEnvProblems } from './production-env';
import { seedIfEmpty } from './seed/seed-if-empty';

/**
 * `npm start`: build the client if needed, migrate, seed an empty database, listen, stop cleanly.
 * `WORKERS=n npm start` does the one-off work once in a primary process and then runs n API processes
 * on the same port (node:cluster); they share nothing but the database, as processes on several
 * machines behind a reverse proxy would.
 */
function workerCount(env: NodeJS.ProcessEnv): number {
  const n = Number(env.WORKERS ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WORKERS must be a whole number 1-64, got "${env.WORKERS}"`);
  return n;
}

const PREPARE_LOCK = 7_270_001;

/** Once per shop start: the client build, the schema and the demo catalogue of an empty database. */
async function prepare(config: Config, log: ShopLogger): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  if (process.env.SKIP_CLIENT_BUILD !== '1') {
    ensureClientBuild(root, config.distDir, (msg) => log.info(msg));
  }
  const database = await openDatabase(config);
  try {
    await database.db.connection().execute(async (db) => {
      // Machines started together must not both seed an empty PostgreSQL database: one at a time.
      if (database.dialect === 'postgres')
        await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(db);
      try {
        const migrated = await migrateToLatest(db);
        log.info({ migrated, dialect: database.dialect }, 'database schema is current');
        const seeded = await seedIfEmpty(db, config.dataDir);
        if (seeded) log.info({ seeded }, 'demo catalogue loaded into the empty database');
      } finally {
        if (database.dialect === 'postgres')
          await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(db);
      }
    });
  } finally {
    await database.close();
  }
}

/** One API process: serves until SIGTERM/SIGINT, then finishes the requests in flight. */
async function serve(config: Config, log: ShopLogger): Promise<void> {
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, logger: log });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // /api/ready answers 503 from now on, so a load balancer stops sending new requests.
    app.readiness.shutDown();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

/** The primary of `WORKERS=n`: forks, restarts a worker that dies unexpectedly, passes SIGTERM on. */
function supervise(config: Config, workers: number, log: ShopLogger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error(
      { pid: worker.process.pid, code, signal },
      'API process ended unexpectedly; starting a new one',
    );
    setTimeout(fork, 1000).unref();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log.info(
    { url: `http://localhost:${config.port}`, workers },
    `${config.brandName} webáruház: http://localhost:${config.port} (${workers} API processes)`,
  );
}

async function main(log: ShopLogger): Promise<void> {
  const problems = productionEnvProblems(process.env);
  if (problems.length > 0) throw new ProductionEnvError(problems);
  const config = loadConfig();
  log.level = config.logLevel;
  const workers = workerCount(process.env);
  if (cluster.isPrimary) {
    await prepare(config, log);
    if (workers > 1) {
      supervise(config, workers, log);
      return;
    }
    await serve(config, log);
    log.info(
      { url: `http://localhost:${config.port}` },
      `${config.brandName} webáruház: http://localhost:${config.port}`,
    );
    return;
  }
  await serve(config, log);
}

// One logger for the whole process, made before the configuration is read so that a configuration
// error is a JSON line too.
const log = createLogger(process.env.LOG_LEVEL ?? 'info');
main(log).catch((error: unknown) => {
  if (error instanceof ProductionEnvError) {
    // One list of everything to set, for the operator's eyes (stderr) and for the log collector.
    process.stderr.write(`${error.message}\n`);
    log.fatal({ problems: error.problems }, 'the shop did not start: production settings missing');
  } else {
    log.fatal({ err: error }, 'the shop could not start');
  }
  process.exit(1);
});
