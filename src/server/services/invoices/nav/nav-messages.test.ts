import { navMessageHu } from './nav-messages';
import { parseProperties } from './properties-file';

describe('NAV validation texts in Hungarian', () => {
  it("reads NAV's validations_hu.properties with its accents intact", () => {
    expect(navMessageHu('INVOICE_NUMBER_NOT_UNIQUE')).toBe(
      'A megadott számla sorszámmal már történt adatszolgáltatás.',
    );
    expect(navMessageHu('INCORRECT_SUMMARY_CALCULATION_VAT_RATE_GROSS_AMOUNT_LINE')).toBe(
      'A számla tételsorok és az összesítő áfa kulcsonként összegzett bruttó értéke nem egyezik.',
    );
  });

  it('falls back to the shop’s wording of request errors, then to NAV’s message, then to the code', () => {
    expect(navMessageHu('INVALID_REQUEST_SIGNATURE')).toContain('aláírása hibás');
    expect(navMessageHu('SOMETHING_NEW', 'New message')).toBe('New message');
    expect(navMessageHu('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('decodes ISO-8859-1 files and \\uXXXX escapes, comments and continued lines', () => {
    const latin1 = Buffer.from(
      '# megjegyzés\nA = \\u0150r\\u0171s \\\n   v\u00e9ge\nB: \u00e1rv\u00edzt\u0171r\u0151\n',
      'latin1',
    );
    // ű and ő are not Latin-1: in such a file they only come as escapes, as the first key has them.
    const parsed = parseProperties(latin1);
    expect(parsed.get('A')).toBe('Őrűs vége');
    expect(parsed.get('B')?.startsWith('árvízt')).toBe(true);
    const utf8 = parseProperties(Buffer.from('C=Győző ügyfél\n', 'utf8'));
    expect(utf8.get('C')).toBe('Győző ügyfél');
  });
});
