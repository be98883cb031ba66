/**
 * `npm run pickup-points`: each carrier's pickup point list (source, when loaded, active points, last
 * error). `npm run pickup-points -- --refresh` loads every list now from its configured source
 * (PICKUP_<CARRIER>_SOURCE); a list that cannot be read or parsed leaves the last good one in place
 * and makes the exit code 2.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import {
  refreshPickupLists,
  syncPickupCarriers,
} from '../src/server/services/pickup-points/pickup-refresh.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (process.argv.includes('--refresh')) {
      const results = await refreshPickupLists(database.db, config.pickup);
      for (const r of results) {
        console.log(
          r.ok
            ? `${r.carrier}: ${r.points} aktív pont betöltve${r.skipped ? ` (${r.skipped} hiányos kihagyva)` : ''}`
            : `${r.carrier}: HIBA (${r.error}); a legutóbbi jó lista marad (${r.points} pont)`,
        );
      }
      if (results.some((r) => !r.ok)) process.exitCode = 2;
      return;
    }
    await syncPickupCarriers(database.db, config.pickup);
    const rows = await database.db.selectFrom('pickup_carriers').selectAll().execute();
    for (const row of rows) {
      console.log(
        `${row.carrier}: ${row.point_count} pont, betöltve ${row.loaded_at ?? 'még soha'}, díj ${row.fee} Ft, max. ${row.max_grams / 1000} kg, forrás ${row.source}${row.last_error ? `, utolsó hiba: ${row.last_error}` : ''}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
