import type {
  Buyer,
  InvoiceDocument,
  InvoiceLine,
  Seller,
  VatRateTotal,
} from '../invoice-document';
import { SHOP_PAYMENTS } from '../shop-payment';
import { NAV_NS } from './nav-namespaces';
import { decimal, moneyPair, simpleAddress, taxNumberParts, vatPercentage } from './nav-values';
import { el, serializeXml, type XmlChild } from './xml-builder';

/**
 * InvoiceDocument -> NAV Online Számla 3.0 `InvoiceData` (invoiceData.xsd), the XML that manageInvoice
 * carries in base64. Normal invoice category, HUF, one summary per VAT rate (spec chapter 2).
 */

const LINE_NATURE = { PRODUCT: 'PRODUCT', SHIPPING: 'SERVICE', DISCOUNT: 'OTHER' } as const;

function supplierInfo(seller: Seller) {
  return el('supplierInfo', [
    el('supplierTaxNumber', taxNumberParts(seller.taxNumber)),
    seller.euVatNumber && el('communityVatNumber', seller.euVatNumber.replace(/\s/g, '')),
    el('supplierName', seller.name),
    simpleAddress('supplierAddress', seller.address),
    el('supplierBankAccountNumber', seller.bankAccount.replace(/\s/g, '')),
  ]);
}

/** A private person is reported without name, address or tax number (spec 2.1.4.1, validation #24). */
function customerInfo(buyer: Buyer) {
  if (buyer.kind === 'PRIVATE_PERSON') {
    return el('customerInfo', [el('customerVatStatus', 'PRIVATE_PERSON')]);
  }
  return el('customerInfo', [
    el('customerVatStatus', 'DOMESTIC'),
    el('customerVatData', [el('customerTaxNumber', taxNumberParts(buyer.taxNumber))]),
    el('customerName', buyer.name),
    simpleAddress('customerAddress', buyer.address),
  ]);
}

function invoiceDetail(doc: InvoiceDocument) {
  return el('invoiceDetail', [
    el('invoiceCategory', 'NORMAL'),
    el('invoiceDeliveryDate', doc.fulfilmentDate),
    el('currencyCode', doc.currency),
    el('exchangeRate', '1'),
    el('paymentMethod', SHOP_PAYMENTS[doc.payment].nav),
    el('paymentDate', doc.paymentDueDate),
    el('invoiceAppearance', doc.appearance),
    doc.orderNumber &&
      el('additionalInvoiceData', [
        el('dataName', 'A00001_RENDELESSZAM'),
        el('dataDescription', 'A webáruházi rendelés száma'),
        el('dataValue', doc.orderNumber),
      ]),
  ]);
}

function line(doc: InvoiceDocument, item: InvoiceLine) {
  const reference = doc.kind.type === 'NORMAL' ? null : doc.kind.original;
  const expressed = item.quantity !== null && item.unitNetPrice !== null;
  return el('line', [
    el('lineNumber', item.lineNumber),
    reference &&
      el('lineModificationReference', [
        el('lineNumberReference', reference.previousLineCount + item.lineNumber),
        el('lineOperation', 'CREATE'),
      ]),
    item.itemNumber &&
      el('productCodes', [
        el('productCode', [
          el('productCodeCategory', 'OWN'),
          el('productCodeOwnValue', item.itemNumber),
        ]),
      ]),
    el('lineExpressionIndicator', String(expressed)),
    el('lineNatureIndicator', LINE_NATURE[item.nature]),
    el('lineDescription', item.name),
    ...(expressed
      ? [
          el('quantity', decimal(item.quantity ?? 0)),
          el('unitOfMeasure', 'PIECE'),
          el('unitPrice', decimal(item.unitNetPrice ?? 0)),
          el('unitPriceHUF', decimal(item.unitNetPrice ?? 0)),
        ]
      : []),
    el('lineAmountsNormal', [
      el('lineNetAmountData', moneyPair('lineNetAmount', 'lineNetAmountHUF', item.net)),
      el('lineVatRate', [vatPercentage(item.vatRate)]),
      el('lineVatData', moneyPair('lineVatAmount', 'lineVatAmountHUF', item.vat)),
      el(
        'lineGrossAmountData',
        moneyPair('lineGrossAmountNormal', 'lineGrossAmountNormalHUF', item.gross),
      ),
    ]),
  ]);
}

function summaryByVatRate(total: VatRateTotal) {
  return el('summaryByVatRate', [
    el('vatRate', [vatPercentage(total.vatRate)]),
    el('vatRateNetData', moneyPair('vatRateNetAmount', 'vatRateNetAmountHUF', total.net)),
    el('vatRateVatData', moneyPair('vatRateVatAmount', 'vatRateVatAmountHUF', total.vat)),
    el('vatRateGrossData', moneyPair('vatRateGrossAmount', 'vatRateGrossAmountHUF', total.gross)),
  ]);
}

export function invoiceDataXml(doc: InvoiceDocument): string {
  const reference: XmlChild =
    doc.kind.type !== 'NORMAL' &&
    el('invoiceReference', [
      el('originalInvoiceNumber', doc.kind.original.number),
      el('modifyWithoutMaster', 'false'),
      el('modificationIndex', doc.kind.original.modificationIndex),
    ]);
  const root = el(
    'InvoiceData',
    [
      el('invoiceNumber', doc.number),
      el('invoiceIssueDate', doc.issueDate),
      el('completenessIndicator', 'false'),
      el('invoiceMain', [
        el('invoice', [
          reference,
          el('invoiceHead', [
            supplierInfo(doc.seller),
            customerInfo(doc.buyer),
            invoiceDetail(doc),
          ]),
          el('invoiceLines', [
            el('mergedItemIndicator', 'false'),
            ...doc.lines.map((item) => line(doc, item)),
          ]),
          el('invoiceSummary', [
            el('summaryNormal', [
              ...doc.totals.byVatRate.map(summaryByVatRate),
              ...moneyPair('invoiceNetAmount', 'invoiceNetAmountHUF', doc.totals.net),
              ...moneyPair('invoiceVatAmount', 'invoiceVatAmountHUF', doc.totals.vat),
            ]),
            el(
              'summaryGrossData',
              moneyPair('invoiceGrossAmount', 'invoiceGrossAmountHUF', doc.totals.gross),
            ),
          ]),
        ]),
      ]),
    ],
    { xmlns: NAV_NS.data, 'xmlns:base': NAV_NS.base, 'xmlns:common': NAV_NS.common },
  );
  return serializeXml(root);
}
