import type { Browser, Page } from 'playwright-core';
import type { Category, ProductListItem, Sort } from '@common/api/catalogue.schema';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
let csrf: { token: string; cookie: string } | null = null;

/** The server's own answer to a list call, to compare with what the shopper sees. */
async function api<T>(path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  if (!csrf) {
    const res = await fetch(`${baseUrl()}/api/csrf`, { headers: JSON_HEADERS });
    const { token } = (await res.json()) as { token: string };
    csrf = { token, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  }
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': csrf.token, Cookie: csrf.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return { data: (await res.json()) as T, headers: res.headers };
}

const nameOf = (p: Pick<ProductListItem, 'fullname_hu' | 'fullname_en'>) =>
  p.fullname_hu.trim() || p.fullname_en.trim();

async function listNames(alias: string, sort: Sort, range: [number, number], extra = {}) {
  const { data, headers } = await api<ProductListItem[]>(`productsByAlias/${alias}`, {
    sort,
    range,
    ...extra,
  });
  const total = Number(/\/(\d+)$/.exec(headers.get('content-range') ?? '')?.[1]);
  return { names: data.map(nameOf), products: data, total };
}

/** The names on the product cards, once the list has loaded. */
async function cardNames(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: 'Termékek' });
  await list.and(page.locator('[aria-busy="false"]')).waitFor();
  return list.getByRole('article').getByRole('heading').allInnerTexts();
}

async function expectCards(page: Page, names: string[]) {
  let seen: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    seen = await cardNames(page);
    if (JSON.stringify(seen) === JSON.stringify(names)) return;
    await page.waitForTimeout(100);
  }
  expect(seen).toEqual(names);
}

