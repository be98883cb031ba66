import type { Locator, Page } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import type { ProductSizeChart } from '@common/api/size-charts.schema';
import { openAdminScreen } from './support/back-office';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { demoProducts } from './support/demo-api';
import { staffBrowser, staffSignIn } from './support/staff';

jest.setTimeout(240_000);

type Chart = NonNullable<ProductSizeChart['chart']>;
type ChartSize = Chart['sizes'][number];

async function productChart(alias: string): Promise<Chart | null> {
  const answer = await fetch(`${baseUrl()}/api/sizeChart/${alias}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return ((await answer.json()) as ProductSizeChart).chart;
}

/** A demo helmet whose brand has a chart, and a chart size (not the first) the product is sold in. */
async function sizedHelmet(): Promise<{ product: Product; chart: Chart; size: string }> {
  for (const product of await demoProducts(60)) {
    const chart = await productChart(product.alias);
    if (chart?.kind !== 'helmet') continue;
    const sold = new Set(
      product.variants.map((v) => (JSON.parse(v.props) as { Méret?: string }).Méret),
    );
    const size = chart.sizes.slice(1).find((s) => sold.has(s.size))?.size;
    if (size) return { product, chart, size };
  }
  throw new Error('No demo helmet with a size chart');
}

const head = (s: ChartSize) => s.ranges.head as [number, number];

/** Types one size into row `row` (1-based) of the chart form. */
async function fillRow(form: Locator, row: number, size: ChartSize): Promise<void> {
  await form.getByRole('textbox', { name: `${row}. méret neve` }).fill(size.size);
  const [min, max] = head(size);
  await form
    .getByRole('textbox', { name: `${row}. méret fejkörfogat, alsó határ` })
    .fill(String(min).replace('.', ','));
  await form
    .getByRole('textbox', { name: `${row}. méret fejkörfogat, felső határ` })
    .fill(String(max).replace('.', ','));
}

async function saveChart(page: Page, form: Locator, brand: string): Promise<void> {
  await form.getByRole('button', { name: 'Mentés' }).click();
  await page
    .getByRole('status')
    .getByText(`A(z) ${brand} bukósisak mérettáblázata elmentve.`)
    .waitFor();
}

/** The product page's "Melyik méret jó nekem?" with a head circumference; returns the dialog. */
async function askSize(page: Page, alias: string, headCm: string, answer: string) {
  await page.goto(`/termek/${alias}`);
  await page.getByRole('button', { name: 'Melyik méret jó nekem?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Melyik méret jó nekem?' });
  await dialog.getByRole('textbox', { name: /Fejkörfogat \(cm\)/ }).fill(headCm);
  await dialog.getByRole('button', { name: 'Mutasd a méretem' }).click();
  await dialog.getByRole('status').getByText(answer).waitFor();
  return dialog;
}

describe('"Mérettáblázatok" in the back office, used by the product page', () => {
  const run = staffBrowser('merettabla');

  it('an admin deletes, creates and edits a chart; "Melyik méret jó nekem?" follows each change', async () => {
    const { product, chart, size } = await sizedHelmet();
    const { brand } = chart;
    const last = chart.sizes[chart.sizes.length - 1] as ChartSize;
    const admin = await newShopper(run.browser, DESKTOP);
    const page = admin.page;
    await staffSignIn(page, run.email);
    await openAdminScreen(page, 'Mérettáblázatok');
    const name = `${brand} bukósisak`;

    // Delete the brand's helmet chart: the product page offers no advice.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `${name} törlése` }).click();
    await page.getByRole('status').getByText(`${name} mérettáblázata törölve.`).waitFor();
    expect(await productChart(product.alias)).toBeNull();
    const shopper = await newShopper(run.browser, DESKTOP);
    await shopper.page.goto(`/termek/${product.alias}`);
    await shopper.page.getByRole('combobox', { name: 'Termékváltozat' }).waitFor();
    expect(await shopper.page.getByRole('button', { name: 'Melyik méret jó nekem?' }).count()).toBe(
      0,
    );

    // Create it anew on the screen, size by size.
    await page.getByRole('button', { name: 'Új mérettáblázat' }).click();
    const form = page.getByRole('form', { name: 'Új mérettáblázat' });
    await form.getByRole('combobox', { name: 'Márka' }).fill(brand);
    await form.getByRole('combobox', { name: 'Termékfajta' }).selectOption('helmet');
    for (const [i, s] of chart.sizes.entries()) {
      if (i > 0) await form.getByRole('button', { name: 'Új méret' }).click();
      await fillRow(form, i + 1, s);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'size-charts-new-desktop');
    await saveChart(page, form, brand);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: brand }) });
    await row
      .filter({ has: page.getByRole('cell', { name: 'Bukósisak' }) })
      .getByRole('cell', { name: chart.sizes.map((s) => s.size).join(', ') })
      .waitFor();
    expect((await productChart(product.alias))?.sizes).toEqual(chart.sizes);

    const [min] = head(chart.sizes.find((s) => s.size === size) as ChartSize);
    const dialog = await askSize(
      shopper.page,
      product.alias,
      `${min},5`,
      `A(z) ${size} méret a jó neked.`,
    );
    await dialog.getByRole('button', { name: `${size} méret kiválasztása` }).click();
    await dialog.waitFor({ state: 'detached' });
    await shopper.context.close();

    // Edit it: without its largest size, a head of that size is above the chart.
    await page.getByRole('button', { name: `${name} szerkesztése` }).click();
    const edit = page.getByRole('form', { name: `${brand} – Bukósisak mérettáblázat` });
    await edit.getByRole('button', { name: `${chart.sizes.length}. méret törlése` }).click();
    await saveChart(page, edit, brand);
    const phone = await newShopper(run.browser, PHONE);
    const shorter = chart.sizes[chart.sizes.length - 2] as ChartSize;
    await askSize(
      phone.page,
      product.alias,
      String(head(last)[0]),
      `A méreteid nagyobbak a táblázat legnagyobb méreténél (${shorter.size}). Kérj tanácsot az ügyfélszolgálattól.`,
    );
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'size-charts-advice-phone');
    await phone.context.close();

    // Put the largest size back: the demo chart is as it was.
    await page.getByRole('button', { name: `${name} szerkesztése` }).click();
    await edit.getByRole('button', { name: 'Új méret' }).click();
    await fillRow(edit, chart.sizes.length, last);
    await saveChart(page, edit, brand);
    expect((await productChart(product.alias))?.sizes).toEqual(chart.sizes);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'size-charts-desktop');
    await admin.context.close();

    // The screen on a phone.
    const staffPhone = await newShopper(run.browser, PHONE);
    await staffSignIn(staffPhone.page, run.email);
    await staffPhone.page.goto('/admin/merettablazatok');
    await staffPhone.page.getByRole('button', { name: `${name} szerkesztése` }).click();
    await staffPhone.page
      .getByRole('form', { name: `${brand} – Bukósisak mérettáblázat` })
      .getByRole('textbox', { name: '1. méret neve' })
      .waitFor();
    expect(await seriousA11yViolations(staffPhone.page)).toEqual([]);
    await screenshot(staffPhone.page, 'size-charts-phone');
    await staffPhone.context.close();
  });
});
