import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dataDir, launchBrowser, seriousA11yViolations } from './browser';
import { ROOT } from './shop-server';

export const STAFF_PASSWORD = 'Bolt-hosszu-jelszo-2026';

/** `npm run staff -- add …` against the running shop's database, as the retailer does it. */
export function addStaffAccount(email: string, role: 'admin' | 'support'): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/staff.ts',
      'add',
      email,
      '--role',
      role,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        DATABASE_URL: '',
        STAFF_PASSWORD,
        LOG_LEVEL: 'silent',
      },
    },
  );
}

/** Logs in at /admin and waits for the back office's first screen (`axe`: checks the login screen). */
export async function staffSignIn(page: Page, email: string, check?: { axe: true }): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Háttériroda – belépés' }).waitFor();
  if (check?.axe) expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel('Jelszó').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Belépés' }).click();
  await page.getByRole('heading', { name: 'Rendelések', level: 1 }).waitFor();
}

/** A back-office browser test's shared run: its browser, its staff account, its time stamp. */
export interface StaffRun {
  readonly browser: Browser;
  readonly email: string;
  readonly stamp: number;
}

/**
 * The setup every back-office browser test shares, for the describe it is called in: one browser and
 * a fresh staff account `<name>.<stamp>@motopont.hu` (each run its own, so runs never meet).
 */
export function staffBrowser(name: string, role: 'admin' | 'support' = 'admin'): StaffRun {
  const stamp = Date.now();
  const email = `${name}.${stamp}@motopont.hu`;
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    addStaffAccount(email, role);
  });
  afterAll(() => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    email,
    stamp,
  };
}
