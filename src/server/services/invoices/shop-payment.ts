import type { ShopPayment } from './invoice-document';

/** NAV's PaymentMethodType (invoiceBase.xsd). */
export type NavPaymentMethod = 'TRANSFER' | 'CASH' | 'CARD' | 'VOUCHER' | 'OTHER';

/**
 * Cash on delivery is reported as CASH: the courier collects it on the shop's behalf (most pay the
 * courier in cash; NAV's enum has no "on delivery"). The PDF says "Utánvét" so the customer recognises it.
 */
export const SHOP_PAYMENTS: Record<ShopPayment, { nav: NavPaymentMethod; label: string }> = {
  BANK_TRANSFER_PREPAID: { nav: 'TRANSFER', label: 'Átutalás (előre fizetés)' },
  CASH_ON_DELIVERY: { nav: 'CASH', label: 'Utánvét' },
  SHOP_CASH: { nav: 'CASH', label: 'Készpénz' },
  SHOP_CARD: { nav: 'CARD', label: 'Bankkártya' },
};
