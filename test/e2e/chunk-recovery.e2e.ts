/**
 * A deploy while a tab is open: the screen chunks its page names are gone from dist/. The tab reloads
 * once (the fresh page names the current chunks); when the chunk is still missing, the route's error
 * boundary says so with a reload button, the header and footer stay: never a blank page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { ROOT, type ShopServer, startShopServer } from './support/shop-server';

let browser: Browser;
let server: ShopServer;
let distCopy: string;

beforeAll(async () => {
  // A copy of the build of its own: this test deletes files from it while pages are open.
  distCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.cpSync(path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'), distCopy, { recursive: true });
  server = await startShopServer({ DIST_DIR: distCopy });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(distCopy, { recursive: true, force: true });
});

/** The page loads (documents) a tab makes: the first visit and every reload. */
function countDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

function chunkFiles(name: string): string[] {
  return fs
    .readdirSync(path.join(distCopy, 'assets'))
    .filter((file) => file.startsWith(`${name}.`))
    .map((file) => path.join(distCopy, 'assets', file));
}

describe('a screen chunk that is gone', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`reloads once, then shows the message with a reload button, not a blank page (${label})`, async () => {
      const { context, page } = await newShopper(browser, viewport, { baseURL: server.url });
      const loads = countDocumentLoads(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();

      // The deploy: the partners screen's files (script, stylesheet, compressed copies) disappear.
      const files = chunkFiles('partners');
      expect(files.length).toBeGreaterThan(0);
      const saved = files.map((file) => [file, fs.readFileSync(file)] as const);
      for (const file of files) fs.rmSync(file);
      try {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Partnereink' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Az oldalt nem sikerült' });
        await alert.waitFor();
        expect(await alert.textContent()).toContain('az oldal újratöltése megoldja');
        expect(new URL(page.url()).pathname).toBe('/partnerek');
        // One automatic reload, and no more after the message (no loop).
        await page.waitForTimeout(1500);
        expect(loads).toHaveLength(2);
        await page.getByRole('banner').waitFor();
        await page.getByRole('contentinfo').waitFor();
        await screenshot(page, `chunk-missing-${label}`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The shopper goes on to another page: the message goes, that page shows.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
        await page.getByRole('heading', { level: 1, name: 'Legfrissebb bejegyzések:' }).waitFor();
        expect(await alert.count()).toBe(0);

        // Back on the broken page, the button reloads it; once the files are back it shows.
        await page.goBack();
        await alert.waitFor();
        for (const [file, content] of saved) fs.writeFileSync(file, content);
        await page.getByRole('button', { name: 'Oldal újratöltése' }).click();
        await page.getByRole('heading', { level: 1, name: 'Partnereink' }).waitFor();
        expect(await alert.count()).toBe(0);
      } finally {
        for (const [file, content] of saved) fs.writeFileSync(file, content);
      }
      await context.close();
    });
  }

  it('recovers by its one reload when the chunk loads then (a deploy: the new page names it)', async () => {
    const { context, page, errors } = await newShopper(browser, DESKTOP, { baseURL: server.url });
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The first request for the blog chunk fails as a removed file does; the reloaded page gets it.
    let refused = 0;
    await page.route(/\/assets\/blog\.[^/]+\.js$/, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: 'Nem található.' });
      else await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legfrissebb bejegyzések:' }).waitFor();
    expect(refused).toBe(2);
    expect(loads).toHaveLength(2);
    expect(
      await page.getByRole('alert').filter({ hasText: 'Az oldalt nem sikerült' }).count(),
    ).toBe(0);
    // The mark is gone once the chunk loaded: a later deploy reloads again.
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk_reload'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a footer, without reloading, when the footer's own chunk does not load", async () => {
    const { context, page } = await newShopper(browser, PHONE, { baseURL: server.url });
    const loads = countDocumentLoads(page);
    await page.route(/\/assets\/footer\.[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Nem található.' }),
    );
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Adatvédelmi nyilatkozat' }).waitFor();
    expect(await footer.textContent()).toContain('Minden ár forintban értendő');
    // The frame only: the category lists come with the chunk that did not.
    expect(await footer.getByRole('heading', { name: 'Ruházat, sisak' }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(loads).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await footer.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legfrissebb bejegyzések:' }).waitFor();
    await context.close();
  });
});
