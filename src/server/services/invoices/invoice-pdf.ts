import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import {
  LABELS,
  documentTitle,
  formatAddress,
  formatDate,
  formatForint,
  referenceLine,
} from './invoice-pdf-text';
import { SHOP_PAYMENTS } from './shop-payment';

/**
 * The invoice as an A4 PDF (pdfkit), in Hungarian. DejaVu Sans is embedded (pdfkit subsets it and
 * writes a ToUnicode map), because pdfkit's built-in Helvetica cannot print ő and ű.
 */

const FONTS = path.resolve(__dirname, '../../../../vendor/fonts');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

/** What the PDF says about the shop beyond the seller's invoice data. */
export interface ShopPrintInfo {
  /** Printed under the title, e.g. the shop's web address and e-mail. */
  contact: string;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
// Column widths of the line table; they add up to the content width.
const COLUMNS = [118, 60, 36, 38, 62, 30, 58, 56, 57.28];
const RIGHT_ALIGNED = new Set([2, 4, 5, 6, 7, 8]);

function lineCells(line: InvoiceLine): string[] {
  return [
    line.name,
    line.itemNumber ?? '',
    line.quantity === null ? '' : String(line.quantity).replace('-', '−'),
    line.unit ?? '',
    line.unitNetPrice === null ? '' : formatForint(line.unitNetPrice, 2),
    `${line.vatRate}\u00a0%`,
    formatForint(line.net),
    formatForint(line.vat),
    formatForint(line.gross),
  ];
}

function row(pdf: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const top = pdf.y;
  pdf.font(bold ? 'bold' : 'regular').fontSize(7.5);
  let x = MARGIN;
  let bottom = top;
  cells.forEach((cell, i) => {
    const width = COLUMNS[i] ?? 40;
    pdf.text(cell, x + 2, top, {
      width: width - 4,
      align: RIGHT_ALIGNED.has(i) ? 'right' : 'left',
    });
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf
    .moveTo(MARGIN, bottom + 2)
    .lineTo(MARGIN + CONTENT, bottom + 2)
    .lineWidth(0.3)
    .stroke('#999999');
  pdf.x = MARGIN;
  pdf.y = bottom + 5;
}

function party(pdf: PDFKit.PDFDocument, x: number, title: string, lines: string[]): number {
  pdf
    .font('bold')
    .fontSize(10)
    .text(title, x, pdf.y, { width: CONTENT / 2 - 10 });
  pdf.font('regular').fontSize(9);
  for (const text of lines) pdf.text(text, x, pdf.y, { width: CONTENT / 2 - 10 });
  return pdf.y;
}

function parties(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const top = pdf.y;
  const { seller, buyer } = doc;
  const sellerBottom = party(pdf, MARGIN, LABELS.seller, [
    seller.name,
    formatAddress(seller.address),
    `${LABELS.taxNumber}: ${seller.taxNumber}`,
    ...(seller.euVatNumber ? [`${LABELS.euVatNumber}: ${seller.euVatNumber}`] : []),
    `${LABELS.bankAccount}: ${seller.bankAccount}`,
  ]);
  pdf.y = top;
  const buyerBottom = party(pdf, MARGIN + CONTENT / 2, LABELS.buyer, [
    buyer.name,
    formatAddress(buyer.address),
    ...(buyer.kind === 'COMPANY' ? [`${LABELS.taxNumber}: ${buyer.taxNumber}`] : []),
  ]);
  pdf.x = MARGIN;
  pdf.y = Math.max(sellerBottom, buyerBottom) + 12;
}

function details(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const pairs: [string, string][] = [
    [LABELS.number, doc.number],
    [LABELS.issueDate, formatDate(doc.issueDate)],
    [LABELS.fulfilmentDate, formatDate(doc.fulfilmentDate)],
    [LABELS.dueDate, formatDate(doc.paymentDueDate)],
    [LABELS.payment, SHOP_PAYMENTS[doc.payment].label],
    ...(doc.orderNumber ? [[LABELS.orderNumber, doc.orderNumber] as [string, string]] : []),
  ];
  const top = pdf.y;
  const width = CONTENT / 3;
  pairs.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * width;
    const y = top + Math.floor(i / 3) * 26;
    pdf.font('regular').fontSize(7.5).fillColor('#555555').text(label, x, y, { width });
    pdf
      .font('bold')
      .fontSize(9.5)
      .fillColor('#000000')
      .text(value, x, y + 9, { width });
  });
  pdf.x = MARGIN;
  pdf.y = top + Math.ceil(pairs.length / 3) * 26 + 8;
}

function summary(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  pdf.moveDown(0.5).font('bold').fontSize(9).text(LABELS.byRate, MARGIN, pdf.y);
  pdf.moveDown(0.3);
  for (const rate of doc.totals.byVatRate) {
    row(pdf, [
      '',
      '',
      '',
      '',
      '',
      `${rate.vatRate}\u00a0%`,
      formatForint(rate.net),
      formatForint(rate.vat),
      formatForint(rate.gross),
    ]);
  }
  const label = doc.kind.type === 'NORMAL' ? LABELS.total : LABELS.totalCorrection;
  pdf.moveDown(0.6).font('bold').fontSize(13);
  pdf.text(`${label}: ${formatForint(doc.totals.gross)}`, MARGIN, pdf.y, {
    width: CONTENT,
    align: 'right',
  });
  pdf
    .font('regular')
    .fontSize(8)
    .text(LABELS.currency, MARGIN, pdf.y, { width: CONTENT, align: 'right' });
}

export function renderInvoicePdf(doc: InvoiceDocument, shop: ShopPrintInfo): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // A fixed creation date: the same invoice always renders to the same bytes.
    info: {
      Title: `${documentTitle(doc)} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: new Date(`${doc.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);

  pdf.font('bold').fontSize(20).text(documentTitle(doc), MARGIN, MARGIN);
  const reference = referenceLine(doc);
  if (reference) pdf.font('regular').fontSize(10).text(reference);
  pdf.font('regular').fontSize(8).fillColor('#555555').text(shop.contact).fillColor('#000000');
  pdf.moveDown(1);
  parties(pdf, doc);
  details(pdf, doc);
  row(pdf, LABELS.columns, true);
  for (const line of doc.lines) row(pdf, lineCells(line));
  summary(pdf, doc);
  pdf.end();
  return done;
}
