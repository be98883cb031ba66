/**
 * The Hungarian tax number (adószám) of a company or sole trader: 8-1-2 digits, `12345678-1-12`.
 * The first eight digits (törzsszám) end in a check digit: the first seven weighted 9, 7, 3, 1, 9, 7, 3,
 * summed, and the check digit makes the sum a multiple of ten. The ninth digit is the VAT code (1-5).
 * One rule for the client's field message and the server's isValid, so they never disagree.
 */

const WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/** Spaces and dashes dropped: `12345676-2-06`, `12345676 2 06` and `12345676206` are one number. */
export function taxNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The check digit the first seven digits call for. */
export function taxNumberCheckDigit(firstSeven: string): number {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstSeven[i]), 0);
  return (10 - (sum % 10)) % 10;
}

export const TAX_NUMBER_MESSAGES = {
  missing: 'Adja meg a cég adószámát.',
  format: 'Az adószám formátuma: 12345678-1-12 (8, 1 és 2 számjegy).',
  checkDigit: 'Az adószám hibás: az első nyolc számjegy ellenőrző számjegye nem stimmel.',
  vatCode: 'Az adószám hibás: a kilencedik számjegy (áfakód) csak 1–5 lehet.',
} as const;

/** What is wrong with a Hungarian tax number, in words a shopper understands; null when it is right. */
export function taxNumberProblem(value: string): string | null {
  const digits = taxNumberDigits(value);
  if (digits === '') return TAX_NUMBER_MESSAGES.missing;
  if (!/^\d{8}-?\d-?\d{2}$/.test(value.trim().replace(/\s+/g, '-')) || !/^\d{11}$/.test(digits)) {
    return TAX_NUMBER_MESSAGES.format;
  }
  if (taxNumberCheckDigit(digits.slice(0, 7)) !== Number(digits[7])) {
    return TAX_NUMBER_MESSAGES.checkDigit;
  }
  if (!/[1-5]/.test(digits[8] ?? '')) return TAX_NUMBER_MESSAGES.vatCode;
  return null;
}

/** `12345676206` -> `12345676-2-06`, the way invoices print it; anything malformed stays as typed. */
export function formatTaxNumber(value: string): string {
  const digits = taxNumberDigits(value);
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 8)}-${digits.slice(8, 9)}-${digits.slice(9)}`
    : value.trim();
}
