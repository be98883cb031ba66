/**
 * The real Redux DevTools browser extension (built from reduxjs/redux-devtools by
 * scripts/build-devtools-extension.sh) loaded into Chromium: QA imports each recorded log of
 * test/replays/ through the extension's own Import button, on the shop's home page, and the page's
 * reducer replays every action there (no error, all actions listed) to the state the log recorded.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { parseDevToolsFile } from '../../src/client/app/qa/devtools-file-reader';
import { stateFromExportFile } from '../../src/client/app/qa/support-file';
import { comparableState, onRecordedSlices } from '../../scripts/replay-log';
import { CHROMIUM, DESKTOP, baseUrl } from './support/browser';
import { RESULTS_DIR, ROOT } from './support/shop-server';

const REPLAYS = path.join(ROOT, 'test', 'replays');
const LOGS = fs
  .readdirSync(REPLAYS)
  .filter((name) => name.endsWith('.log.json'))
  .map((name) => name.replace(/\.log\.json$/, ''));

/** Where scripts/build-devtools-extension.sh put the extension (it builds it when missing). */
function extensionDir(): string {
  const fromEnv = process.env.REDUX_DEVTOOLS_EXTENSION_DIR;
  if (fromEnv) return fromEnv;
  const script = path.join(ROOT, 'scripts', 'build-devtools-extension.sh');
  const args = process.env.REDUX_DEVTOOLS_SOURCE ? [process.env.REDUX_DEVTOOLS_SOURCE] : [];
  return execFileSync(script, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    .trim()
    .split('\n')
    .pop() as string;
}

let context: BrowserContext;
let extensionId: string;
let profile: string;

beforeAll(async () => {
  const extension = extensionDir();
  expect(fs.existsSync(path.join(extension, 'manifest.json'))).toBe(true);
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-devtools-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: DESKTOP,
    locale: 'hu-HU',
    baseURL: baseUrl(),
    acceptDownloads: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
    ],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  extensionId = new URL(worker.url()).host;
});

afterAll(async () => {
  await context?.close();
  if (profile) fs.rmSync(profile, { recursive: true, force: true });
});

/** The extension's monitor, as its toolbar popup shows it, once it lists the shop's store. */
async function openMonitor(): Promise<Page> {
  const monitor = await context.newPage();
  await monitor.goto(`chrome-extension://${extensionId}/devpanel.html#popup`);
  await monitor.getByText('navigation/locationChanged').first().waitFor({ timeout: 30_000 });
  return monitor;
}

describe('the Redux DevTools extension itself', () => {
  it.each(LOGS)(
    'imports the %s log and replays it through the page to the recorded state',
    async (name) => {
      const text = fs.readFileSync(path.join(REPLAYS, `${name}.log.json`), 'utf8');
      const expected = JSON.parse(
        fs.readFileSync(path.join(REPLAYS, `${name}.state.json`), 'utf8'),
      ) as Record<string, unknown>;
      const { actions } = parseDevToolsFile(text);
      const lifted = JSON.parse(text) as { nextActionId: number };

      const shop = await context.newPage();
      const errors: string[] = [];
      shop.on('pageerror', (error) => errors.push(String(error)));
      // The home page: the screens' lazy endpoints the log's requests name are not loaded there.
      await shop.goto('/?qa=1');
      await shop.getByRole('button', { name: 'Állapot letöltése' }).waitFor();
      const monitor = await openMonitor();

      // Locked, the page's own reactions to the imported state (a redirect, a refused request of the
      // redacted login) are not dispatched: the page keeps exactly the state the extension computed.
      await monitor.getByRole('button', { name: 'Lock changes' }).click();
      await monitor.getByRole('button', { name: 'Unlock changes' }).waitFor();
      // The extension's own Import button and the file chooser it opens, as QA uses them.
      const chooser = monitor.waitForEvent('filechooser');
      await monitor.getByRole('button', { name: 'Import from a file' }).click();
      await (await chooser).setFiles(path.join(REPLAYS, `${name}.log.json`));
      const last = actions[actions.length - 1]?.type ?? '';
      await monitor.getByText(`${last} (${lifted.nextActionId - 1})`).waitFor({ timeout: 30_000 });
      // An error in the page's replay shows as the monitor's notification with the error's message.
      const monitorText = await monitor.locator('body').innerText();
      expect(monitorText).not.toMatch(/Cannot read|is not a function|Error/);

      // The page now holds the state the extension computed; our panel downloads it.
      const download = shop.waitForEvent('download');
      await shop.getByRole('button', { name: 'Állapot letöltése' }).click();
      const file = path.join(profile, `${name}.allapot.json`);
      await (await download).saveAs(file);
      const inPage = comparableState(stateFromExportFile(fs.readFileSync(file, 'utf8')));
      expect(onRecordedSlices(expected, inPage)).toEqual(expected);
      expect(errors).toEqual([]);
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      await monitor.screenshot({
        path: path.join(RESULTS_DIR, `devtools-extension-${name}.png`),
      });
      await monitor.close();
      await shop.close();
    },
  );
});
