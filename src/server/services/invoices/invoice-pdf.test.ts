import {
  everyKind,
  privateInvoice,
  stornoOfCompanyInvoice,
} from '@server/testing/invoices/invoice-fixtures';
import { pdfText } from '@server/testing/invoices/pdf-text';
import { renderInvoicePdf } from './invoice-pdf';

const SHOP = { contact: 'www.motopont.hu · rendeles@motopont.hu' };
const NBSP = /\u00a0/g;
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).pages.join('\n').replace(NBSP, ' ');

describe('invoice PDF', () => {
  it('prints ő and ű, the number, the labels and the grand total (text as a PDF reader extracts it)', async () => {
    const pdf = await renderInvoicePdf(privateInvoice(), SHOP);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Számla',
      'Eladó',
      'Vevő',
      'Kövér Győző',
      'Tűzoltó utca',
      'Őrmező utca',
      'MP-2026-000001',
      'Számla sorszáma',
      'Teljesítés dátuma',
      'Számla kelte',
      'Fizetési határidő',
      'Fizetési mód',
      'Átutalás (előre fizetés)',
      'SH-NXR2-BK-M',
      '173 220,47 Ft',
      '27 %',
      'Szállítási díj',
      'Fizetendő összesen: 286 330 Ft',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds its font (no built-in Helvetica) with a ToUnicode map', async () => {
    const raw = (await renderInvoicePdf(privateInvoice(), SHOP)).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/ToUnicode/);
    expect(raw).toMatch(/DejaVuSans/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('titles a storno and names the invoice it cancels; a modification likewise', async () => {
    const storno = await textOf(await renderInvoicePdf(stornoOfCompanyInvoice(), SHOP));
    expect(storno).toContain('Sztornó számla');
    expect(storno).toContain('A(z) MP-2026-000002 sorszámú számlát érvényteleníti');
    expect(storno).toContain('Adószám: 99887764-2-08');
    expect(storno).toContain('−286 330 Ft');
    const modify = await textOf(
      await renderInvoicePdf(everyKind()['modify-partial-return'] ?? privateInvoice(), SHOP),
    );
    expect(modify).toContain('Módosító számla');
    expect(modify).toContain('A(z) MP-2026-000001 sorszámú számlát módosítja');
  });
});
