/**
 * `npm run orders`: the shop's orders (number, date, customer, total, delivery), newest first, from
 * the database the configuration names (DATA_DIR/shop.sqlite, or DATABASE_URL).
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { formatOrdersTable, listOrders } from '../src/server/services/orders/order-list.service';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    // A fresh data folder has no tables yet; migrating first makes that an empty list, not an error.
    await migrateToLatest(database.db);
    console.log(formatOrdersTable(await listOrders(database.db)));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
