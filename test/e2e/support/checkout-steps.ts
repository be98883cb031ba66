import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product, Variant } from '@common/api/catalogue.schema';
import { dataDir } from './browser';

export interface Purchase {
  product: Product;
  variant: Variant;
}

/** The first product with an orderable, light variant in stock. */
export function pickPurchase(products: Product[], skip = 0): Purchase {
  const picks = products.flatMap((product) => {
    const variant = product.variants.find(
      (v) => (v.availability === 'raktaron' || v.availability === 'rendelheto') && v.weight_kg <= 5,
    );
    return variant ? [{ product, variant }] : [];
  });
  const pick = picks[skip];
  if (!pick) throw new Error('no orderable demo product');
  return pick;
}

/** Adds one piece from the product page and goes to step 1 with a delivery method chosen. */
export async function cartWithDelivery(page: Page, { product, variant }: Purchase, method: RegExp) {
  await page.goto(`/termek/${product.alias}`);
  const buyBox = page.getByRole('region', { name: 'Vásárlás' });
  await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor();
  if (product.variants.length > 1) {
    await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption(String(variant.id));
  }
  await buyBox.getByRole('button', { name: 'Kosárba' }).click();
  const popup = page.getByRole('dialog', { name: 'A termék a kosárba került' });
  await popup.getByRole('button', { name: 'Rendben' }).click();
  await page.getByRole('link', { name: /Kosár 1/ }).click();
  await page.waitForURL('**/kosar');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('link', { name: 'Tovább' }).click();
  await page.waitForURL('**/adatok-szallitas');
}

/** Step 2's shipping block with well-formed data. */
export async function fillShipping(page: Page, email: string) {
  const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
  await shipping.getByLabel('Vezetéknév').fill('Teszt');
  await shipping.getByLabel('Keresztnév').fill('Vásárló');
  await shipping.getByLabel('Irányítószám').fill('9021');
  await shipping.getByLabel('Város').fill('Győr');
  await shipping.getByLabel('Utca, házszám').fill('Baross Gábor út 12.');
  await shipping.getByLabel('E-mail cím').fill(email);
  await shipping.getByLabel('Telefonszám').fill('+36 30 123 4567');
}

/** Presses 'Megrendelés elküldése' and returns the order number finishCart answered. */
export async function sendOrder(page: Page): Promise<string> {
  const finished = page.waitForResponse((r) => r.url().endsWith('/api/finishCart'));
  await page.getByRole('button', { name: 'Megrendelés elküldése' }).click();
  const answer = (await (await finished).json()) as { order: { order_number: string } };
  return answer.order.order_number;
}

function outboxMails(): string[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/** The decoded text of an .eml (quoted-printable or base64 parts), for plain searches. */
function decodedMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '');
  const base64Parts = mail.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [];
  const decoded = base64Parts.map((part) =>
    Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  const qp = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
  return [mail, qp, ...decoded].join('\n');
}

/** The first outbox e-mail (decoded) that holds every one of the texts, waiting up to 5 s for it. */
export async function waitForMail(...texts: string[]): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const found = outboxMails()
      .map(decodedMail)
      .find((mail) => texts.every((text) => mail.includes(text)));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail with ${texts.join(', ')}`);
}

/** The customer's confirmation e-mail (decoded), waiting up to 5 s for the outbox. */
export async function customerMail(email: string, orderNumber: string): Promise<string> {
  return waitForMail(email, orderNumber);
}
