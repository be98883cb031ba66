import type { NavConfig } from '@server/services/invoices/nav/nav-config';
import { shopSoftware } from '@server/services/invoices/nav/nav-config';

/** A technical user of the stand-in (made up, in NAV's formats). */
export const NAV_CREDENTIALS = {
  login: 'mpteszt1a2b3c4d',
  password: 'Jelszó-Ő-ű-2026',
  signatureKey: 'ab-cd12-34ef56ab7890Q1W2E3R4T5Y6',
  exchangeKey: '3F9aX2kP7mQ1zL8w',
  taxNumber: '12345676',
} as const;

export function navTestConfig(apiUrl: string): NavConfig {
  return {
    apiUrl,
    ...NAV_CREDENTIALS,
    software: shopSoftware({
      name: 'MotoPont Kereskedelmi Kft.',
      taxNumber: '12345676-2-43',
      contact: 'fejlesztes@motopont.hu',
      version: '1.0.0',
    }),
  };
}
