import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { PageLink } from '../../src/common/api/content.schema';
import { loadConfig } from '../../src/server/config';
import { type DbHandle, openDatabase } from '../../src/server/db/database';
import { DEMO_BLOG_POSTS, DEMO_POPUP, seedContent } from '../../src/server/seed/demo-content';
import { savePopup } from '../../src/server/services/content/content-store.service';
import { DESKTOP, PHONE, dataDir, launchBrowser, newShopper, screenshot } from './support/browser';

const HOSTILE_PAGE = 'e2e-biztonsagi-proba';
const HOSTILE_POST = 'e2e-biztonsagi-bejegyzes';
/** What a script in stored content would do if it ever ran. */
const HOSTILE_HTML =
  '<p>Biztonsági próba</p><script>window.__pwned = "script"</script>' +
  '<img src="/nincs-ilyen-kep.png" alt="" onerror="window.__pwned = \'onerror\'">' +
  '<a href="javascript:window.__pwned = \'link\'">Gonosz link</a>' +
  '<svg><script>window.__pwned = "svg"</script></svg>';

/**
 * Serious and critical axe violations in what this area renders: the main content and the popup.
 * (The header and footer are checked by shell.e2e.ts.)
 */
async function seriousA11yViolations(page: Page): Promise<string[]> {
  let axe = new AxeBuilder({ page }).include('main');
  if (await page.locator('.modal').count()) axe = axe.include('.modal');
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function waitForStoredDismissal(page: Page, alias: string): Promise<void> {
  // redux-persist writes a moment after the state changes; a reload before that would lose it.
  await page.waitForFunction((a) => window.localStorage.getItem('popup') === a, alias);
}

describe('content: info pages, blog, legal documents, announcement popup', () => {
  let browser: Browser;
  let database: DbHandle;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The same database the e2e server uses; the demo content is loaded again (idempotent) so this
    // file does not depend on how the start-up seed is composed.
    database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir() }));
    await seedContent(database.db);
  });
  afterAll(async () => {
    await database.db.deleteFrom('pages').where('alias', '=', HOSTILE_PAGE).execute();
    await database.db.deleteFrom('blog_posts').where('alias', '=', HOSTILE_POST).execute();
    await savePopup(database.db, DEMO_POPUP);
    await database.close();
    await browser.close();
  });

  it('walks the footer to every info page, opens a child page in place and reloads it', async () => {
    const { context, page, errors } = await newShopper(browser);
    const parents = (await (await page.request.get('/api/getParentPages')).json()) as PageLink[];
    expect(parents.map((p) => p.alias)).toEqual(
      expect.arrayContaining(['rolunk', 'kontakt', 'szallitas']),
    );
    await page.goto('/');
    for (const parent of parents) {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: parent.title, exact: true })
        .click();
      await page.waitForURL(`**/o/${parent.alias}`);
      await page.getByRole('heading', { level: 1, name: parent.title }).waitFor();
    }

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Szállítás', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Szállítás' }).waitFor();
    await page.getByRole('link', { name: 'GLS futárszolgálat' }).click();
    await page.waitForURL('**/o/szallitas/gls-futarszolgalat');
    await page.getByRole('heading', { level: 2, name: 'GLS futárszolgálat' }).waitFor();
    await page.getByText('50 000 Ft feletti vásárlásnál').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Szállítás');
    expect(
      await page.getByRole('link', { name: 'GLS futárszolgálat' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.title()).toMatch(/^GLS futárszolgálat - Szállítás - /);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'GLS futárszolgálat' }).waitFor();
    await page.getByRole('link', { name: 'Áttekintés' }).click();
    await page.waitForURL('**/o/szallitas');
    await page.getByText('Háromféleképpen juthatsz hozzá').waitFor();

    await page.goto('/o/nincs-ilyen-oldal');
    await page.getByText('Nem található ilyen oldal.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the contact page with the configured map, allowed by the CSP', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, errors } = await newShopper(browser, viewport);
      const response = await page.goto('/o/kontakt');
      await page.getByRole('heading', { level: 1, name: 'Kapcsolat' }).waitFor();
      const map = page.locator('iframe[title="Térkép: így talál meg minket"]');
      const src = (await map.getAttribute('src')) ?? '';
      expect(src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
      expect(response?.headers()['content-security-policy']).toContain(
        'frame-src https://www.openstreetmap.org',
      );
      await screenshot(page, `content-kontakt-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('lists the blog with Hungarian dates and opens an article', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL('**/blog');
      await page.getByRole('heading', { level: 1, name: 'Legfrissebb bejegyzések:' }).waitFor();
      const posts = page.getByRole('main').getByRole('article');
      expect(await posts.count()).toBeGreaterThanOrEqual(DEMO_BLOG_POSTS.length);
      await page.getByText('2026. november 12.').waitFor();
      await screenshot(page, `content-blog-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Sisakválasztás: mire figyelj?' }).click();
      await page.waitForURL('**/blog/sisakvalasztas-utmutato');
      await page
        .getByRole('heading', { level: 1, name: 'Sisakválasztás: mire figyelj?' })
        .waitFor();
      await page.getByText('2026. október 3.').waitFor();
      await page.getByRole('link', { name: 'méretválasztónk' }).waitFor();
      await screenshot(page, `content-article-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    const { context, page } = await newShopper(browser);
    await page.goto('/blog/nincs-ilyen-bejegyzes');
    await page.getByText('Bejegyzés nem található.').waitFor();
    await context.close();
  });

  it('shows the privacy statement and both terms documents from their configured addresses', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Felhasználási feltételek' })
      .click();
    await page.waitForURL('**/felhasznalasi-feltetelek');
    await page
      .getByRole('heading', { level: 2, name: 'Általános szerződési feltételek' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Tájékoztató az elállási jogról' }).waitFor();
    await screenshot(page, 'content-terms-phone');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Adatvédelmi nyilatkozat' })
      .click();
    await page.waitForURL('**/adatvedelmi-nyilatkozat');
    await page.getByRole('heading', { level: 2, name: 'Adatvédelmi nyilatkozat' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the announcement until it is closed, keeps it closed across a reload, and shows a new one', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, errors } = await newShopper(browser, viewport, {
        showAnnouncement: true,
      });
      // The first frame with the shop in it: was the announcement open in it? (A frame callback sees
      // the DOM that frame paints.)
      await context.addInitScript(() => {
        const w = window as { announcementInFirstFrame?: boolean };
        const check = () => {
          if (document.getElementById('root')?.childElementCount)
            w.announcementInFirstFrame = !!document.querySelector('dialog[open] .html-content p');
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: DEMO_POPUP.title });
      await dialog.waitFor();
      await dialog.getByText('január 2-től').waitFor();
      // Its sanitizer comes with the HTML, and it is drawn, formatted, with the page's first frame.
      expect(await page.locator('link[rel=preload][href*="/html-content."]').count()).toBe(1);
      expect(
        await page.evaluate(
          () => (window as { announcementInFirstFrame?: boolean }).announcementInFirstFrame,
        ),
      ).toBe(true);
      await screenshot(page, `content-popup-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Bezár' }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitForStoredDismissal(page, DEMO_POPUP.alias);

      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/getPopup')),
        page.reload(),
      ]);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Blog', exact: true })
        .waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The retailer switches on a new announcement: the shopper who closed the old one sees it.
    const { context, page } = await newShopper(browser, DESKTOP, { showAnnouncement: true });
    await page.goto('/');
    await page
      .getByRole('dialog', { name: DEMO_POPUP.title })
      .getByRole('button', { name: 'Bezár' })
      .click();
    await waitForStoredDismissal(page, DEMO_POPUP.alias);
    await savePopup(database.db, {
      alias: 'e2e-uj-hirdetmeny',
      title: 'Új hirdetmény',
      content: '<p>Új</p>',
      active: true,
    });
    try {
      await page.reload();
      await page.getByRole('dialog', { name: 'Új hirdetmény' }).waitFor();
    } finally {
      await savePopup(database.db, DEMO_POPUP);
      await database.db.deleteFrom('popups').where('alias', '=', 'e2e-uj-hirdetmeny').execute();
    }
    await context.close();
  });

  it('never runs a <script>, an onerror handler or a javascript: link found in stored content', async () => {
    // Written straight into the database, past the server's sanitizer, as another tool might.
    await database.db
      .insertInto('pages')
      .values({
        alias: HOSTILE_PAGE,
        parent_id: null,
        title: 'Biztonsági próba',
        content: HOSTILE_HTML,
        position: 99,
      })
      .execute();
    await database.db
      .insertInto('blog_posts')
      .values({
        alias: HOSTILE_POST,
        title: 'Biztonsági bejegyzés',
        created_at: '2020-01-01T00:00:00.000Z',
        excerpt: '<img src="/nincs.png" alt="" onerror="window.__pwned = \'excerpt\'">Kivonat',
        content: HOSTILE_HTML,
      })
      .execute();

    const { context, page, errors } = await newShopper(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const url of [`/o/${HOSTILE_PAGE}`, `/blog/${HOSTILE_POST}`, '/blog']) {
      await page.goto(url);
      await page
        .getByRole('main')
        .getByText(/Biztonsági próba|Kivonat/)
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(await page.locator('main script, main [onerror], main svg').count()).toBe(0);
    }
    await page.goto(`/o/${HOSTILE_PAGE}`);
    const link = page.getByRole('main').getByText('Gonosz link');
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
