import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { dataDir, seriousA11yViolations } from './browser';
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
