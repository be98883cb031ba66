/**
 * `npm run dev` as a new contributor starts it: the real script (API server under tsx watch plus the
 * webpack dev server) on free ports, a shopper adding to the cart through the dev server's port, and a
 * component edit applied in place by React Fast Refresh with the component's state kept.
 * The pages must come with the anti-forgery cookie and meta tag like production's, or every POST
 * answers 419.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import { DESKTOP, launchBrowser, newShopper, seriousA11yViolations } from './support/browser';
import { ROOT, freePort } from './support/shop-server';

jest.setTimeout(300_000);

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

let dev: ChildProcess;
let devUrl: string;
let workDir: string;
let output = '';
let browser: Browser;
const BUY_BOX = path.join(ROOT, 'src/client/features/product/components/product-buy-box.tsx');
const BUY_BOX_SOURCE = fs.readFileSync(BUY_BOX, 'utf8');
/** A source file the Fast Refresh test has changed and not yet put back (afterAll restores it). */
let editedFile: string | null = null;

/** The served page once webpack's first compile has written the template the API renders. */
async function waitForFirstPage(url: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
    try {
      const html = await (await fetch(`${url}/`)).text();
      if (html.includes('/assets/main.js') && html.includes('name="csrf-token"')) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`npm run dev did not serve a page in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-'));
  const devPort = await freePort();
  const apiPort = await freePort();
  devUrl = `http://localhost:${devPort}`;
  // Its own process group, so the test stops npm, tsx watch, the API and webpack together.
  dev = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_PORT: String(devPort),
      API_PORT: String(apiPort),
      DATA_DIR: path.join(workDir, 'data'),
      DEV_CLIENT_DIR: path.join(workDir, 'client'),
      LOG_LEVEL: 'warn',
    },
  });
  dev.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  dev.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  await waitForFirstPage(devUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  if (editedFile) fs.writeFileSync(editedFile, BUY_BOX_SOURCE);
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r));
    process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A clothing product with a choice of variants and an orderable one, found through the dev port. */
async function productToBuy(token: string, cookie: string) {
  const list = await fetch(`${devUrl}/api/productsByAlias/ruhazat-sisak`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token, Cookie: cookie },
    body: JSON.stringify({ sort: ['fullname_en', 'asc'], range: [0, 30] }),
  });
  expect(list.status).toBe(200);
  for (const { alias } of (await list.json()) as { alias: string }[]) {
    const product = (await (
      await fetch(`${devUrl}/api/productByAlias/${encodeURIComponent(alias)}`, {
        headers: JSON_HEADERS,
      })
    ).json()) as Product;
    const variant = product.variants.find(
      (v) => v.availability === 'raktaron' || v.availability === 'rendelheto',
    );
    if (product.variants.length > 1 && variant) return { product, variant };
  }
  throw new Error('No orderable clothing in the demo catalogue');
}

describe('npm run dev', () => {
  it('serves pages with the anti-forgery cookie and meta tag, so POSTs pass (real HTTP)', async () => {
    const page = await fetch(`${devUrl}/kosar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Kosár - ');
    expect(html).toContain('<script id="shop-info" type="application/json">');
    const token = html.match(/<meta name="csrf-token" content="([^"]+)">/)?.[1] ?? '';
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(token).not.toBe('');
    expect(cookie).toMatch(/=/);

    // Without the token the server refuses, as in production: the check is really there.
    const refused = await fetch(`${devUrl}/api/productsByAlias/ruhazat-sisak`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ range: [0, 1] }),
    });
    expect(refused.status).toBe(419);
    await productToBuy(token, cookie);

    // Component edits keep their state: the bundle carries React Fast Refresh.
    const main = await (await fetch(`${devUrl}/assets/main.js`)).text();
    expect(main).toContain('react-refresh/runtime.js');
    expect(main).toContain('$Refresh$');
  });

  it('lets a shopper add to the cart through the dev port (Chromium)', async () => {
    const first = await fetch(`${devUrl}/`);
    const token = (await first.text()).match(/name="csrf-token" content="([^"]+)"/)?.[1] ?? '';
    const { product, variant } = await productToBuy(
      token,
      (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    );

    const { context, page, errors } = await newShopper(browser, DESKTOP, { baseURL: devUrl });
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 419) refused.push(res.url());
    });
    await page.goto(`/termek/${product.alias}`);
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor({ timeout: 60_000 });
    await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption(String(variant.id));
    await buyBox.getByRole('button', { name: 'Kosárba' }).click();
    const popup = page.getByRole('dialog', { name: 'A termék a kosárba került' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('1 x ');
    await page.getByRole('link', { name: /Kosár 1/ }).waitFor();
    expect(refused).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies a component edit in place and keeps its state (React Fast Refresh)', async () => {
    const first = await fetch(`${devUrl}/`);
    const token = (await first.text()).match(/name="csrf-token" content="([^"]+)"/)?.[1] ?? '';
    const { product } = await productToBuy(
      token,
      (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    );
    const { context, page, errors } = await newShopper(browser, DESKTOP, { baseURL: devUrl });
    await page.goto(`/termek/${product.alias}`);
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor({ timeout: 60_000 });
    const quantity = buyBox.getByRole('spinbutton', { name: 'Mennyiség' });
    await buyBox.getByRole('button', { name: 'Mennyiség növelése' }).click();
    await buyBox.getByRole('button', { name: 'Mennyiség növelése' }).click();
    expect(await quantity.inputValue()).toBe('3');
    // A full reload would lose this mark and the typed quantity.
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).beforeEdit = true;
    });

    // The real source file, edited as a developer would, and put back whatever happens.
    editedFile = BUY_BOX;
    expect(BUY_BOX_SOURCE).toContain('(az ár 27% áfát tartalmaz)');
    // The VAT line is always shown (the availability only once a variant is chosen).
    fs.writeFileSync(
      BUY_BOX,
      BUY_BOX_SOURCE.replace('(az ár 27% áfát tartalmaz)', '(az ár tartalmazza a 27% áfát)'),
    );
    try {
      await buyBox.getByText('az ár tartalmazza a 27% áfát').waitFor({ timeout: 120_000 });
    } finally {
      fs.writeFileSync(BUY_BOX, BUY_BOX_SOURCE);
      editedFile = null;
    }
    expect(await quantity.inputValue()).toBe('3');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).beforeEdit),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
