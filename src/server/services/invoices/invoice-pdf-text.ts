import type { InvoiceDocument, PostalAddress } from './invoice-document';

/** The invoice PDF's words and number formats, Hungarian. */

const NBSP = '\u00a0';

/** `286330` -> `286 330 Ft`, `-5000` -> `−5 000 Ft` (as the shop prints prices). */
export function formatForint(amount: number, decimals = 0): string {
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = amount < 0 ? '−' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}${NBSP}Ft`;
}

/** `2026-03-10` -> `2026. 03. 10.` */
export const formatDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.');

export const formatAddress = (a: PostalAddress) =>
  `${a.postalCode} ${a.city}, ${a.street}${a.countryCode === 'HU' ? '' : `, ${a.countryCode}`}`;

export function documentTitle(doc: InvoiceDocument): string {
  switch (doc.kind.type) {
    case 'STORNO':
      return 'Sztornó számla';
    case 'MODIFY':
      return 'Módosító számla';
    default:
      return 'Számla';
  }
}

/** The line under the title of a correction: which invoice it corrects. */
export function referenceLine(doc: InvoiceDocument): string | null {
  if (doc.kind.type === 'NORMAL') return null;
  const { number, modificationIndex } = doc.kind.original;
  const verb = doc.kind.type === 'STORNO' ? 'érvényteleníti' : 'módosítja';
  return `A(z) ${number} sorszámú számlát ${verb} (${modificationIndex}. módosítás).`;
}

export const LABELS = {
  seller: 'Eladó',
  buyer: 'Vevő',
  number: 'Számla sorszáma',
  issueDate: 'Számla kelte',
  fulfilmentDate: 'Teljesítés dátuma',
  dueDate: 'Fizetési határidő',
  payment: 'Fizetési mód',
  orderNumber: 'Rendelésszám',
  taxNumber: 'Adószám',
  euVatNumber: 'Közösségi adószám',
  bankAccount: 'Bankszámlaszám',
  columns: [
    'Megnevezés',
    'Cikkszám',
    'Menny.',
    'Egység',
    'Nettó egységár',
    'ÁFA',
    'Nettó',
    'ÁFA összeg',
    'Bruttó',
  ],
  byRate: 'Összesítés ÁFA-kulcsonként',
  total: 'Fizetendő összesen',
  totalCorrection: 'A számla végösszegének változása',
  currency: 'Pénznem: HUF',
} as const;
