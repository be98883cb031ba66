import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Product } from '@common/api/catalogue.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import ProductScreen from './product-screen';
import { makeProduct, makeVariant } from '../../testing/product-test-data';

function renderProduct(product: Product) {
  server.use(
    http.get('/api/productByAlias/:alias', () => HttpResponse.json(product)),
    http.get('/api/sizeChart/:alias', () => HttpResponse.json({ chart: null })),
  );
  return renderWithProviders(<ProductScreen />, {
    route: `/termek/${product.alias}`,
    path: '/termek/:alias',
  });
}

const withDownloads = makeProduct({
  downloads: [{ name: 'Mérettáblázat (PDF)', url: '/media/merettablazat.pdf' }],
  variants: [
    makeVariant({
      id: 1,
      name_hu: 'Fekete M',
      cikkszam: 'KE-100-M',
      props: '{"Méret":"M","Szín":"fekete"}',
      effectivePrice: 9990,
    }),
    makeVariant({
      id: 2,
      name_hu: 'Piros XL',
      cikkszam: 'KE-100-XL',
      props: '{"Méret":"XL","Anyag":"bőr"}',
      effectivePrice: 11990,
      price_prev_hu: 13990,
      availability: 'rendelheto',
      availabilityText: 'Rendelhető, 5-7 nap',
    }),
  ],
});

describe('product tabs', () => {
  it('shows the description first, and moves between tabs with the arrow keys', async () => {
    const { user } = renderProduct(withDownloads);
    const tablist = await screen.findByRole('tablist', { name: 'Termékinformációk' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Leírás',
      'Elérhetőség, változatok',
      'Letöltések',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // The text at once; its formatting with the lazily loaded sanitizer.
    expect(screen.getByRole('tabpanel', { name: 'Leírás' })).toHaveTextContent(
      'Puha marhabőr, kevlár betétekkel.',
    );
    expect((await screen.findByText('marhabőr')).tagName).toBe('STRONG');

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Elérhetőség, változatok' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Leírás' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the downloads as links', async () => {
    const { user } = renderProduct(withDownloads);
    await user.click(await screen.findByRole('tab', { name: 'Letöltések' }));
    const panel = screen.getByRole('tabpanel', { name: 'Letöltések' });
    expect(within(panel).getByRole('link', { name: /Mérettáblázat \(PDF\)/ })).toHaveAttribute(
      'href',
      '/media/merettablazat.pdf',
    );
  });

  it('has no downloads tab when there is nothing to download', async () => {
    renderProduct(makeProduct({ downloads: [] }));
    await screen.findByRole('tablist', { name: 'Termékinformációk' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Leírás',
      'Elérhetőség, változatok',
    ]);
    expect(screen.queryByRole('tab', { name: 'Letöltések' })).not.toBeInTheDocument();
  });

  it('tabulates the variants with item numbers, one column per property, availability, price and a buy control', async () => {
    const { user } = renderProduct(withDownloads);
    await user.click(await screen.findByRole('tab', { name: 'Elérhetőség, változatok' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Változat', 'Cikkszám', 'Méret', 'Szín', 'Anyag', 'Elérhetőség', 'Ár', 'Kosárba']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first.slice(0, 4)).toEqual(['KE-100-M', 'M', 'fekete', '–']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Fekete M');
    expect(rows[0]).toHaveTextContent('Raktáron');
    expect(rows[0]).toHaveTextContent('9 990 Ft');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['KE-100-XL', 'XL', '–', 'bőr']);
    expect(rows[1]).toHaveTextContent('Rendelhető, 5-7 nap');
    expect(rows[1]).toHaveTextContent('11 990 Ft');
    expect(rows[1]).toHaveTextContent('Eredeti ár: 13 990 Ft');

    const quantity = within(rows[1]!).getByRole('spinbutton', { name: 'Mennyiség (Piros XL)' });
    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Mennyiség növelése (Piros XL)' }),
    );
    expect(quantity).toHaveValue(2);
    expect(within(rows[0]!).getByRole('spinbutton', { name: 'Mennyiség (Fekete M)' })).toHaveValue(
      1,
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Kosárba: Piros XL' })).toBeInTheDocument();
  });
});
