import fs from 'node:fs';
import path from 'node:path';
import { parseProperties } from './properties-file';

/**
 * Hungarian texts for NAV's codes: the validation results from NAV's own `validations_hu.properties`,
 * and for the synchronous error codes (spec 3.2, which has no Hungarian file) the shop's wording of
 * the specification's "cause of error".
 */

const PROPERTIES = path.resolve(
  __dirname,
  '../../../../../vendor/nav-online-invoice/i18n/validations_hu.properties',
);
const KEY_PREFIX = 'common.dto.exception.enums.ValidatorFaultType.';

const REQUEST_ERRORS: Record<string, string> = {
  INVALID_REQUEST: 'A NAV nem tudta feldolgozni a kérést (hibás vagy sémának nem megfelelő XML).',
  INVALID_SECURITY_USER: 'A NAV technikai felhasználó neve vagy jelszava hibás.',
  NOT_REGISTERED_CUSTOMER:
    'A megadott adószámú adózó nincs regisztrálva az Online Számla rendszerben.',
  INVALID_CUSTOMER: 'A megadott adószám nem létezik, vagy állapota nem enged számlaműveletet.',
  INVALID_USER_RELATION:
    'A technikai felhasználó nem ehhez az adószámhoz tartozik, vagy már nem használható.',
  FORBIDDEN: 'A technikai felhasználónak nincs joga ehhez a művelethez.',
  REQUEST_ID_NOT_UNIQUE: 'A kérés azonosítóját (requestId) már használtuk.',
  INVALID_REQUEST_SIGNATURE: 'A kérés aláírása hibás: ellenőrizze az aláírókulcsot.',
  INDEX_NOT_SEQUENTIAL: 'A kérésben a számlák sorszáma nem folytonos.',
  INVALID_EXCHANGE_TOKEN:
    'Az adatszolgáltatási token érvénytelen vagy lejárt: ellenőrizze a cserekulcsot.',
  REQUEST_VERSION_NOT_ALLOWED: 'A kérés verziója már nem használható.',
  MAINTENANCE_MODE: 'A NAV rendszere karbantartás miatt átmenetileg nem érhető el.',
  STATUS_QUERY_NOT_ALLOWED: 'A státuszlekérdezés verziója alacsonyabb a beküldésénél.',
  MULTIPLE_QUERY_RESULT_FOUND: 'A számlaszámmal több érvényes számla is szerepel a NAV-nál.',
  INVALID_TIMESTAMP:
    'A kérés időbélyege több mint egy nappal eltér a NAV idejétől: ellenőrizze az órát.',
  INVALID_PASSWORD_HASH_CRYPTO: 'A jelszó lenyomatának algoritmusa hibás (SHA-512 kell).',
  INVALID_REQUEST_SIGNATURE_HASH_CRYPTO: 'A kérés aláírásának algoritmusa hibás (SHA3-512 kell).',
  INVALID_REQUEST_VERSION: 'A kérés verziója hibás (3.0 kell).',
  INVALID_HEADER_VERSION: 'A fejléc verziója hibás (1.0 kell).',
  OPERATION_FAILED: 'A NAV rendszerében váratlan hiba történt; később újrapróbáljuk.',
  NOT_ALLOWED_EXCEPTION: 'A NAV-nál nincs ilyen művelet.',
  SCHEMA_VIOLATION: 'A számla adatai nem felelnek meg a NAV sémájának.',
};

let validationTexts: Map<string, string> | null = null;

function validations(): Map<string, string> {
  validationTexts ??= new Map(
    [...parseProperties(fs.readFileSync(PROPERTIES))]
      .filter(([key, text]) => key.startsWith(KEY_PREFIX) && text !== '')
      .map(([key, text]) => [key.slice(KEY_PREFIX.length), text]),
  );
  return validationTexts;
}

/** The Hungarian text of a NAV code; NAV's own message (or the code) where we have none. */
export function navMessageHu(code: string | undefined, navMessage?: string): string {
  const text = code ? (validations().get(code) ?? REQUEST_ERRORS[code]) : undefined;
  return text ?? navMessage ?? code ?? 'Ismeretlen NAV-válasz.';
}
