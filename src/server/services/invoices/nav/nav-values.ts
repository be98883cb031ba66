import { taxNumberDigits } from '@common/tax-number';
import type { PostalAddress } from '../invoice-document';
import { el, type XmlElement } from './xml-builder';

/** Values as NAV's types write them (invoiceBase.xsd, common.xsd). */

/** A decimal without exponent or trailing zeros: `173220`, `19677.17`, `-3`. */
export function decimal(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return String(Math.round(value * 100) / 100);
}

/** `12345676-2-43` -> base:taxpayerId, vatCode, countyCode. */
export function taxNumberParts(taxNumber: string): XmlElement[] {
  const digits = taxNumberDigits(taxNumber);
  if (!/^\d{11}$/.test(digits)) throw new Error(`Not a Hungarian tax number: ${taxNumber}`);
  return [
    el('base:taxpayerId', digits.slice(0, 8)),
    el('base:vatCode', digits.slice(8, 9)),
    el('base:countyCode', digits.slice(9)),
  ];
}

/** The first eight digits (törzsszám), as the API's user block and queries want it. */
export function taxpayerId(taxNumber: string): string {
  const id = taxNumberDigits(taxNumber).slice(0, 8);
  if (!/^\d{8}$/.test(id)) throw new Error(`Not a Hungarian tax number: ${taxNumber}`);
  return id;
}

/** The shop keeps a street line, not its parts: NAV's simple address holds it whole. */
export function simpleAddress(name: string, address: PostalAddress): XmlElement {
  return el(name, [
    el('base:simpleAddress', [
      el('base:countryCode', address.countryCode),
      el('base:postalCode', address.postalCode.trim()),
      el('base:city', address.city.trim()),
      el('base:additionalAddressDetail', address.street.trim()),
    ]),
  ]);
}

/** NAV's money pairs: the amount in the invoice's currency and in forints (the same for HUF). */
export function moneyPair(name: string, hufName: string, amount: number): XmlElement[] {
  return [el(name, decimal(amount)), el(hufName, decimal(amount))];
}

/** 27 -> `0.27`. */
export const vatPercentage = (rate: number) => el('vatPercentage', decimal(rate / 100));
