import type { Browser } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import type { ProductSizeChart } from '@common/api/size-charts.schema';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { demoProducts } from './support/demo-api';

jest.setTimeout(180_000);

type Chart = NonNullable<ProductSizeChart['chart']>;

/** A demo helmet whose brand has a chart, and a chart size the product is sold in. */
async function sizedHelmet(): Promise<{ product: Product; chart: Chart; size: string }> {
  for (const product of await demoProducts(60)) {
    const answer = await fetch(`${baseUrl()}/api/sizeChart/${product.alias}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { chart } = (await answer.json()) as ProductSizeChart;
    if (chart?.kind !== 'helmet') continue;
    const sold = new Set(
      product.variants.map((v) => (JSON.parse(v.props) as { Méret?: string }).Méret),
    );
    const size = chart.sizes.slice(1).find((s) => sold.has(s.size))?.size;
    if (size) return { product, chart, size };
  }
  throw new Error('No demo helmet with a size chart');
}

describe('"Melyik méret jó nekem?" on the product page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on a %s: enter the head size, get the size, its variant is selected',
    async (name, viewport) => {
      const { product, chart, size } = await sizedHelmet();
      const range = chart.sizes.find((s) => s.size === size)?.ranges.head as [number, number];
      const shopper = await newShopper(browser, viewport);
      const page = shopper.page;
      await page.goto(`/termek/${product.alias}`);
      await page.getByRole('button', { name: 'Melyik méret jó nekem?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Melyik méret jó nekem?' });
      await dialog.waitFor();
      const field = dialog.getByRole('textbox', { name: /Fejkörfogat \(cm\)/ });
      await dialog.getByRole('button', { name: 'Mutasd a méretem' }).click();
      await dialog.getByText('Fejkörfogat: add meg centiméterben.').waitFor();
      await field.fill(`${range[0]},5`);
      await dialog.getByRole('button', { name: 'Mutasd a méretem' }).click();
      await dialog.getByRole('status').getByText(`A(z) ${size} méret a jó neked.`).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `size-advisor-${name}`);

      await dialog.getByRole('button', { name: `${size} méret kiválasztása` }).click();
      await dialog.waitFor({ state: 'detached' });
      const chosen = await page.getByRole('combobox', { name: 'Termékváltozat' }).inputValue();
      const variant = product.variants.find((v) => String(v.id) === chosen);
      expect(variant && (JSON.parse(variant.props) as { Méret?: string }).Méret).toBe(size);
      await shopper.context.close();
    },
  );
});
