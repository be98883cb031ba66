/**
 * `npm run jobs -- list`: every recurring job of the server (src/server/jobs/jobs.plugin.ts) with its
 * interval, lease and last run. `npm run jobs -- run <name>`: runs one now on the database the
 * configuration names (DATA_DIR/shop.sqlite, or DATABASE_URL), as a server's schedule would, whether
 * due or not; exit code 1 when it failed, 2 when it did not run.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createLogger } from '../src/server/http/logger';
import { runJobsCommand } from '../src/server/jobs/jobs-cli';
import { shopMailer, shopOutboxSender } from '../src/server/mail/outbox-sender';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The jobs' own log lines go to stderr: stdout is the command's answer.
  const log = createLogger(config.logLevel, process.stderr);
  try {
    await migrateToLatest(database.db);
    const outbox = shopOutboxSender(database.db, shopMailer(config), log, config);
    process.exitCode = await runJobsCommand(
      { db: database.db, config, log, outbox },
      process.argv.slice(2),
      (line) => console.log(line),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
