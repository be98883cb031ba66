import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Product, Variant } from '@common/api/catalogue.schema';
import {
  DESKTOP,
  PHONE,
  dataDir,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { demoProducts } from './support/demo-api';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const orderable = (v: Variant) => v.availability === 'raktaron' || v.availability === 'rendelheto';

interface Pick {
  product: Product;
  variant: Variant;
}

/** Products with two or more variants (so the shopper has to choose) and an orderable, light variant. */
function pickPurchases(products: Product[], count: number): Pick[] {
  const picks: Pick[] = [];
  for (const product of products) {
    if (product.variants.length < 2) continue;
    const variant = product.variants.find((v) => orderable(v) && v.weight_kg <= 5);
    if (variant) picks.push({ product, variant });
    if (picks.length === count) break;
  }
  expect(picks).toHaveLength(count);
  return picks;
}

const METHODS = [
  { method: 0, label: 'Személyes átvétel az üzletben', payment: 'Fizetés az üzletben' },
  { method: 1, label: 'GLS futárszolgálat', payment: 'Utánvét' },
  { method: 2, label: 'MPL futárszolgálat', payment: 'Előre utalás' },
] as const;

function outboxMails(): string[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/** An .eml body may be quoted-printable or base64; this finds a plain ASCII needle in either. */
function mailContains(mail: string, needle: string): boolean {
  if (mail.includes(needle)) return true;
  const unfolded = mail.replace(/=\r?\n/g, '');
  if (unfolded.includes(needle)) return true;
  const base64Parts = mail.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [];
  return base64Parts.some((part) =>
    Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8').includes(needle),
  );
}

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function addFromProductPage(page: Page, { product, variant }: Pick) {
  await page.goto(`/termek/${product.alias}`);
  const buyBox = page.getByRole('region', { name: 'Vásárlás' });
  await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor();
  await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption(String(variant.id));
  await buyBox.getByRole('button', { name: 'Kosárba' }).click();
  const popup = page.getByRole('dialog', { name: 'A termék a kosárba került' });
  await popup.waitFor();
  expect(await popup.textContent()).toContain(`1 x `);
  return popup;
}

async function fillDataEntry(page: Page, email: string, billingDiffers: boolean) {
  const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
  await shipping.getByLabel('Vezetéknév').fill('Teszt');
  await shipping.getByLabel('Keresztnév').fill('Vásárló');
  await shipping.getByLabel('Irányítószám').fill('9021');
  await shipping.getByLabel('Város').fill('Győr');
  await shipping.getByLabel('Utca, házszám').fill('Baross Gábor út 12.');
  await shipping.getByLabel('E-mail cím').fill(email);
  await shipping.getByLabel('Telefonszám').fill('+36 30 123 4567');
  await shipping.getByLabel('Megjegyzés').fill('Délelőtt legyen szíves csengetni.');
  if (billingDiffers) {
    await page
      .getByRole('checkbox', { name: 'A számlázási cím eltér a szállítási címtől' })
      .check();
    const billing = page.getByRole('group', { name: 'Számlázási adatok' });
    await billing.getByLabel('Számlázási név').fill('Teszt Motor Kft.');
    await billing.getByLabel('Irányítószám').fill('1051');
    await billing.getByLabel('Város').fill('Budapest');
    await billing.getByLabel('Utca, házszám').fill('Nádor utca 5.');
  }
}

describe('buying as a guest', () => {
  let browser: Browser;
  let picks: Pick[];

  beforeAll(async () => {
    browser = await launchBrowser();
    picks = pickPurchases(await demoProducts(45), 3);
  });
  afterAll(() => browser.close());

  it('blocks adding without a variant with the spec popup', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto(`/termek/${picks[0]!.product.alias}`);
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption('0');
    await buyBox.getByRole('button', { name: 'Kosárba' }).click();
    const popup = page.getByRole('dialog', { name: 'Kérlek, válassz a termékváltozatok közül!' });
    await popup.waitFor();
    await screenshot(page, 'checkout-variant-missing-phone');
    await popup.getByRole('button', { name: 'Értem' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: /Kosár 0/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [index, { method, label, payment }] of METHODS.entries()) {
    const viewport = index === 1 ? DESKTOP : PHONE;
    const device = viewport === PHONE ? 'phone' : 'desktop';

    it(`orders with '${label}' (${device}) from the product page to 'Sikeres rendelés!' and an e-mail`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const pick = picks[index]!;
      const email = `vevo.${method}.${Date.now()}@example.hu`;

      const popup = await addFromProductPage(page, pick);
      if (index === 0) await screenshot(page, `checkout-added-${device}`);
      await popup.getByRole('button', { name: 'Rendben' }).click();
      await page.getByRole('link', { name: /Kosár 1/ }).waitFor();

      // Step 1: the cart.
      await page.getByRole('link', { name: /Kosár 1/ }).click();
      await page.waitForURL('**/kosar');
      await page.getByRole('heading', { level: 1, name: 'Kosár' }).waitFor();
      const row = page.getByRole('row', {
        name: new RegExp(escapeRegExp(pick.product.fullname_hu)),
      });
      await row.waitFor();
      await row.getByRole('button', { name: /^Egy darabbal több/ }).click();
      await page.getByRole('link', { name: /Kosár 2/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Tovább' }).count()).toBe(0);
      await page.getByRole('radio', { name: new RegExp(label) }).check();
      await page.getByRole('link', { name: 'Tovább' }).waitFor();
      await page.getByText('Végösszeg').waitFor();
      await screenshot(page, `checkout-cart-${method}-${device}`);
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('link', { name: 'Tovább' }).click();

      // Step 2: data entry. 'Tovább' with the form empty warns first.
      await page.waitForURL('**/adatok-szallitas');
      await page.getByRole('button', { name: 'Tovább' }).click();
      const warning = page.getByRole('dialog', { name: 'Hibás űrlap kitöltés' });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Javítom' }).click();
      await fillDataEntry(page, email, method === 2);
      await screenshot(page, `checkout-data-${method}-${device}`);
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('button', { name: 'Tovább' }).click();

      // Step 3: the summary.
      await page.waitForURL('**/megrendeles');
      await page.getByRole('heading', { level: 1, name: 'Megrendelés' }).waitFor();
      const facts = page.getByRole('region', { name: 'Szállítás és fizetés' });
      expect(await facts.textContent()).toContain(label);
      expect(await facts.textContent()).toContain(payment);
      expect(await facts.textContent()).toContain('Délelőtt legyen szíves csengetni.');
      expect(await page.getByRole('region', { name: 'Szállítási cím' }).textContent()).toContain(
        email,
      );
      if (method === 2) {
        expect(await page.getByRole('region', { name: 'Számlázási cím' }).textContent()).toContain(
          'Teszt Motor Kft.',
        );
      }
      await screenshot(page, `checkout-summary-${method}-${device}`);
      await expectNoSeriousA11yIssues(page);

      const finished = page.waitForResponse((r) => r.url().endsWith('/api/finishCart'));
      const send = page.getByRole('button', { name: 'Megrendelés elküldése' });
      await send.click();
      const answer = (await (await finished).json()) as {
        status: number;
        order: { order_number: string };
      };
      expect(answer.status).toBe(1);

      const success = page.getByRole('dialog', { name: 'Sikeres rendelés!' });
      await success.waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      if (index === 0) await screenshot(page, `checkout-success-${device}`);
      await success.getByRole('button', { name: 'Rendben' }).click();
      await page.getByRole('link', { name: /Kosár 0/ }).waitFor();
      // redux-persist writes with a short throttle.
      await page.waitForFunction(() => window.localStorage.getItem('cart_id') === null);

      // The confirmation to the customer is in the outbox, with the order number.
      const orderNumber = answer.order.order_number;
      let mails: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        mails = outboxMails().filter((mail) => mailContains(mail, email));
        if (mails.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.some((mail) => mailContains(mail, orderNumber))).toBe(true);

      const purchases = await page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'purchase',
          ).length,
      );
      expect(purchases).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends one order however fast the button is pressed', async () => {
    const { context, page } = await newShopper(browser, DESKTOP);
    const popup = await addFromProductPage(page, picks[0]!);
    await popup.getByRole('button', { name: 'Rendben' }).click();
    await page.getByRole('link', { name: /Kosár 1/ }).click();
    await page.getByRole('radio', { name: /Személyes átvétel/ }).check();
    await page.getByRole('link', { name: 'Tovább' }).click();
    await fillDataEntry(page, `gyors.${Date.now()}@example.hu`, false);
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.waitForURL('**/megrendeles');

    let finishCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/finishCart')) finishCalls += 1;
    });
    const send = page.getByRole('button', { name: 'Megrendelés elküldése' });
    // Clicks dispatched straight into the page, faster than a disabled state could render.
    await send.evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 5; i += 1) button.click();
    });
    await page.getByRole('dialog', { name: 'Sikeres rendelés!' }).waitFor();
    expect(finishCalls).toBe(1);
    await context.close();
  });

  it('adds from a row of the variants table, with the success popup and the header count', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    const { product, variant } = picks[1]!;
    await page.goto(`/termek/${product.alias}`);
    await page.getByRole('tab', { name: 'Elérhetőség, változatok' }).click();
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(variant.cikkszam)) });
    await row.getByRole('button', { name: /^Kosárba/ }).click();
    const popup = page.getByRole('dialog', { name: 'A termék a kosárba került' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain(product.fullname_hu);
    await popup.getByRole('button', { name: 'Rendben' }).click();
    await page.getByRole('link', { name: /Kosár 1/ }).waitFor();
    await page.waitForFunction(() =>
      /^[0-9a-f-]{36}$/.test(window.localStorage.getItem('cart_id') ?? ''),
    );
    // After a reload only the id is left in the browser: the cart is loaded again for the count.
    await page.reload();
    await page.getByRole('link', { name: /Kosár 1/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects an empty cart from the data entry step to /kosar', async () => {
    const { context, page } = await newShopper(browser, PHONE);
    await page.goto('/adatok-szallitas');
    await page.waitForURL('**/kosar');
    await page.getByText('A kosár üres.').waitFor();
    await screenshot(page, 'checkout-empty-phone');
    await context.close();
  });
});
