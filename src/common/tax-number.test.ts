import {
  TAX_NUMBER_MESSAGES,
  formatTaxNumber,
  taxNumberCheckDigit,
  taxNumberProblem,
} from './tax-number';

describe('Hungarian tax number (adószám)', () => {
  it('accepts real numbers in every usual spelling', () => {
    // MOL Nyrt. and Magyar Telekom Nyrt., as printed on their invoices.
    for (const value of ['10625790-4-44', '10773381-2-44', '10625790444', ' 10625790 4 44 ']) {
      expect(taxNumberProblem(value)).toBeNull();
    }
  });

  it('computes the check digit with the weights 9, 7, 3, 1, 9, 7, 3', () => {
    expect(taxNumberCheckDigit('1062579')).toBe(0);
    expect(taxNumberCheckDigit('1234567')).toBe(6);
  });

  it('names what is wrong', () => {
    expect(taxNumberProblem('')).toBe(TAX_NUMBER_MESSAGES.missing);
    expect(taxNumberProblem('1234')).toBe(TAX_NUMBER_MESSAGES.format);
    expect(taxNumberProblem('HU10625790')).toBe(TAX_NUMBER_MESSAGES.format);
    expect(taxNumberProblem('10625790-44-4')).toBe(TAX_NUMBER_MESSAGES.format);
    expect(taxNumberProblem('12345678-1-12')).toBe(TAX_NUMBER_MESSAGES.checkDigit);
    expect(taxNumberProblem('12345676-7-12')).toBe(TAX_NUMBER_MESSAGES.vatCode);
    expect(taxNumberProblem('12345676-2-06')).toBeNull();
  });

  it('prints the number with its dashes', () => {
    expect(formatTaxNumber('12345676206')).toBe('12345676-2-06');
    expect(formatTaxNumber(' 12345676-2-06 ')).toBe('12345676-2-06');
    expect(formatTaxNumber('abc')).toBe('abc');
  });
});
