import { NavClient } from '@server/services/invoices/nav/nav-client';
import {
  NAV_TEST_API_URL,
  shopSoftware,
  type NavConfig,
} from '@server/services/invoices/nav/nav-config';

/**
 * Asks NAV by hand with the shop's technical user (NAV_LOGIN, NAV_PASSWORD, NAV_SIGNATURE_KEY,
 * NAV_EXCHANGE_KEY, NAV_TAX_NUMBER; NAV_API_URL, default NAV's test system):
 *   npm run nav -- token                  can we log in? (tokenExchange)
 *   npm run nav -- check MP-2026-000001   does NAV hold this invoice of ours? (queryInvoiceCheck)
 *   npm run nav -- status 4RB2DCUPTC6S7   how did this report go? (queryTransactionStatus)
 * Prints the outcome (success / refused / unknown) as JSON.
 */

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}

function configFromEnv(): NavConfig {
  const taxNumber = required('NAV_TAX_NUMBER');
  return {
    apiUrl: process.env.NAV_API_URL ?? NAV_TEST_API_URL,
    login: required('NAV_LOGIN'),
    password: required('NAV_PASSWORD'),
    signatureKey: required('NAV_SIGNATURE_KEY'),
    exchangeKey: required('NAV_EXCHANGE_KEY'),
    taxNumber,
    software: shopSoftware({
      name: process.env.SHOP_NAME ?? 'MotoPont',
      taxNumber,
      contact: process.env.SHOP_EMAIL ?? 'bolt@motopont.hu',
      version: process.env.npm_package_version ?? '1.0.0',
    }),
  };
}

async function main() {
  const [command, argument] = process.argv.slice(2);
  const nav = new NavClient(configFromEnv());
  const outcome =
    command === 'token'
      ? await nav.tokenExchange()
      : command === 'check' && argument
        ? await nav.queryInvoiceCheck(argument)
        : command === 'status' && argument
          ? await nav.queryTransactionStatus(argument)
          : null;
  if (!outcome) {
    console.error('Usage: npm run nav -- token | check INVOICE_NUMBER | status TRANSACTION_ID');
    process.exit(2);
  }
  console.log(JSON.stringify(outcome, null, 2));
  process.exit(outcome.kind === 'success' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
