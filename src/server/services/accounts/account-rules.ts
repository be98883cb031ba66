/** Limits and texts shared by the account services (API.md: Accounts). */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong logins that cost nothing extra; each one after them waits a step longer. */
export const LOGIN_FREE_FAILURES = 3;
export const LOGIN_MAX_DELAY_MS = 5000;
/** Wrong logins per e-mail (whoever tries) and per address (whatever e-mail) before 429. */
export const LOGIN_EMAIL_LIMIT = 10;
export const LOGIN_IP_LIMIT = 30;

export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
export const REGISTER_IP_LIMIT = 10;

/** One reset e-mail per address per this long; a few per client address per hour. */
export const RESET_EMAIL_INTERVAL_MS = 5 * 60 * 1000;
export const RESET_IP_WINDOW_MS = 60 * 60 * 1000;
export const RESET_IP_LIMIT = 20;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const TOO_MANY_LOGINS =
  'Túl sok sikertelen belépési kísérlet. Kérjük, próbálja újra 15 perc múlva.';
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
