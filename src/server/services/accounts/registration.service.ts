import type { Profile, RegisterRequest } from '@common/api/accounts.schema';
import { MIN_PASSWORD_LENGTH, PROFILE_FIELDS } from '@common/api/accounts.constants';
import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { DomainError, TooManyRequestsError } from '../../errors';
import { REGISTER_IP_RULE, isValidEmail, normalizeEmail } from './account-rules';
import { hashPassword } from './password-hash';
import { takeHit } from './rate-limit.service';
import { createSession } from './sessions.service';

/** A refused registration: the API answers the list of errors, each starting with its field's key. */
export class RegistrationError extends DomainError {
  constructor(readonly errors: string[]) {
    super('Sikertelen regisztráció!', 422, {}, errors);
  }
}

export const REGISTRATION_MESSAGES = {
  nameMissing: 'name: Kérjük, adja meg a vezeték- és keresztnevét.',
  emailInvalid: 'email: Kérjük, érvényes e-mail-címet adjon meg.',
  emailTaken: 'email: Ezzel az e-mail-címmel már regisztráltak. Elfelejtette a jelszavát?',
  passwordShort: `password: A jelszónak legalább ${MIN_PASSWORD_LENGTH} karakter hosszúnak kell lennie.`,
  passwordMismatch: 'password: A két jelszó nem egyezik.',
} as const;

export function emptyProfile(): Profile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as Profile;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(row);
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    String((error as { code?: unknown })?.code ?? '') + String((error as Error)?.message ?? '');
  return /UNIQUE|23505/.test(text);
}

/** Creates an account and logs it in. Every problem of the form is reported at once. */
export async function register(
  db: Db,
  config: AccountsConfig,
  input: RegisterRequest & { ip: string },
): Promise<{ token: string; name: string }> {
  // Every attempt counts, refused ones too: otherwise the form would tell unlimited e-mails apart.
  const hit = await takeHit(db, `register-ip:${input.ip}`, REGISTER_IP_RULE);
  if (!hit.allowed) throw new TooManyRequestsError(undefined, hit.retryAfterSeconds);

  const name = input.name.trim().replace(/\s+/g, ' ');
  const email = normalizeEmail(input.email);
  const errors: string[] = [];
  if (name.length < 3 || !name.includes(' ')) errors.push(REGISTRATION_MESSAGES.nameMissing);
  if (!isValidEmail(email)) errors.push(REGISTRATION_MESSAGES.emailInvalid);
  else if (await emailTaken(db, email)) errors.push(REGISTRATION_MESSAGES.emailTaken);
  if (input.password.length < MIN_PASSWORD_LENGTH) errors.push(REGISTRATION_MESSAGES.passwordShort);
  else if (input.password !== input.password_confirmation)
    errors.push(REGISTRATION_MESSAGES.passwordMismatch);
  if (errors.length > 0) throw new RegistrationError(errors);

  const passwordHash = await hashPassword(input.password, config.scrypt);
  const now = new Date().toISOString();
  try {
    const user = await db
      .insertInto('users')
      .values({
        ...emptyProfile(),
        name,
        email,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token: await createSession(db, user.id), name };
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new RegistrationError([REGISTRATION_MESSAGES.emailTaken]);
    throw error;
  }
}
