/**
 * `npm run import-customers -- file.csv`: imports the old site's customers (name, email and profile
 * columns) as accounts without a password; their first login tells them to set one ('Old site data').
 * Bad rows are refused with their line number and reason; the others are imported.
 */
import fs from 'node:fs';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import {
  formatImportReport,
  importCustomers,
  parseCustomerCsv,
} from '../src/server/services/accounts/customer-import.service';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Használat: npm run import-customers -- vevok.csv');
    process.exitCode = 1;
    return;
  }
  const parsed = parseCustomerCsv(fs.readFileSync(file, 'utf8'));
  if (parsed.fatal) {
    console.error(`${file}: ${parsed.fatal} Semmit nem importáltunk.`);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const result = await importCustomers(database.db, parsed.customers);
    const refused = [...parsed.refused, ...result.refused];
    console.log(formatImportReport(result.imported, refused));
    // Refused rows need someone's attention, so a script run in a pipeline notices them.
    if (refused.length > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
