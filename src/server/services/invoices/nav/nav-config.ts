import { taxpayerId } from './nav-values';

/** The invoicing software's identification, sent in every request (spec 1.3.3, SoftwareType). */
export interface NavSoftware {
  /** 18 characters of `[0-9A-Z-]`: country code, developer's tax number, then the developer's own. */
  softwareId: string;
  softwareName: string;
  softwareOperation: 'LOCAL_SOFTWARE' | 'ONLINE_SERVICE';
  softwareMainVersion: string;
  softwareDevName: string;
  softwareDevContact: string;
  softwareDevCountryCode: string;
  softwareDevTaxNumber?: string;
}

/** A technical user of the shop in NAV's Online Számla system, and where to reach it. */
export interface NavConfig {
  /** The base, `…/invoiceService/v3`, without a trailing slash. */
  apiUrl: string;
  login: string;
  password: string;
  signatureKey: string;
  /** Cserekulcs: 16 characters, the AES-128 key of the exchange token. */
  exchangeKey: string;
  /** The shop's tax number (8 digits or 8-1-2). */
  taxNumber: string;
  software: NavSoftware;
}

/** NAV's test system, the default outside production (spec 6.1). */
export const NAV_TEST_API_URL = 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3';

/**
 * MotoPont's own identification: the shop runs its own invoicing (LOCAL_SOFTWARE, developed in house),
 * so the developer is the shop itself; the id is `HU` + its tax number + `-MOTOPNT` (spec 1.3.3).
 */
export function shopSoftware(shop: {
  name: string;
  taxNumber: string;
  contact: string;
  version: string;
}): NavSoftware {
  return {
    softwareId: `HU${taxpayerId(shop.taxNumber)}-MOTOPNT`,
    softwareName: 'MotoPont webáruház',
    softwareOperation: 'LOCAL_SOFTWARE',
    softwareMainVersion: shop.version.slice(0, 15),
    softwareDevName: shop.name,
    softwareDevContact: shop.contact,
    softwareDevCountryCode: 'HU',
    softwareDevTaxNumber: taxpayerId(shop.taxNumber),
  };
}
