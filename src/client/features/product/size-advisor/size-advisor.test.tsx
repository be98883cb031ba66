import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Product } from '@common/api/catalogue.schema';
import type { ProductSizeChart } from '@common/api/size-charts.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { makeProduct, makeVariant } from '../../../testing/product-test-data';
import ProductScreen from '../product-screen';

const helmet = makeProduct({
  alias: 'shoei-neotec',
  variants: [
    makeVariant({ id: 1, name_hu: 'fekete, M', props: '{"Méret":"M","Dizájn":"fekete"}' }),
    makeVariant({ id: 2, name_hu: 'fekete, L', props: '{"Méret":"L","Dizájn":"fekete"}' }),
    makeVariant({ id: 3, name_hu: 'fehér, M', props: '{"Méret":"M","Dizájn":"fehér"}' }),
    makeVariant({ id: 4, name_hu: 'fehér, L', props: '{"Méret":"L","Dizájn":"fehér"}' }),
  ],
});
const CHART: ProductSizeChart = {
  chart: {
    brand: 'Shoei',
    kind: 'helmet',
    sizes: [
      { size: 'M', ranges: { head: [57, 58] } },
      { size: 'L', ranges: { head: [59, 60] } },
    ],
  },
};

function serve(product: Product, chart: ProductSizeChart, asked: string[] = []) {
  server.use(
    http.get('/api/productByAlias/:alias', () => HttpResponse.json(product)),
    http.get('/api/sizeChart/:alias', () => HttpResponse.json(chart)),
    http.get('/api/sizeAdvice/:alias', ({ request }) => {
      const head = new URL(request.url).searchParams.get('head') ?? '';
      asked.push(head);
      return HttpResponse.json(
        Number(head) > 58
          ? {
              status: 'between',
              size: 'L',
              lower: 'M',
              upper: 'L',
              message: 'Két méret (M és L) között vagy: a nagyobbat, a(z) L méretet javasoljuk.',
            }
          : { status: 'fits', size: 'M', message: 'A(z) M méret a jó neked.' },
      );
    }),
  );
  return renderWithProviders(<ProductScreen />, {
    route: `/termek/${product.alias}`,
    path: '/termek/:alias',
  });
}

const variantSelect = () => screen.getByRole('combobox', { name: 'Termékváltozat' });

describe('the size advisor on the product page', () => {
  it('asks the measures, checks them in Hungarian, suggests the size and selects its variant', async () => {
    const asked: string[] = [];
    const { user } = serve(helmet, CHART, asked);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Termékváltozat' }), '3');
    await user.click(await screen.findByRole('button', { name: 'Melyik méret jó nekem?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Melyik méret jó nekem?' });
    expect(
      within(dialog).getByRole('table', { name: 'Shoei mérettáblázat (cm)' }),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Fejkörfogat \(cm\)/ });
    await user.click(within(dialog).getByRole('button', { name: 'Mutasd a méretem' }));
    expect(field).toHaveAccessibleDescription('Fejkörfogat: add meg centiméterben.');
    await user.type(field, 'ötvenhét');
    await user.click(within(dialog).getByRole('button', { name: 'Mutasd a méretem' }));
    expect(field).toHaveAccessibleDescription(
      'Fejkörfogat: számot adj meg (például 57 vagy 57,5).',
    );
    await user.clear(field);
    await user.type(field, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Mutasd a méretem' }));
    expect(field).toHaveAccessibleDescription('Fejkörfogat: 40 és 75 cm közötti számot adj meg.');
    expect(asked).toEqual([]);

    await user.clear(field);
    await user.type(field, '58,5');
    await user.click(within(dialog).getByRole('button', { name: 'Mutasd a méretem' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Két méret (M és L) között vagy: a nagyobbat, a(z) L méretet javasoljuk.',
      ),
    );
    expect(asked).toEqual(['58.5']);
    await user.click(within(dialog).getByRole('button', { name: 'L méret kiválasztása' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The white design stays: the white L is selected.
    expect(variantSelect()).toHaveValue('4');
  });

  it('offers nothing for a product without a chart', async () => {
    const { store } = serve(helmet, { chart: null });
    expect(await screen.findByRole('combobox', { name: 'Termékváltozat' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'sizeChart' && q.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(
      screen.queryByRole('button', { name: 'Melyik méret jó nekem?' }),
    ).not.toBeInTheDocument();
  });
});
