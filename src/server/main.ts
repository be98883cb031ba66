import cluster from 'node:cluster';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app';
import { ensureClientBuild } from './build-client';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
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
async function prepare(config: Config): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  if (process.env.SKIP_CLIENT_BUILD !== '1') {
    ensureClientBuild(root, config.distDir, (msg) => console.log(msg));
  }
  const database = await openDatabase(config);
  try {
    await database.db.connection().execute(async (db) => {
      // Machines started together must not both seed an empty PostgreSQL database: one at a time.
      if (database.dialect === 'postgres')
        await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(db);
      try {
        await migrateToLatest(db);
        const seeded = await seedIfEmpty(db, config.dataDir);
        if (seeded)
          console.log('Demo catalogue loaded into the empty database:', JSON.stringify(seeded));
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
async function serve(config: Config): Promise<void> {
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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
function supervise(config: Config, workers: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `API process ${worker.process.pid} ended (${signal ?? code}); starting a new one`,
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
  console.log(
    `${config.brandName} webáruház: http://localhost:${config.port} (${workers} API processes)`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const workers = workerCount(process.env);
  if (cluster.isPrimary) {
    await prepare(config);
    if (workers > 1) {
      supervise(config, workers);
      return;
    }
    await serve(config);
    console.log(`${config.brandName} webáruház: http://localhost:${config.port}`);
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
