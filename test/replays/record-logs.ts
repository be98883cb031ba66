/**
 * Records the QA logs of test/replays from a running shop, the way QA does by hand: opens the shop with
 * ?qa=1 in Chromium, walks a path with clicks and typing, and saves the log through the QA panel's
 * 'Napló letöltése (Redux DevTools)' button.
 *
 *   npm start &                       # or any running shop with the demo catalogue
 *   npx tsx test/replays/record-logs.ts http://localhost:8080
 *
 * Writes <name>.log.json (the log as downloaded) and <name>.state.json (the state the browser had after
 * the last action, from the same log: what the replay must reproduce).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { parseDevToolsFile } from '../../src/client/app/qa/devtools-file-reader';
import { comparableState } from '../../scripts/replay-log';
import { DEMO_POPUP } from '../../src/server/seed/demo-content';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = __dirname;

async function saveLog(page: Page, name: string): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Napló letöltése (Redux DevTools)' }).click();
  const file = path.join(out, `${name}.log.json`);
  await (await download).saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  const { recordedStates } = parseDevToolsFile(text);
  const last = recordedStates[recordedStates.length - 1];
  fs.writeFileSync(
    path.join(out, `${name}.state.json`),
    `${JSON.stringify(comparableState(last), null, 2)}\n`,
  );
  fs.writeFileSync(file, `${JSON.stringify(JSON.parse(text), null, 1)}\n`);
  console.log(`${name}: ${parseDevToolsFile(text).actions.length} actions`);
}

async function closePopup(page: Page, title: string): Promise<void> {
  const dialog = page
    .getByRole('dialog', { name: title })
    .or(page.getByRole('alertdialog', { name: title }));
  await dialog.getByRole('button', { name: 'Rendben' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function firstProductWithVariants(): Promise<{ alias: string; variantId: number }> {
  const csrf = await fetch(`${base}/api/csrf`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const { token } = (await csrf.json()) as { token: string };
  const list = await fetch(`${base}/api/productsByAlias/ruhazat-sisak`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': token,
      cookie: `csrf_token=${token}`,
    },
    body: JSON.stringify({ sort: ['fullname_en', 'asc'], range: [0, 30] }),
  });
  for (const { alias } of (await list.json()) as { alias: string }[]) {
    const product = (await (await fetch(`${base}/api/productByAlias/${alias}`)).json()) as {
      variants: { id: number; availability: string }[];
    };
    const variant = product.variants.find((v) => v.availability === 'raktaron');
    if (product.variants.length > 1 && variant) return { alias, variantId: variant.id };
  }
  throw new Error('No product with several variants in stock');
}

async function addToCart(page: Page, alias: string, variantId: number): Promise<void> {
  await page
    .getByRole('link', { name: /Ruházat, sisak/i })
    .first()
    .click();
  await page.waitForURL('**/ruhazat-sisak/**');
  await page.locator(`a[href="/termek/${alias}"]`).first().click();
  const buyBox = page.getByRole('region', { name: 'Vásárlás' });
  await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption(String(variantId));
  await buyBox.getByRole('button', { name: 'Kosárba' }).click();
  const popup = page.getByRole('dialog', { name: 'A termék a kosárba került' });
  await popup.getByRole('button', { name: 'Rendben' }).click();
  await page.getByRole('link', { name: /Kosár 1/ }).waitFor();
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const { alias, variantId } = await firstProductWithVariants();
  const shopper = async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'hu-HU',
      acceptDownloads: true,
      baseURL: base,
    });
    // A shopper who closed the announcement long ago.
    await context.addInitScript((alias) => {
      if (window === window.top && localStorage.getItem('popup') === null)
        localStorage.setItem('popup', alias);
    }, DEMO_POPUP.alias);
    return { context, page: await context.newPage() };
  };

  // 1. Browse and add: home, a list, a search, a product, a variant, the cart button.
  {
    const { context, page } = await shopper();
    await page.goto('/?qa=1');
    const search = page.getByRole('combobox', { name: 'Keresés a termékek között' });
    await search.fill('kesztyű');
    await search.press('Enter');
    await page.waitForURL('**/kereses**');
    await addToCart(page, alias, variantId);
    await saveLog(page, 'browse-and-add');
    await context.close();
  }

  // 2. Checkout to order, as a guest.
  {
    const { context, page } = await shopper();
    await page.goto('/?qa=1');
    await addToCart(page, alias, variantId);
    await page.getByRole('link', { name: /Kosár 1/ }).click();
    await page.getByRole('radio', { name: /GLS futárszolgálat/ }).check();
    await page.getByRole('link', { name: 'Tovább' }).click();
    const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
    await shipping.getByLabel('Vezetéknév').fill('Felvétel');
    await shipping.getByLabel('Keresztnév').fill('Kata');
    await shipping.getByLabel('Irányítószám').fill('4025');
    await shipping.getByLabel('Város').fill('Debrecen');
    await shipping.getByLabel('Utca, házszám').fill('Piac utca 10.');
    await shipping.getByLabel('E-mail cím').fill('felvetel.kata@example.hu');
    await shipping.getByLabel('Telefonszám').fill('+36 52 123 456');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.waitForURL('**/megrendeles');
    await page.getByRole('button', { name: 'Megrendelés elküldése' }).click();
    const success = page.getByRole('dialog', { name: 'Sikeres rendelés!' });
    await success.getByRole('button', { name: 'Rendben' }).click();
    await page.getByRole('link', { name: /Kosár 0/ }).waitFor();
    await saveLog(page, 'checkout-to-order');
    await context.close();
  }

  // 3. Register (not recorded), then log in and edit the profile.
  {
    const { context, page } = await shopper();
    const email = `qa.felvetel.${Date.now()}@example.hu`;
    await page.goto('/regisztracio');
    await page.getByLabel('Vezetéknév').fill('Felvétel');
    await page.getByLabel('Keresztnév').fill('Péter');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel(/^Jelszó\W*$/).fill('Motoros-2026');
    await page.getByLabel('Jelszó még egyszer').fill('Motoros-2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Regisztrálok' }).click();
    await closePopup(page, 'Sikeres regisztráció!');
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('navigation', { name: 'Fiók és kosár' })
      .getByRole('button', { name: 'Kilépés' })
      .click();
    await page
      .getByRole('navigation', { name: 'Fiók és kosár' })
      .getByRole('link', { name: 'Belépés' })
      .waitFor();
    // redux-persist writes a moment later (throttled).
    await page.waitForFunction(() => localStorage.getItem('token') === null);

    await page.goto('/belepes?qa=1');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó').fill('Motoros-2026');
    await page.getByRole('button', { name: 'Belépek' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('navigation', { name: 'Fiók és kosár' })
      .getByRole('link', { name: 'Profil' })
      .click();
    const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
    await shipping.getByLabel('Irányítószám').fill('8200');
    await shipping.getByLabel('Város').fill('Veszprém');
    await page.getByRole('button', { name: 'Adatok mentése' }).click();
    await closePopup(page, 'Sikeres mentés!');
    await saveLog(page, 'login-and-profile');

    // 4. The same customer, still logged in, reloads the shop: the login comes back from the storage
    // (recorded as one plain persistence/rehydrated event), then the profile and a product to the cart.
    await page.goto('/?qa=1');
    await page
      .getByRole('navigation', { name: 'Fiók és kosár' })
      .getByRole('link', { name: 'Profil' })
      .click();
    await page.getByRole('group', { name: 'Szállítási adatok' }).getByLabel('Város').waitFor();
    await addToCart(page, alias, variantId);
    await saveLog(page, 'logged-in-reload');
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