describe('browsing the catalogue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`home -> list -> paging and sorting -> product page -> search -> sales (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);

      // Home: tiles, partner logos, the slideshow built on the first hover.
      await page.goto('/');
      // The home page's title is its name and the brand, like every page's.
      const brand = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      expect(await page.title()).toBe(`Főoldal - ${brand}`);
      const tiles = page.getByRole('list', { name: 'Kínálatunk' });
      for (const name of [
        'Ruházat, sisak',
        'Szervizalkatrészek, kiegészítők',
        'Motorom – alkatrészkereső',
        'Akciók',
        'Partnereink',
      ]) {
        await tiles.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
      }
      const logos = page.getByRole('region', { name: 'Partnereink' }).getByRole('link');
      await logos.first().waitFor();
      expect(await logos.count()).toBe(7);
      expect(await logos.first().getAttribute('rel')).toBe('noopener');
      expect(await logos.first().getAttribute('target')).toBe('_blank');
      const slideshow = page.getByRole('region', { name: 'Kiemelt képek' });
      expect(await slideshow.getByRole('button', { name: 'Következő kép' }).count()).toBe(0);
      await slideshow.hover();
      await slideshow.getByRole('button', { name: '1. kép', exact: true }).waitFor();
      expect(
        await slideshow
          .getByRole('button', { name: '1. kép', exact: true })
          .getAttribute('aria-current'),
      ).toBe('true');
      await slideshow.getByRole('button', { name: 'Előző kép' }).click();
      const numbers = await slideshow.getByRole('button', { name: /^\d+\. kép$/ }).count();
      expect(
        await slideshow
          .getByRole('button', { name: `${numbers}. kép` })
          .getAttribute('aria-current'),
      ).toBe('true');
      await slideshow.getByRole('button', { name: 'Következő kép' }).click();
      await slideshow.getByRole('button', { name: 'Megállítás' }).click();
      await screenshot(page, `catalogue-home-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A section list, as the server orders it by default.
      await tiles.getByRole('link', { name: /^Ruházat, sisak/ }).click();
      await page.waitForURL('**/ruhazat-sisak/');
      await page.getByRole('heading', { level: 1, name: 'Ruházat, sisak' }).waitFor();
      const first = await listNames('ruhazat-sisak', ['fullname_en', 'asc'], [0, 15]);
      expect(first.total).toBeGreaterThan(30);
      await expectCards(page, first.names);
      await page.getByText(`1–15 / ${first.total} termék`).first().waitFor();
      expect(await page.title()).toMatch(/^Ruházat, sisak - /);
      await screenshot(page, `catalogue-list-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Paging.
      await page
        .getByRole('navigation', { name: 'Lapozás, felül' })
        .getByRole('link', { name: '2. oldal', exact: true })
        .click();
      await page.waitForURL(/start=15&end=30/);
      await expectCards(
        page,
        (await listNames('ruhazat-sisak', ['fullname_en', 'asc'], [15, 30])).names,
      );

      // Sorting by price, highest first; the order starts from the first page.
      await page
        .getByRole('combobox', { name: 'Rendezés' })
        .first()
        .selectOption({ label: 'Ár szerint' });
      await page.waitForURL(/sort=start_price_curr_hu/);
      await page
        .getByRole('combobox', { name: 'Irány' })
        .first()
        .selectOption({ label: 'Csökkenő' });
      await page.waitForURL(/direction=desc/);
      const byPrice = await listNames('ruhazat-sisak', ['start_price_curr_hu', 'desc'], [0, 15]);
      await expectCards(page, byPrice.names);
      const prices = byPrice.products.map((p) => p.start_price_curr_hu);
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);

      // A bigger page keeps its start.
      await page
        .getByRole('navigation', { name: 'Lapozás, alul' })
        .getByRole('link', { name: '2. oldal', exact: true })
        .click();
      await page.waitForURL(/start=15&end=30/);
      // Paging from the bottom brings the top of the list back into view.
      await page.waitForFunction(() => {
        const top = document.querySelector('h1')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight;
      });
      await expectCards(
        page,
        (await listNames('ruhazat-sisak', ['start_price_curr_hu', 'desc'], [15, 30])).names,
      );
      await page.getByRole('combobox', { name: 'Termék oldalanként' }).first().selectOption('30');
      await page.waitForURL(/start=15&end=45/);
      await expectCards(
        page,
        (await listNames('ruhazat-sisak', ['start_price_curr_hu', 'desc'], [15, 45])).names,
      );
      await page.reload();
      await expectCards(
        page,
        (await listNames('ruhazat-sisak', ['start_price_curr_hu', 'desc'], [15, 45])).names,
      );

      // A category from the tree (folded behind a button on phones).
      const { data: tree } = await api<{ categories: Category[] }>(
        'categoriesByAlias/ruhazat-sisak',
        {},
      );
      const category = tree.categories[0] as Category;
      const categories = page.getByRole('navigation', { name: 'Kategóriák' });
      if (label === 'phone') await categories.getByRole('button', { name: 'Kategóriák' }).click();
      const categoryName = category.name_hu || category.name_en;
      await categories
        .getByRole('link', { name: `${categoryName} (${category.productCount})` })
        .click();
      await page.waitForURL(`**/ruhazat-sisak/${category.alias}?*`);
      await page.getByRole('heading', { level: 1, name: new RegExp(categoryName) }).waitFor();
      const inCategory = await listNames(category.alias, ['start_price_curr_hu', 'desc'], [0, 30]);
      await expectCards(page, inCategory.names);

      // The product page of a card.
      const product = inCategory.products[0] as ProductListItem;
      await page
        .getByRole('region', { name: 'Termékek' })
        .getByRole('link', { name: nameOf(product), exact: true })
        .click();
      await page.waitForURL(`**/termek/${product.alias}`);
      await page.getByRole('heading', { level: 1, name: nameOf(product) }).waitFor();

      // Search from the header: a word of that product's name finds it; the box keeps the text.
      const word = nameOf(product)
        .split(/\s+/)
        .sort((a, b) => b.length - a.length)[0] as string;
      const search = page.getByRole('combobox', { name: 'Keresés a termékek között' });
      await search.fill(word);
      await search.press('Enter');
      await page.waitForURL(`**/kereses?q=${encodeURIComponent(word)}`);
      await page
        .getByRole('heading', { level: 1, name: new RegExp(`Keresés: „${word}”`) })
        .waitFor();
      const found = await listNames('kereses', ['fullname_en', 'asc'], [0, 15], {
        searchText: word,
      });
      expect(found.total).toBeGreaterThan(0);
      await expectCards(page, found.names);
      expect(await search.inputValue()).toBe(word);
      await page.reload();
      expect(
        await page.getByRole('combobox', { name: 'Keresés a termékek között' }).inputValue(),
      ).toBe(word);
      await screenshot(page, `catalogue-search-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Sales: every card shows its old price crossed out.
      await page
        .getByRole('navigation', { name: 'Főmenü' })
        .getByRole('link', { name: 'Akciók' })
        .click();
      await page.waitForURL('**/akciok/');
      const sale = await listNames('akciok', ['fullname_en', 'asc'], [0, 15], { akcios: true });
      expect(sale.total).toBeGreaterThan(0);
      await expectCards(page, sale.names);
      const cards = page.getByRole('region', { name: 'Termékek' }).getByRole('article');
      expect(await cards.locator('del').count()).toBe(await cards.count());
      await screenshot(page, `catalogue-sales-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000); // the longest path (five screens, two axe runs); ~55 s on a loaded 2-core machine
  }

  it('a phone scroll that starts on the slideshow moves nothing; a tap builds it', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE, { touch: true });
    await page.goto('/');
    const slideshow = page.getByRole('region', { name: 'Kiemelt képek' });
    await slideshow.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const shifts: { value: number; hadRecentInput: boolean }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as (typeof shifts)[number][])
          shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }).observe({ type: 'layout-shift' });
    });
    // A finger put on the slideshow's picture and drawn up: touch events through Chromium's input
    // pipeline, which scrolls the page (and cancels the pointer) as a real swipe does.
    const box = await slideshow.boundingBox();
    const x = Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2);
    let y = Math.round((box?.y ?? 0) + 60);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 0; step < 15; step += 1) {
      y -= 20;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Not built: the controls would have pushed the caption and everything under it down mid-scroll.
    expect(await slideshow.getByRole('button', { name: 'Következő kép' }).count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { shifts: { value: number }[] }).shifts.length,
      ),
    ).toBe(0);
    // A tap is an answer the shopper asked for: it builds the slideshow.
    await page.evaluate(() => window.scrollTo(0, 0));
    await slideshow.tap();
    await slideshow.getByRole('button', { name: 'Következő kép' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the partners page from its home tile, every partner linking out', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    const { data: partners } = await api<{ name: string; url: string }[]>('partners');
    await page.goto('/');
    await page
      .getByRole('list', { name: 'Kínálatunk' })
      .getByRole('link', { name: /^Partnereink/ })
      .click();
    await page.waitForURL('**/partnerek');
    await page.getByRole('heading', { level: 1, name: 'Partnereink' }).waitFor();
    const links = page.getByRole('main').getByRole('link');
    await links.first().waitFor();
    expect(
      await links.evaluateAll((as) =>
        as.map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]),
      ),
    ).toEqual(partners.map((p) => [p.url, 'noopener', '_blank']));
    await screenshot(page, 'catalogue-partners-phone');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a first visit to a list takes its first answers from the page, later pages from the API (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const asked: string[] = [];
      page.on('request', (r) => {
        const m = /\/api\/(productsByAlias|productFacets|categoriesByAlias|categoryByAlias)\//.exec(
          r.url(),
        );
        if (m?.[1]) asked.push(m[1]);
      });
      await page.goto('/ruhazat-sisak/kabatok');
      expect(await page.locator('script#api-answers').count()).toBe(1);
      await page.getByRole('heading', { level: 1, name: /Kabátok/ }).waitFor();
      const first = await listNames('kabatok', ['fullname_en', 'asc'], [0, 15]);
      await expectCards(page, first.names);
      await page.getByText(`1–15 / ${first.total} termék`).first().waitFor();
      const tree = page.getByRole('navigation', { name: 'Kategóriák' });
      // Folded behind its button on a phone.
      if (label === 'phone') await tree.getByRole('button', { name: 'Kategóriák' }).click();
      await tree.getByRole('link', { name: /^Textilkabátok/ }).waitFor();
      // The category's own heading, the tree, the filters and the cards: none of them asked for.
      expect(asked).toEqual([]);

      await page
        .getByRole('navigation', { name: 'Lapozás, felül' })
        .getByRole('link', { name: '2. oldal', exact: true })
        .click();
      const second = await listNames('kabatok', ['fullname_en', 'asc'], [15, 30]);
      await expectCards(page, second.names);
      expect(asked).toContain('productsByAlias');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a shared link to a sorted, filtered list shows it with the answers its page carries', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (
        /\/api\/(productsByAlias|productFacets|categoriesByAlias|categoryByAlias)\//.test(r.url())
      )
        asked.push(r.url());
    });
    await page.goto('/ruhazat-sisak/kabatok?sort=start_price_curr_hu&direction=desc&keszleten=1');
    const expected = await listNames('kabatok', ['start_price_curr_hu', 'desc'], [0, 15], {
      searchText: null,
      akcios: false,
      bike: null,
      filters: { inStock: true },
    });
    expect(expected.names.length).toBeGreaterThan(1);
    await expectCards(page, expected.names);
    await page
      .getByText(`1–${Math.min(15, expected.total)} / ${expected.total} termék`)
      .first()
      .waitFor();
    // The chosen filter is shown as chosen (folded on a phone), its count came with the page too.
    await page
      .getByRole('region', { name: 'Szűrők' })
      .getByRole('button', { name: /^Szűrők(?! törlése)/ })
      .click();
    expect(await page.getByRole('checkbox', { name: /Raktáron/ }).isChecked()).toBe(true);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an empty list for a category that does not exist', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto('/ruhazat-sisak/nincs-ilyen-kategoria');
    await page.getByText('Itt jelenleg nincs termék.').waitFor();
    // No loader left spinning (the header's empty suggestion status is always there).
    expect(await page.getByRole('status').filter({ hasText: 'Betöltés' }).count()).toBe(0);
    await context.close();
  });
});
