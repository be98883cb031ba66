import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** No page of the back office scrolls sideways (a wide table scrolls inside its own region). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens a back-office screen from the navigation and waits for its heading of the same name. */
export async function openAdminScreen(page: Page, link: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Háttériroda' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await page.getByRole('heading', { name: link, level: 1 }).waitFor();
}

/**
 * The retailer's daily price-and-stock file for one item (`cikkszam;ar;akcios_ar;keszlet`, stock 25),
 * imported on Termékek (CSV) as a retailer does it: the preview shows one changed row (`onPreview` may
 * check more), then the import is approved.
 */
export async function importPriceFile(
  page: Page,
  cikkszam: string,
  price: number,
  onPreview?: (preview: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('link', { name: 'Termékek (CSV)' }).click();
  await page.getByRole('heading', { name: 'Termékek CSV-ben' }).waitFor();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arlista-')), 'arlista.csv');
  fs.writeFileSync(file, `cikkszam;ar;akcios_ar;keszlet\r\n${cikkszam};${price};;25\r\n`);
  await page.getByLabel('CSV-fájl').setInputFiles(file);
  await page.getByRole('button', { name: 'Előnézet' }).click();
  const preview = page.getByRole('region', { name: 'Előnézet' });
  await preview.getByText('1 módosított').waitFor();
  if (onPreview) await onPreview(preview);
  await page.getByRole('button', { name: 'Import jóváhagyása' }).click();
  await page.getByRole('region', { name: 'Az import kész' }).waitFor();
}

/** A variant as the product editor finds it. */
export interface EditedVariant {
  productId: number;
  variantId: number;
  cikkszam: string;
}

/** Sets a variant's stock in the back office's product editor and waits for the save. */
export async function setVariantStock(
  page: Page,
  variant: EditedVariant,
  stock: number,
): Promise<void> {
  await page.goto(`/admin/katalogus/${variant.productId}`);
  await page.getByRole('button', { name: `${variant.cikkszam} szerkesztése` }).click();
  const form = page.getByRole('form', { name: `Változat: ${variant.cikkszam}` });
  await form.getByLabel('Készlet (db)').fill(String(stock));
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/admin/catalogue/variants/${variant.variantId}`) && r.status() === 200,
  );
  await form.getByRole('button', { name: 'Mentés' }).click();
  await saved;
}
