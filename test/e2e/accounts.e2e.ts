import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { PHONE, dataDir, launchBrowser, newShopper, screenshot } from './support/browser';
import { ROOT } from './support/shop-server';

const email = `e2e-${Date.now()}@example.hu`;
const firstPassword = 'Elso-jelszo-2026';
const newPassword = 'Uj-jelszo-2026!';

/** The reset link of the newest e-mail to `to` in the server's outbox (.eml, quoted-printable body). */
async function resetLinkFromOutbox(to: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const body = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = /https?:\/\/[^\s/]+(\/password_reset\/[A-Za-z0-9_-]+)/.exec(body);
      if (match) return match[1] as string;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset e-mail to ${to} in ${outbox}`);
}

/** Serious or critical axe findings on the whole page: the account screen and the shell around it. */
async function screenViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function closePopup(page: Page, title: string, button: string) {
  const dialog = page
    .getByRole('dialog', { name: title })
    .or(page.getByRole('alertdialog', { name: title }));
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function logIn(page: Page, password: string) {
  await page.goto('/belepes');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Belépek' }).click();
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Fiók és kosár' });

describe('customer accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers, logs out, fails a login and logs in again', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto('/regisztracio');
    await page.getByRole('heading', { name: 'Regisztráció' }).waitFor();
    expect(await page.getByRole('button', { name: 'Regisztrálok' }).isDisabled()).toBe(true);
    expect(await screenViolations(page)).toEqual([]);
    await page.getByLabel('Vezetéknév').fill('Teszt');
    await page.getByLabel('Keresztnév').fill('Elemér');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel(/^Jelszó\W*$/).fill(firstPassword);
    await page.getByLabel('Jelszó még egyszer').fill(firstPassword);
    await page.getByRole('checkbox', { name: /elfogadom/ }).check();
    await screenshot(page, 'accounts-register-phone');
    await page.getByRole('button', { name: 'Regisztrálok' }).click();
    await closePopup(page, 'Sikeres regisztráció!', 'Rendben');
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(
      () =>
        localStorage.getItem('username') === 'Teszt Elemér' &&
        Boolean(localStorage.getItem('token')),
    );

    await accountNav(page).getByRole('button', { name: 'Kilépés' }).click();
    await accountNav(page).getByRole('link', { name: 'Belépés' }).waitFor();
    // Persistence writes the spec's keys a moment later (throttled).
    await page.waitForFunction(
      () => localStorage.getItem('token') === null && localStorage.getItem('username') === null,
    );

    await logIn(page, 'rossz-jelszo');
    await closePopup(page, 'Sikertelen bejelentkezés!', 'Rendben');
    expect(page.url()).toMatch(/\/belepes$/);

    await logIn(page, firstPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await accountNav(page).getByRole('link', { name: 'Profil' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the profile, which survives a reload', async () => {
    const { context, page, errors } = await newShopper(browser);
    await logIn(page, firstPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await accountNav(page).getByRole('link', { name: 'Profil' }).click();
    const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
    await shipping.waitFor();
    const save = page.getByRole('button', { name: 'Adatok mentése' });
    expect(await save.isDisabled()).toBe(true);
    await shipping.getByLabel('Irányítószám').fill('7621');
    await shipping.getByLabel('Város').fill('Pécs');
    await shipping.getByLabel('Telefonszám').fill('+36 30 123 4567');
    await page
      .getByRole('group', { name: 'Számlázási adatok' })
      .getByLabel('Számlázási név')
      .fill('Teszt Elemér');
    await save.click();
    await closePopup(page, 'Sikeres mentés!', 'Rendben');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Szállítási adatok' }).getByLabel('Város').inputValue(),
    ).resolves.toBe('Pécs');
    expect(await page.getByRole('button', { name: 'Adatok mentése' }).isDisabled()).toBe(true);
    await screenshot(page, 'accounts-profile-desktop');
    expect(await screenViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a logout made in a second tab', async () => {
    const { context, page, errors } = await newShopper(browser);
    await logIn(page, firstPassword);
    await page.waitForURL((url) => url.pathname === '/');
    // The second tab starts from what the first one stored (written a moment after the login).
    await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
    const second = await context.newPage();
    await second.goto('/profil');
    await second.getByRole('group', { name: 'Szállítási adatok' }).waitFor();

    await accountNav(page).getByRole('button', { name: 'Kilépés' }).click();
    await second.waitForURL('**/belepes');
    await accountNav(second).getByRole('link', { name: 'Belépés' }).waitFor();

    // And a login in one tab logs the other in.
    await logIn(second, firstPassword);
    await accountNav(page).getByRole('link', { name: 'Profil' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets the password through the link in the e-mail', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto('/elfelejtett_jelszo');
    const go = page.getByRole('button', { name: 'Mehet' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel('E-mail-cím').fill(email);
    await go.click();
    await closePopup(page, 'Üzenet', 'Rendben');

    await page.goto(await resetLinkFromOutbox(email));
    await page.getByLabel('Új jelszó', { exact: true }).fill(newPassword);
    await page.getByLabel('Új jelszó még egyszer').fill(newPassword);
    expect(await screenViolations(page)).toEqual([]);
    await screenshot(page, 'accounts-password-reset-phone');
    await page.getByRole('button', { name: 'Mehet' }).click();
    await closePopup(page, 'Üzenet', 'Értem');
    await page.waitForURL('**/belepes');

    await logIn(page, firstPassword);
    await closePopup(page, 'Sikertelen bejelentkezés!', 'Rendben');
    await logIn(page, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await accountNav(page).getByRole('link', { name: 'Profil' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("imports an old-site customer whose login explains 'Az oldalunk megújult' and leads to a new password", async () => {
    const legacyEmail = `regi-${Date.now()}@example.hu`;
    const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), 'vevok.csv');
    fs.writeFileSync(
      csv,
      `name;email;szallitas_varos\nRégi Béla;${legacyEmail};Pécs\nHibás Sor;nem-email;\n`,
    );
    let report = '';
    try {
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
          'scripts/import-customers.ts',
          csv,
        ],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'warn' },
          encoding: 'utf8',
        },
      );
    } catch (error) {
      // Exit code 2: a row was refused (on purpose here); the report is on stdout.
      report = String((error as { stdout?: string }).stdout ?? '');
    }
    expect(report).toContain('Importált fiókok: 1. Kihagyott sorok: 1.');
    expect(report).toContain('3. sor: Érvénytelen e-mail-cím');

    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto('/belepes');
    await page.getByLabel('E-mail-cím').fill(legacyEmail);
    await page.getByLabel('Jelszó').fill('regi-jelszo');
    await page.getByRole('button', { name: 'Belépek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Az oldalunk megújult' });
    await dialog.waitFor();
    await screenshot(page, 'accounts-old-site-phone');
    await dialog.getByRole('button', { name: 'Új jelszót kérek' }).click();
    await page.waitForURL('**/elfelejtett_jelszo');
    expect(errors).toEqual([]);
    await context.close();
  });
});
