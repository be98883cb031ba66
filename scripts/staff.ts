/**
 * `npm run staff -- add <email> --role admin|support | list | disable <email> | reset-password <email>`:
 * the back office's staff accounts, in the database the configuration names. The password comes from
 * STAFF_PASSWORD or is asked for without echo.
 */
import readline from 'node:readline';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { runStaffCommand } from '../src/server/services/staff/staff-cli';

function askPassword(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    // Typed characters are not echoed: only the prompt is written.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => {
      if (s.includes(prompt)) process.stdout.write(prompt);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    process.exitCode = await runStaffCommand(database.db, config.accounts, process.argv.slice(2), {
      readPassword: async () => process.env.STAFF_PASSWORD ?? (await askPassword('Jelszó: ')),
      out: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
