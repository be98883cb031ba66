/** Limits and texts shared by the account services (API.md: Accounts). */
import type { LimitRule } from './rate-limit.service';

const MINUTE = 60 * 1000;

/**
 * Every login attempt is counted before its password is hashed (wrong, right and 'Old site data'
 * alike; a successful one is given back). The first few of an address cost nothing extra, then each
 * waits a step longer, up to the maximum.
 */
export const LOGIN_FREE_FAILURES = 3;
export const LOGIN_MAX_DELAY_MS = 5000;
/** Attempts for one e-mail from one address: the attacker's address is refused first. */
export const LOGIN_PAIR_RULE: LimitRule = { limit: 10, windowMs: 15 * MINUTE };
/** Attempts from one address, whatever the e-mail. */
export const LOGIN_IP_RULE: LimitRule = { limit: 30, windowMs: 15 * MINUTE };
/**
 * Attempts for one e-mail from every address: higher and slower than the pair's, so one address
 * cannot lock the owner out; only many addresses together reach it.
 */
export const LOGIN_EMAIL_RULE: LimitRule = { limit: 50, windowMs: 60 * MINUTE };

/** Every registration attempt of an address, refused ones included (they tell which e-mails exist). */
export const REGISTER_IP_RULE: LimitRule = { limit: 20, windowMs: 60 * MINUTE };

/** One reset e-mail per address per 5 minutes; a few requests per client address per hour. */
export const RESET_EMAIL_RULE: LimitRule = { limit: 1, windowMs: 5 * MINUTE };
export const RESET_IP_RULE: LimitRule = { limit: 20, windowMs: 60 * MINUTE };
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const TOO_MANY_LOGINS =
  'Túl sok sikertelen belépési kísérlet. Kérjük, próbálja újra 15 perc múlva.';
export const TOO_MANY_LOGINS_FOR_EMAIL =
  'Túl sok sikertelen belépési kísérlet történt ezzel az e-mail-címmel. Kérjük, próbálja újra egy óra múlva.';
export const TOO_MANY_RESETS =
  'Nemrég már küldtünk jelszó-visszaállító levelet. Kérjük, nézze meg a postafiókját, vagy próbálja újra néhány perc múlva.';
export const TOO_MANY_REQUESTS =
  'Túl sok próbálkozás. Kérjük, várjon néhány percet, majd próbálja újra.';
export const WRONG_LOGIN = 'Hibás e-mail-cím vagy jelszó.';
export const LEGACY_LOGIN_ANSWER = 'Old site data';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export function waitMs(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
