import type { Profile } from '@common/api/accounts.schema';
import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import type { Db } from '../../db/database';
import { isValidEmail, normalizeEmail } from './account-rules';
import { parseCsv } from './customer-csv';
import { profileFieldProblem } from './profile.service';
import { emptyProfile } from './registration.service';

/** A customer of the old site: no usable password, so login answers 'Old site data' until a reset. */
export interface LegacyCustomer extends Profile {
  /** Line of the file, for the report. */
  row: number;
  name: string;
  email: string;
}

export interface RefusedRow {
  row: number;
  reason: string;
}

export interface ParsedCustomers {
  customers: LegacyCustomer[];
  refused: RefusedRow[];
  /** A problem with the whole file (no usable header): nothing is imported. */
  fatal: string | null;
}

const KNOWN_COLUMNS = new Set<string>(['name', 'email', ...PROFILE_FIELDS]);

/** Reads and checks the file; every bad row is refused with its line and a Hungarian reason. */
export function parseCustomerCsv(text: string): ParsedCustomers {
  const [header, ...records] = parseCsv(text);
  if (!header) return { customers: [], refused: [], fatal: 'A fájl üres.' };
  const columns = header.fields.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !KNOWN_COLUMNS.has(c));
  if (unknown.length > 0)
    return { customers: [], refused: [], fatal: `Ismeretlen oszlop: ${unknown.join(', ')}.` };
  for (const required of ['name', 'email']) {
    if (!columns.includes(required))
      return { customers: [], refused: [], fatal: `Hiányzó oszlop: ${required}.` };
  }

  const customers: LegacyCustomer[] = [];
  const refused: RefusedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    const refuse = (reason: string) => refused.push({ row: record.line, reason });
    if (record.fields.length !== columns.length) {
      refuse(`Hibás oszlopszám: ${columns.length} helyett ${record.fields.length}.`);
      continue;
    }
    const value = (column: string) => (record.fields[columns.indexOf(column)] ?? '').trim();
    const name = value('name').replace(/\s+/g, ' ');
    const email = normalizeEmail(value('email'));
    if (!name) {
      refuse('Hiányzó név.');
      continue;
    }
    if (!isValidEmail(email)) {
      refuse(`Érvénytelen e-mail-cím: „${value('email')}”.`);
      continue;
    }
    const earlier = firstRowOf.get(email);
    if (earlier !== undefined) {
      refuse(`Ez az e-mail-cím már szerepel a(z) ${earlier}. sorban.`);
      continue;
    }
    const profile = emptyProfile();
    let problem: string | null = null;
    for (const field of PROFILE_FIELDS) {
      if (!columns.includes(field)) continue;
      profile[field] = value(field);
      const fieldProblem = profileFieldProblem(field, profile[field]);
      if (fieldProblem) {
        problem = `${field}: ${fieldProblem}`;
        break;
      }
    }
    if (problem) {
      refuse(problem);
      continue;
    }
    firstRowOf.set(email, record.line);
    customers.push({ ...profile, row: record.line, name, email });
  }
  return { customers, refused, fatal: null };
}

/** Inserts the customers in one transaction; an e-mail that already has an account is refused, not overwritten. */
export async function importCustomers(
  db: Db,
  customers: LegacyCustomer[],
): Promise<{ imported: number; refused: RefusedRow[] }> {
  const refused: RefusedRow[] = [];
  let imported = 0;
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    for (const { row, ...customer } of customers) {
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', customer.email)
        .executeTakeFirst();
      if (existing) {
        refused.push({ row, reason: 'Ezzel az e-mail-címmel már van fiók; nem írtuk felül.' });
        continue;
      }
      await trx
        .insertInto('users')
        .values({ ...customer, password_hash: null, created_at: now, updated_at: now })
        .execute();
      imported++;
    }
  });
  return { imported, refused };
}

export function formatImportReport(imported: number, refused: RefusedRow[]): string {
  const lines = [`Importált fiókok: ${imported}. Kihagyott sorok: ${refused.length}.`];
  for (const item of [...refused].sort((a, b) => a.row - b.row))
    lines.push(`  ${item.row}. sor: ${item.reason}`);
  return lines.join('\n');
}
