import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Product } from '@common/api/catalogue.schema';
import type { RootState } from '@client/app/root-reducer';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import ProductScreen from './product-screen';
import { makeProduct, makeVariant } from '../../testing/product-test-data';

function serveProduct(product: Product) {
  server.use(
    http.get('/api/productByAlias/:alias', ({ params }) =>
      params.alias === product.alias
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Nincs ilyen termék.' }, { status: 404 }),
    ),
    http.get('/api/sizeChart/:alias', () => HttpResponse.json({ chart: null })),
  );
}

const bikeChosen: Partial<RootState> = {
  motorom: {
    mode: 'select',
    gyarto: 1,
    felepites: 2,
    hengerurtartalom: 600,
    tipus: 7,
    motorInput: '',
    tipusName: 'Honda CBR600RR',
  },
};

function renderProduct(product: Product, preloadedState?: Partial<RootState>) {
  serveProduct(product);
  return renderWithProviders(<ProductScreen />, {
    route: `/termek/${product.alias}`,
    path: '/termek/:alias',
    preloadedState,
  });
}

const variantSelect = () => screen.getByRole('combobox', { name: 'Termékváltozat' });
const buyBox = () => screen.getByRole('region', { name: 'Vásárlás' });

describe('ProductScreen', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows the loading text, then the product with its title, detail name, page title and view_item event', async () => {
    renderProduct(makeProduct());
    expect(screen.getByText('Termék betöltése..')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fekete bőr kesztyű' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Termék betöltése..')).not.toBeInTheDocument();
    expect(screen.getByText('Nyári, perforált')).toBeInTheDocument();
    expect(document.title).toBe('Fekete bőr kesztyű - MotoPont');
    expect(window.dataLayer).toContainEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'HUF',
        value: 10000,
        items: [{ item_id: '42', item_name: 'Fekete bőr kesztyű', price: 10000 }],
      },
    });
    expect(window.dataLayer?.filter((e) => e.event === 'view_item')).toHaveLength(1);
  });

  it('falls back to the English name when the Hungarian one is empty', async () => {
    renderProduct(makeProduct({ fullname_hu: '', detail_name_hu: '' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Black leather glove' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Summer, perforated')).toBeInTheDocument();
  });

  it('says the product is not found for an unknown alias', async () => {
    serveProduct(makeProduct());
    renderWithProviders(<ProductScreen />, {
      route: '/termek/nincs-ilyen',
      path: '/termek/:alias',
    });
    expect(await screen.findByText('Nem található ilyen eladó termékünk..')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újra próbálom' })).not.toBeInTheDocument();
  });

  it('shows the not-found text and offers a retry when the server fails', async () => {
    let calls = 0;
    server.use(
      http.get('/api/productByAlias/:alias', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Hiba' }, { status: 500 })
          : HttpResponse.json(makeProduct());
      }),
    );
    const { user } = renderWithProviders(<ProductScreen />, {
      route: '/termek/fekete-bor-kesztyu',
      path: '/termek/:alias',
    });
    expect(await screen.findByText('Nem található ilyen eladó termékünk..')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újra próbálom' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fekete bőr kesztyű' }),
    ).toBeInTheDocument();
  });

  it('selects the only variant by itself and shows its price, net price and availability', async () => {
    renderProduct(
      makeProduct({
        variants: [
          makeVariant({
            id: 1,
            effectivePrice: 12700,
            availabilityText: 'Raktáron, 2 napon belül',
          }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(variantSelect()).toHaveValue('1');
    expect(buyBox()).toHaveTextContent('Ár: 12 700 Ft');
    expect(buyBox()).toHaveTextContent('10 000 Ft nettó');
    expect(buyBox()).not.toHaveTextContent('-tól');
    expect(within(buyBox()).getByText('Raktáron, 2 napon belül')).toBeInTheDocument();
  });

  it('shows the from price when no variant is chosen and prices differ, and the chosen one after choosing', async () => {
    const product = makeProduct({
      variants: [
        makeVariant({ id: 1, name_hu: 'M', effectivePrice: 9990, price_prev_hu: 12990 }),
        makeVariant({ id: 2, name_hu: 'XL', effectivePrice: 14990 }),
      ],
      start_price_prev_hu: 12990,
    });
    const { user } = renderProduct(product);
    await screen.findByRole('heading', { level: 1 });
    expect(variantSelect()).toHaveValue('0');
    expect(within(variantSelect()).getByRole('option', { name: 'Válassz…' })).toHaveValue('0');
    expect(buyBox()).toHaveTextContent('Ár: 9 990 Ft-tól');
    expect(buyBox()).toHaveTextContent('7 866 Ft-tól nettó');
    expect(within(buyBox()).getByText('Eredeti ár:').closest('del')).toHaveTextContent('12 990 Ft');

    await user.selectOptions(variantSelect(), 'XL');
    expect(buyBox()).toHaveTextContent('Ár: 14 990 Ft');
    expect(buyBox()).not.toHaveTextContent('-tól');
    expect(buyBox()).toHaveTextContent('11 803 Ft nettó');
    expect(within(buyBox()).queryByText('Eredeti ár:')).not.toBeInTheDocument();
  });

  it('shows the clearance text and the pieces left for a clearance variant', async () => {
    renderProduct(
      makeProduct({
        variants: [
          makeVariant({
            id: 1,
            availability: 'vegkiarusitas',
            availabilityText: 'Utolsó darabok',
            stock: 2,
          }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(buyBox()).getByText(
        'Végkiárusítás! Rendelést csak a készlet erejéig tudjuk teljesíteni.',
      ),
    ).toBeInTheDocument();
    expect(within(buyBox()).getByText('Még 2 db kapható.')).toBeInTheDocument();
  });

  it('says a clearance variant is gone when its last pieces are held or sold', async () => {
    renderProduct(
      makeProduct({
        variants: [
          makeVariant({
            id: 1,
            availability: 'vegkiarusitas',
            availabilityText: 'Utolsó darabok',
            stock: 0,
          }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(within(buyBox()).getByText('Elfogyott.')).toBeInTheDocument();
  });

  it('splits the variants by the chosen bike, selects the only fitting one and says that it fits', async () => {
    const product = makeProduct({
      variants: [
        makeVariant({ id: 1, name_hu: 'Lánckészlet 520', bikesArray: [3, 9] }),
        makeVariant({ id: 2, name_hu: 'Lánckészlet 525', bikesArray: [7] }),
        makeVariant({ id: 3, name_hu: 'Lánckészlet 530', bikesArray: [] }),
      ],
    });
    const { user } = renderProduct(product, bikeChosen);
    await screen.findByRole('heading', { level: 1 });
    const groups = within(variantSelect()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'Illik a motorodhoz (Honda CBR600RR)',
      'Összes változat',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lánckészlet 525']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lánckészlet 520', 'Lánckészlet 525', 'Lánckészlet 530']);
    expect(variantSelect()).toHaveValue('2');
    expect(screen.getByText('Illik a motorodhoz: Honda CBR600RR')).toBeInTheDocument();
    // The product's own mark under its name, like the cards'.
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Illik a motorodhoz')).toBeInTheDocument();

    await user.selectOptions(
      variantSelect(),
      within(groups[1]!).getByRole('option', { name: 'Lánckészlet 530' }),
    );
    expect(
      screen.getByText('Nem illik a kiválasztott motorhoz: Honda CBR600RR'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Illik a motorodhoz: Honda CBR600RR')).not.toBeInTheDocument();
  });

  it('selects nothing when several variants fit the chosen bike, and counts them', async () => {
    const product = makeProduct({
      variants: [
        makeVariant({ id: 1, bikesArray: [7] }),
        makeVariant({ id: 2, bikesArray: [7] }),
        makeVariant({ id: 3, bikesArray: [8] }),
      ],
    });
    renderProduct(product, bikeChosen);
    await screen.findByRole('heading', { level: 1 });
    expect(variantSelect()).toHaveValue('0');
    expect(
      screen.getByText('2 változat illik a motorodhoz (Honda CBR600RR). Válassz közülük!'),
    ).toBeInTheDocument();
  });

  it('says when no variant fits the chosen bike', async () => {
    const product = makeProduct({
      variants: [makeVariant({ id: 1, bikesArray: [8] }), makeVariant({ id: 2, bikesArray: [9] })],
    });
    renderProduct(product, bikeChosen);
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(variantSelect())
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Összes változat']);
    expect(
      screen.getByText('Egyik változat sem illik a kiválasztott motorhoz: Honda CBR600RR'),
    ).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Nem illik')).toBeInTheDocument();
  });

  it('marks clothing neither way when a bike is chosen', async () => {
    renderProduct(makeProduct({ variants: [makeVariant({ id: 1 })] }), bikeChosen);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Illik a motorodhoz')).not.toBeInTheDocument();
    expect(screen.queryByText('Nem illik')).not.toBeInTheDocument();
  });

  it('shows no optgroups and no fit notice for clothing when no bike is chosen', async () => {
    renderProduct(makeProduct({ variants: [makeVariant({ id: 1 }), makeVariant({ id: 2 })] }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(variantSelect()).queryAllByRole('group')).toEqual([]);
    expect(within(variantSelect()).getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByText(/motorod/)).not.toBeInTheDocument();
  });

  it('invites the shopper to choose a bike on a part when none is chosen', async () => {
    renderProduct(
      makeProduct({ variants: [makeVariant({ id: 1, bikesArray: [7] }), makeVariant({ id: 2 })] }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Válaszd ki a motorod!' })).toHaveAttribute(
      'href',
      '/alkatresz-kereso/',
    );
    expect(within(variantSelect()).queryAllByRole('group')).toEqual([]);
  });

  it('keeps the quantity at 1 or more and links the pay button to the cart', async () => {
    const { user } = renderProduct(makeProduct());
    await screen.findByRole('heading', { level: 1 });
    const quantity = within(buyBox()).getByRole('spinbutton', { name: 'Mennyiség' });
    expect(quantity).toHaveValue(1);
    await user.click(within(buyBox()).getByRole('button', { name: 'Mennyiség csökkentése' }));
    expect(quantity).toHaveValue(1);
    await user.click(within(buyBox()).getByRole('button', { name: 'Mennyiség növelése' }));
    await user.click(within(buyBox()).getByRole('button', { name: 'Mennyiség növelése' }));
    expect(quantity).toHaveValue(3);
    await user.click(within(buyBox()).getByRole('button', { name: 'Mennyiség csökkentése' }));
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(quantity).toHaveValue(12);
    expect(within(buyBox()).getByRole('link', { name: 'Tovább a kosárhoz' })).toHaveAttribute(
      'href',
      '/kosar',
    );
  });

  describe('the way back to the list (product_prev)', () => {
    const openedFrom = (alias: string): Partial<RootState> => ({
      productPrev: {
        alias,
        path: '/ruhazat-sisak/sisakok?sort=start_price_curr_hu&direction=desc&start=15&end=30',
        label: 'Sisakok, 2. oldal',
      },
    });

    it('leads back to exactly the list the product was opened from', async () => {
      const product = makeProduct();
      renderProduct(product, openedFrom(product.alias));
      const back = await screen.findByRole('link', {
        name: 'Vissza a listához: Sisakok, 2. oldal',
      });
      expect(back).toHaveAttribute(
        'href',
        '/ruhazat-sisak/sisakok?sort=start_price_curr_hu&direction=desc&start=15&end=30',
      );
    });

    it('offers nothing for a product reached another way', async () => {
      const product = makeProduct();
      renderProduct(product, openedFrom('egy-masik-termek'));
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: /Vissza a listához/ })).not.toBeInTheDocument();
    });

    it('never leads out of the shop, whatever the storage held', async () => {
      const product = makeProduct();
      renderProduct(product, {
        productPrev: { alias: product.alias, path: '//gonosz.example/', label: 'x' },
      });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: /Vissza a listához/ })).not.toBeInTheDocument();
    });
  });
});
