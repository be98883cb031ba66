import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import type { RootState } from '@client/app/root-reducer';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { makeCategory, makeListItem, serveCatalogue } from '../../testing/list-test-data';
import ProductListScreen from './product-list-screen';

function Address() {
  const { pathname, search } = useLocation();
  return <p>Cím: {`${pathname}${search}`}</p>;
}

function renderList(route: string, preloadedState?: Partial<RootState>) {
  return renderWithProviders(
    <>
      <ProductListScreen />
      <Address />
    </>,
    { route, preloadedState },
  );
}

const address = () => screen.getByText(/^Cím:/).textContent?.replace('Cím: ', '');
const topControls = () => screen.getAllByRole('combobox', { name: 'Termék oldalanként' })[0]!;
const lastBody = (requests: { body: Record<string, unknown> }[]) =>
  requests[requests.length - 1]?.body;

describe('ProductListScreen', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows the spinner, then a section with its category tree, cards, the page title and view_item_list', async () => {
    const { productRequests, categoryRequests } = serveCatalogue({
      total: 40,
      items: (start) =>
        start === 0
          ? [
              makeListItem(1, {
                fullname_hu: 'Bőr kesztyű',
                start_price_curr_hu: 9990,
                top_price_curr_hu: 14990,
                effectivePrice: 9990,
              }),
              makeListItem(2, {
                fullname_hu: '',
                fullname_en: 'Rain suit',
                effectivePrice: 8000,
                start_price_curr_hu: 8000,
                top_price_curr_hu: 8000,
                start_price_prev_hu: 10000,
              }),
            ]
          : [],
    });
    renderList('/ruhazat-sisak/');
    expect(screen.getByRole('status')).toHaveTextContent('Termékek betöltése…');
    const glove = await screen.findByRole('link', { name: 'Bőr kesztyű' });
    expect(screen.queryByText('Termékek betöltése…')).not.toBeInTheDocument();
    expect(glove).toHaveAttribute('href', '/termek/termek-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ruházat, sisak');
    expect(document.title).toBe('Ruházat, sisak - MotoPont');

    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Ár: 9 990 Ft-tól');
    // English name when the Hungarian one is empty; the old price crossed out on sale.
    expect(within(cards[1]!).getByRole('link', { name: 'Rain suit' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('8 000 Ft');
    expect(cards[1]).not.toHaveTextContent('-tól');
    expect(within(cards[1]!).getByText('Eredeti ár:').closest('del')).toHaveTextContent(
      '10 000 Ft',
    );
    expect(within(cards[1]!).getByText('Akció')).toBeInTheDocument();

    const tree = screen.getByRole('navigation', { name: 'Kategóriák' });
    expect(within(tree).getByRole('link', { name: 'Kesztyűk (12)' })).toHaveAttribute(
      'href',
      '/ruhazat-sisak/kesztyuk',
    );
    expect(within(tree).getByRole('link', { name: 'Sisakok (30)' })).toBeInTheDocument();
    expect(within(tree).getByRole('link', { name: 'Ruházat, sisak (42)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Sub-categories unfold only on the path to the chosen category.
    expect(within(tree).queryByRole('link', { name: /Nyári kesztyűk/ })).not.toBeInTheDocument();

    expect(lastBody(productRequests)).toEqual({
      sort: ['fullname_en', 'asc'],
      range: [0, 15],
      searchText: null,
      akcios: false,
      bike: null,
    });
    expect(categoryRequests[0]).toEqual({
      url: '/api/categoriesByAlias/ruhazat-sisak',
      body: { bike: null, searchText: null, akcios: false },
    });
    expect(window.dataLayer).toContainEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'HUF',
        item_list_id: 'ruhazat-sisak',
        item_list_name: 'Ruházat, sisak',
        items: [
          { item_id: '1', item_name: 'Bőr kesztyű', price: 9990, index: 0 },
          { item_id: '2', item_name: 'Rain suit', price: 8000, index: 1 },
        ],
      },
    });
  });

  it('shows the chosen category in the header line, the tree and the title', async () => {
    const { productRequests } = serveCatalogue({ catIds: [1, 3] });
    renderList('/ruhazat-sisak/nyari-kesztyuk');
    await screen.findByText('Nyári kesztyűk', { selector: '.product-list__category' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ruházat, sisak: /Nyári kesztyűk',
    );
    const tree = screen.getByRole('navigation', { name: 'Kategóriák' });
    expect(await within(tree).findByRole('link', { name: 'Nyári kesztyűk (5)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Nyári kesztyűk - MotoPont');
    await waitFor(() =>
      expect(productRequests[0]?.url).toBe('/api/productsByAlias/nyari-kesztyuk'),
    );
  });

  it('pages with the pager links and keeps the range in the query string', async () => {
    const { productRequests } = serveCatalogue({ total: 200 });
    const { user } = renderList('/ruhazat-sisak/');
    await screen.findByRole('link', { name: 'Termék 1' });
    const pager = screen.getByRole('navigation', { name: 'Lapozás, felül' });
    // The gaps are hidden from screen readers, so read the list as it looks.
    expect([...pager.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1',
      '2',
      '3',
      '…',
      '12',
      '13',
      '14',
      '›',
    ]);
    expect(within(pager).getByRole('link', { name: '1. oldal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByText('1–15 / 200 termék')).toHaveLength(2);

    await user.click(within(pager).getByRole('link', { name: '3. oldal' }));
    await screen.findByRole('link', { name: 'Termék 31' });
    expect(address()).toBe('/ruhazat-sisak/?start=30&end=45');
    expect(lastBody(productRequests)?.range).toEqual([30, 45]);
    expect(
      within(screen.getByRole('navigation', { name: 'Lapozás, alul' })).getByRole('link', {
        name: '3. oldal',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getAllByRole('link', { name: 'Következő oldal' })[0]!);
    await screen.findByRole('link', { name: 'Termék 46' });
    expect(address()).toBe('/ruhazat-sisak/?start=45&end=60');
  });

  it('stays busy until every card of the new page is on screen', async () => {
    serveCatalogue({ total: 200 });
    const { user } = renderList('/ruhazat-sisak/?start=0&end=30');
    const region = await screen.findByRole('region', { name: 'Termékek' });
    await screen.findByRole('link', { name: 'Termék 1' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    // Every state the region passes through: "not busy" only with the whole page of the new answer.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const cards = within(region).queryAllByRole('article');
      seen.push(
        `${region.getAttribute('aria-busy')} ${cards.length} ${cards[0]?.textContent?.slice(0, 10)}`,
      );
    });
    observer.observe(region, { attributes: true, childList: true, subtree: true });
    await user.click(screen.getAllByRole('link', { name: '2. oldal' })[0]!);
    await screen.findByRole('link', { name: 'Termék 31' });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    observer.disconnect();
    const notBusy = seen.filter((state) => state.startsWith('false'));
    expect(notBusy.length).toBeGreaterThan(0);
    expect(notBusy.filter((state) => !state.startsWith('false 30 Termék 31'))).toEqual([]);
    expect(within(region).getAllByRole('article')).toHaveLength(30);
  });

  it('keeps the start when the page size changes, and starts over when the order changes', async () => {
    const { productRequests } = serveCatalogue({ total: 200 });
    const { user } = renderList('/ruhazat-sisak/?start=30&end=45');
    await screen.findByRole('link', { name: 'Termék 31' });
    await user.selectOptions(topControls(), '60');
    await screen.findByRole('link', { name: 'Termék 90' });
    expect(address()).toBe('/ruhazat-sisak/?start=30&end=90');
    expect(lastBody(productRequests)?.range).toEqual([30, 90]);

    await user.selectOptions(
      screen.getAllByRole('combobox', { name: 'Rendezés' })[0]!,
      'Ár szerint',
    );
    await waitFor(() =>
      expect(lastBody(productRequests)).toMatchObject({
        sort: ['start_price_curr_hu', 'asc'],
        range: [0, 60],
      }),
    );
    expect(address()).toBe('/ruhazat-sisak/?start=0&end=60&sort=start_price_curr_hu');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Irány' })[1]!, 'Csökkenő');
    await waitFor(() =>
      expect(lastBody(productRequests)?.sort).toEqual(['start_price_curr_hu', 'desc']),
    );
    expect(screen.getAllByRole('combobox', { name: 'Irány' })[0]).toHaveValue('desc');
  });

  it('keeps both of two choices made before the list re-renders (the sort field, then the direction)', async () => {
    serveCatalogue({ total: 200 });
    renderList('/ruhazat-sisak/?start=15&end=30');
    await screen.findByRole('link', { name: 'Termék 16' });
    // Both change events in one act: React renders the first choice's address only after the second.
    act(() => {
      fireEvent.change(screen.getAllByRole('combobox', { name: 'Rendezés' })[0]!, {
        target: { value: 'start_price_curr_hu' },
      });
      fireEvent.change(screen.getAllByRole('combobox', { name: 'Irány' })[0]!, {
        target: { value: 'desc' },
      });
    });
    expect(address()).toBe('/ruhazat-sisak/?sort=start_price_curr_hu&direction=desc');
    expect(screen.getAllByRole('combobox', { name: 'Rendezés' })[0]).toHaveValue(
      'start_price_curr_hu',
    );
    expect(screen.getAllByRole('combobox', { name: 'Irány' })[0]).toHaveValue('desc');
  });

  it('reads sort and range from the address it is opened with', async () => {
    const { productRequests } = serveCatalogue({ total: 200 });
    renderList('/szerviz-alkatreszek/?sort=start_price_curr_hu&direction=desc&start=45&end=90');
    await screen.findByRole('link', { name: 'Termék 46' });
    expect(lastBody(productRequests)).toMatchObject({
      sort: ['start_price_curr_hu', 'desc'],
      range: [45, 90],
    });
    expect(topControls()).toHaveValue('45');
    expect(screen.getAllByRole('combobox', { name: 'Rendezés' })[0]).toHaveValue(
      'start_price_curr_hu',
    );
  });

  it('shows an empty list without the spinner when the load fails', async () => {
    serveCatalogue();
    server.use(
      http.post('/api/productsByAlias/:alias', () =>
        HttpResponse.json({ message: 'Hiba' }, { status: 500 }),
      ),
    );
    renderList('/ruhazat-sisak/');
    expect(await screen.findByText('Itt jelenleg nincs termék.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('0 termék')).toBeInTheDocument();
  });

  it('searches with q, names the search in the header line and keeps the text in the search slice', async () => {
    const { productRequests, categoryRequests } = serveCatalogue({ total: 3 });
    const { store } = renderList('/kereses?q=b%C5%91r%20keszty%C5%B1');
    await screen.findByRole('link', { name: 'Termék 1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Keresés: „bőr kesztyű”');
    expect(document.title).toBe('Keresés: bőr kesztyű - MotoPont');
    expect(lastBody(productRequests)).toMatchObject({ searchText: 'bőr kesztyű', range: [0, 15] });
    expect(categoryRequests[0]?.body).toEqual({
      bike: null,
      searchText: 'bőr kesztyű',
      akcios: false,
    });
    expect(store.getState().search.text).toBe('bőr kesztyű');
    // Category links of a search keep the search text.
    expect(
      within(screen.getByRole('navigation', { name: 'Kategóriák' })).getByRole('link', {
        name: 'Kesztyűk (12)',
      }),
    ).toHaveAttribute('href', '/kereses/kesztyuk?q=b%C5%91r+keszty%C5%B1');
  });

  it('says when nothing matches the search', async () => {
    serveCatalogue({ total: 0, tree: [] });
    server.use(
      http.get('/api/didYouMean', () =>
        HttpResponse.json({ searches: [], products: [], categories: [] }),
      ),
    );
    renderList('/kereses?q=xyz');
    expect(await screen.findByText('Nincs a keresésnek megfelelő termék.')).toBeInTheDocument();
    expect(screen.getByText('0 termék')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Lapozás, felül' })).not.toBeInTheDocument();
  });

  it('asks for a search text when q is empty', () => {
    renderList('/kereses');
    expect(
      screen.getByText('Írd be a fenti keresőmezőbe, mit keresel: terméknevet vagy cikkszámot.'),
    ).toBeInTheDocument();
  });

  it('lists only products on sale under /akciok/', async () => {
    const { productRequests, categoryRequests } = serveCatalogue({ total: 2 });
    renderList('/akciok/sisakok');
    await screen.findByText('Sisakok', { selector: '.product-list__category' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^Akciók ?: ?Sisakok$/);
    expect(productRequests[0]).toMatchObject({
      url: '/api/productsByAlias/sisakok',
      body: { akcios: true },
    });
    expect(categoryRequests[0]?.body).toMatchObject({ akcios: true });
  });

  it('names the section of a category opened without its section in the path', async () => {
    serveCatalogue({ tree: [makeCategory(31, 'kiegeszito-alkatreszek', 'Kiegészítők', 60)] });
    server.use(
      http.get('/api/getMainCategories/:section', ({ params }) =>
        HttpResponse.json(
          params.section === 'szerviz-alkatreszek'
            ? [makeCategory(31, 'kiegeszito-alkatreszek', 'Kiegészítők', 60)]
            : [makeCategory(1, 'kesztyuk', 'Kesztyűk', 12)],
        ),
      ),
    );
    renderList('/kiegeszito-alkatreszek/');
    await screen.findByText('Kiegészítők', { selector: '.product-list__category' });
    expect(
      await screen.findByText('Szervizalkatrészek, kiegészítők', {
        selector: '.product-list__section',
      }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('navigation', { name: 'Kategóriák' })).findByRole('link', {
        name: 'Kiegészítők (60)',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('marks the cards that fit the chosen bike, those that do not, and says nothing on the rest', async () => {
    const { productRequests } = serveCatalogue({
      total: 3,
      items: () => [
        makeListItem(1, {
          fitment: true,
          variants: [
            { id: 10, bikesArray: [] },
            { id: 11, bikesArray: [7] },
          ],
        }),
        makeListItem(2, { variants: [{ id: 20, bikesArray: [] }] }),
        makeListItem(3, { fitment: true, variants: [{ id: 30, bikesArray: [] }] }),
      ],
    });
    renderList('/szerviz-alkatreszek/', {
      motorom: {
        mode: 'select',
        gyarto: 1,
        felepites: 2,
        hengerurtartalom: 600,
        tipus: 7,
        motorInput: '',
        tipusName: 'Honda CBR600RR',
      },
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Illik a motorodhoz')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Nem illik')).not.toBeInTheDocument();
    // No fitment data (clothing): no mark at all.
    expect(within(cards[1]!).queryByText('Illik a motorodhoz')).not.toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Nem illik')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Nem illik')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText('Illik a motorodhoz')).not.toBeInTheDocument();
    expect(lastBody(productRequests)?.bike).toBe(7);
  });

  it('folds the category tree behind a button on phones', async () => {
    serveCatalogue();
    const { user } = renderList('/ruhazat-sisak/');
    const toggle = await screen.findByRole('button', { name: 'Kategóriák' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('remembers the list a product is opened from (product_prev): address with page, order and search, and its name', async () => {
    serveCatalogue({ total: 40 });
    const { store, user } = renderList(
      '/ruhazat-sisak/sisakok?sort=start_price_curr_hu&direction=desc&start=15&end=30',
    );
    await user.click(await screen.findByRole('link', { name: /termék 16$/i }));
    expect(address()).toBe('/termek/termek-16');
    expect(store.getState().productPrev).toEqual({
      alias: 'termek-16',
      path: '/ruhazat-sisak/sisakok?sort=start_price_curr_hu&direction=desc&start=15&end=30',
      label: 'Sisakok, 2. oldal',
    });
  });

  it('names a search list by its text on the way back', async () => {
    serveCatalogue({ total: 3 });
    const { store, user } = renderList('/kereses?q=sisak');
    await user.click(await screen.findByRole('link', { name: /termék 2$/i }));
    expect(store.getState().productPrev).toEqual({
      alias: 'termek-2',
      path: '/kereses?q=sisak',
      label: 'Keresés: „sisak”',
    });
  });

  it('shows clothing and helmets in the compact layout with sizes and colours, parts in the large one', async () => {
    serveCatalogue({
      total: 1,
      items: (start) =>
        start === 0
          ? [
              makeListItem(1, {
                sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'],
                colours: ['fekete', 'piros'],
              }),
            ]
          : [],
    });
    const { unmount } = renderList('/ruhazat-sisak/');
    const card = await screen.findByRole('article');
    expect(card).toHaveClass('product-card--compact');
    expect(card).toHaveTextContent('Méretek: S · M · L · XL · 2XL · 3XL · +1');
    expect(card).toHaveTextContent('Színek: fekete · piros');
    unmount();

    renderList('/szerviz-alkatreszek/');
    const part = await screen.findByRole('article');
    expect(part).not.toHaveClass('product-card--compact');
    expect(part).not.toHaveTextContent('Méretek');
  });
});
