import path from 'node:path';
import { buildApp } from './app';
import { ensureClientBuild } from './build-client';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed-if-empty';

/** `npm start`: build the client if needed, migrate, seed an empty database, listen, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const root = path.resolve(__dirname, '..', '..');
  if (process.env.SKIP_CLIENT_BUILD !== '1') {
    ensureClientBuild(root, config.distDir, (msg) => console.log(msg));
  }

  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db, config.dataDir);
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  if (seeded) app.log.info({ seeded }, 'demo catalogue loaded into the empty database');

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
  console.log(`${config.brandName} webáruház: http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
