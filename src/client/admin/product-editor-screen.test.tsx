import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminCategoryList, AdminProduct } from '@common/api/admin-catalogue.schema';
import { server } from '@client/testing/test-server';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { NewProductScreen, ProductEditorScreen } from './product-editor-screen';
import { staffLoggedIn, staffLoggedOut } from './staff-session';

const CATEGORIES: AdminCategoryList = {
  items: [
    {
      id: 3,
      section: 'ruhazat-sisak',
      parent_id: null,
      alias: 'sisakok',
      name_hu: 'Sisakok',
      name_en: 'Helmets',
      position: 0,
      products: 4,
    },
  ],
};

const PRODUCT: AdminProduct = {
  id: 7,
  active: false,
  created_at: '2026-11-23T10:00:00.000Z',
  alias: 'uj-sisak',
  category_id: 3,
  brand: 'Shoei',
  name_hu: 'Új sisak',
  name_en: 'New helmet',
  fullname_hu: 'Új sisak',
  fullname_en: 'New helmet',
  detail_name_hu: '',
  detail_name_en: '',
  content_hu: '<p>Könnyű</p>',
  content_en: '',
  variants: [],
  images: [],
  downloads: [],
};

beforeEach(() => staffLoggedIn({ token: 'staff-token', role: 'admin', email: 'bolt@motopont.hu' }));
afterEach(() => staffLoggedOut());

describe('the product editor', () => {
  it("sends the typed variant and shows the server's Hungarian refusal of a taken item number", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(CATEGORIES)),
      http.get('/api/admin/catalogue/products/7', ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer staff-token');
        return HttpResponse.json(PRODUCT);
      }),
      http.post('/api/admin/catalogue/products/7/variants', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: 'A(z) „SH-1” cikkszám már foglalt (Bőr kesztyű). Adjon meg másik cikkszámot.',
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderAdmin(<ProductEditorScreen />, {
      route: '/admin/katalogus/7',
      path: '/admin/katalogus/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Új sisak', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('rejtett')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Megjelenítés a boltban' })).toBeInTheDocument();
    expect(screen.getByText('Még nincs képe a terméknek.')).toBeInTheDocument();

    // A product without variants opens the new variant's form.
    const form = screen.getByRole('form', { name: 'Új változat' });
    await user.type(within(form).getByLabelText('Cikkszám'), 'SH-1');
    await user.type(within(form).getByLabelText('Ár (Ft)'), '129 900');
    await user.type(within(form).getByLabelText('Akciós ár (Ft)'), '119900');
    await user.type(within(form).getByLabelText('Készlet (db)'), '3');
    await user.type(
      within(form).getByLabelText('Tulajdonságok (soronként „név: érték”, pl. Méret: XL)'),
      'Méret: M{Enter}Szín: fekete',
    );
    await user.selectOptions(within(form).getByLabelText('Elérhetőség'), 'Rendelhető');
    await user.click(within(form).getByRole('button', { name: 'Változat hozzáadása' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A(z) „SH-1” cikkszám már foglalt (Bőr kesztyű). Adjon meg másik cikkszámot.',
    );
    expect(sent).toEqual([
      {
        cikkszam: 'SH-1',
        name_hu: '',
        name_en: '',
        props: { Méret: 'M', Szín: 'fekete' },
        price_curr_hu: 129_900,
        price_prev_hu: null,
        unique_promotional_price: 119_900,
        stock: 3,
        availability: 'rendelheto',
        weight_g: 0,
        bike_type_ids: [],
      },
    ]);
    // The form stays open with what was typed, so the admin only changes the item number.
    expect(within(form).getByLabelText('Cikkszám')).toHaveValue('SH-1');
  });

  it('publishes the product and then offers to hide it', async () => {
    let active = false;
    const withVariant: AdminProduct = {
      ...PRODUCT,
      variants: [
        {
          id: 11,
          position: 0,
          cikkszam: 'SH-1',
          name_hu: 'M',
          name_en: 'M',
          props: { Méret: 'M' },
          price_curr_hu: 129_900,
          price_prev_hu: null,
          unique_promotional_price: null,
          stock: 3,
          availability: 'raktaron',
          weight_g: 1400,
          bike_type_ids: [],
        },
      ],
    };
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(CATEGORIES)),
      http.get('/api/admin/catalogue/products/7', () =>
        HttpResponse.json({ ...withVariant, active }),
      ),
      http.post('/api/admin/catalogue/products/7/publish', async ({ request }) => {
        active = ((await request.json()) as { active: boolean }).active;
        return HttpResponse.json({ ...withVariant, active });
      }),
    );
    const { user } = renderAdmin(<ProductEditorScreen />, {
      route: '/admin/katalogus/7',
      path: '/admin/katalogus/:id',
    });
    const variants = await screen.findByRole('region', { name: 'Változatok táblázata' });
    expect(within(variants).getByRole('cell', { name: 'SH-1' })).toBeInTheDocument();
    expect(within(variants).getByRole('cell', { name: /129\s900\sFt/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Megjelenítés a boltban' }));
    expect(await screen.findByRole('button', { name: 'Elrejtés' })).toBeInTheDocument();
    expect(screen.getByText('megjelenik a boltban')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'megnyitás a boltban' })).toHaveAttribute(
      'href',
      '/termek/uj-sisak',
    );
  });

  it('gives a new product its address from the Hungarian name', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(CATEGORIES)),
      http.post('/api/admin/catalogue/products', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ message: 'Név (magyar): nem lehet üres.' }, { status: 400 });
      }),
    );
    const { user } = renderAdmin(<NewProductScreen />);
    await user.type(screen.getByLabelText('Név (magyar)'), 'Bőr kesztyű, női');
    expect(screen.getByLabelText('Webcím')).toHaveValue('bor-kesztyu-noi');
    await screen.findByRole('option', { name: 'Ruházat, sisak / Sisakok' });
    await user.selectOptions(screen.getByLabelText('Kategória'), 'Ruházat, sisak / Sisakok');
    await user.click(screen.getByRole('button', { name: 'Termék létrehozása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Név (magyar): nem lehet üres.');
    expect(created).toEqual([
      expect.objectContaining({ alias: 'bor-kesztyu-noi', category_id: 3 }),
    ]);
  });
});
