import crypto from 'node:crypto';
import type { Db } from '../db/database';

const NAME = 'csrf_hmac_key';

/**
 * The server secret (HMAC key for anti-forgery tokens). It lives in the database, created by the first
 * process that needs it, so every process and machine of one shop signs and checks tokens alike and a
 * restart keeps the tokens shoppers already hold valid.
 */
export async function loadServerSecret(db: Db): Promise<Buffer> {
  await db
    .insertInto('server_settings')
    .values({ name: NAME, value: crypto.randomBytes(32).toString('base64') })
    // A concurrent first start of another process may have written it: then theirs wins.
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
