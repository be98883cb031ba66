import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import '../../src/client/app/qa/all-endpoints';
import { parseDevToolsFile } from '../../src/client/app/qa/devtools-file-reader';
import { rootReducer } from '../../src/client/app/root-reducer';
import { importIntoExtension } from '../../src/client/testing/devtools-extension';
import { firstDifferentStep } from '../../scripts/replay-log';
import { DESKTOP, launchBrowser, newShopper } from './support/browser';
import { demoProducts } from './support/demo-api';

/**
 * Issue 10, the README's support and QA guides followed step by step in a real browser: a customer
 * halfway through checkout saves their state with ?qa=1, support loads the file and sees the same
 * screen and cart; QA downloads the action log, which replays in Redux DevTools' format.
 */
async function productWithVariant(): Promise<{ alias: string; variantId: number }> {
  for (const product of await demoProducts(30)) {
    const variant = product.variants.find((v) => v.availability === 'raktaron');
    if (variant) return { alias: product.alias, variantId: variant.id };
  }
  throw new Error('no product in stock');
}

describe('support and QA guides', () => {
  let browser: Browser;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-support-'));
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a customer's saved state shows support the same checkout step and cart", async () => {
    const { alias, variantId } = await productWithVariant();
    const customer = await newShopper(browser, DESKTOP);
    const page = customer.page;
    await page.goto(`/termek/${alias}`);
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    const select = buyBox.getByRole('combobox', { name: 'Termékváltozat' });
    await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor();
    if (await select.count()) await select.selectOption(String(variantId));
    await buyBox.getByRole('button', { name: 'Kosárba' }).click();
    await page
      .getByRole('dialog', { name: 'A termék a kosárba került' })
      .getByRole('button', { name: 'Rendben' })
      .click();
    await page.getByRole('link', { name: /Kosár 1/ }).click();
    await page.getByRole('radio', { name: /GLS futárszolgálat/ }).check();
    await page.getByRole('link', { name: 'Tovább' }).click();
    await page.waitForURL('**/adatok-szallitas');
    const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
    await shipping.getByLabel('Vezetéknév').fill('Ügyfél');
    await shipping.getByLabel('Város').fill('Miskolc');
    // The field is sent 400 ms after the last keystroke; then the customer opens the panel (guide step 1).
    await page.waitForResponse((r) => r.url().endsWith('/api/modifyCart') && r.ok());
    await page.waitForTimeout(600);
    await page.goto('/adatok-szallitas?qa=1');
    await shipping.getByLabel('Város').waitFor();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Állapot letöltése' }).click();
    const stateFile = path.join(folder, 'allapot.json');
    await (await saved).saveAs(stateFile);
    const stateText = fs.readFileSync(stateFile, 'utf8');
    expect(stateText).toContain('/adatok-szallitas');
    // The same file opens in the Redux DevTools extension's Import (its real importState + instrument).
    const inExtension = importIntoExtension(rootReducer, stateText);
    expect(inExtension.computedStates[0]?.state).toMatchObject({
      navigation: { pathname: '/adatok-szallitas' },
      cart: { cartId: expect.any(String) },
    });
    await customer.context.close();

    // Guide step 2: support opens the shop with ?qa=1 and loads the file.
    const support = await newShopper(browser, DESKTOP);
    await support.page.goto('/?qa=1');
    await support.page.getByLabel('Állapot betöltése').setInputFiles(stateFile);
    await support.page.waitForURL((url) => url.pathname === '/adatok-szallitas');
    const supportShipping = support.page.getByRole('group', { name: 'Szállítási adatok' });
    await expect(supportShipping.getByLabel('Város').inputValue()).resolves.toBe('Miskolc');
    await expect(supportShipping.getByLabel('Vezetéknév').inputValue()).resolves.toBe('Ügyfél');
    await support.page.getByRole('link', { name: /Kosár 1/ }).waitFor();
    expect(support.errors).toEqual([]);
    await support.context.close();
  });

  it('QA records a path and downloads a log that Redux DevTools and npm run replay read', async () => {
    const qa = await newShopper(browser, DESKTOP);
    await qa.page.goto('/?qa=1');
    await qa.page
      .getByRole('navigation', { name: 'Főmenü' })
      .getByRole('link', { name: 'Akciók' })
      .click();
    await qa.page.waitForURL('**/akciok/');
    await qa.page.locator('a[href^="/termek/"]').first().click();
    await qa.page.waitForURL('**/termek/**');
    await qa.page.getByRole('region', { name: 'Vásárlás' }).waitFor();
    const download = qa.page.waitForEvent('download');
    await qa.page.getByRole('button', { name: 'Napló letöltése (Redux DevTools)' }).click();
    const file = path.join(folder, 'naplo.json');
    await (await download).saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    const { actions, recordedStates } = parseDevToolsFile(text);
    const types = actions.map((a) => a.type);
    expect(types).toContain('navigation/locationChanged');
    expect(types).toContain('persistence/rehydrated');
    expect(types.filter((t) => t.startsWith('api/')).length).toBeGreaterThan(2);
    // The extension's Import replays it through the shop's reducer to the states the page recorded.
    const lifted = importIntoExtension(rootReducer, text);
    const replayed = lifted.computedStates.slice(1).map((entry) => entry.state);
    expect(firstDifferentStep(actions, recordedStates, replayed)).toBeNull();
    expect(qa.errors).toEqual([]);
    await qa.context.close();
  });
});
