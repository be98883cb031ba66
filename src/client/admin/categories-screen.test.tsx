import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import type { AdminCategoryList } from '@common/api/admin-catalogue.schema';
import { server } from '@client/testing/test-server';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { CategoriesScreen } from './categories-screen';
import { staffLoggedIn, staffLoggedOut } from './staff-session';

const LIST: AdminCategoryList = {
  items: [
    {
      id: 1,
      section: 'ruhazat-sisak',
      parent_id: null,
      alias: 'kesztyuk',
      name_hu: 'Kesztyűk',
      name_en: 'Gloves',
      position: 0,
      products: 2,
    },
    {
      id: 2,
      section: 'ruhazat-sisak',
      parent_id: null,
      alias: 'sisakok',
      name_hu: 'Sisakok',
      name_en: 'Helmets',
      position: 1,
      products: 5,
    },
    {
      id: 3,
      section: 'ruhazat-sisak',
      parent_id: 2,
      alias: 'nyitott',
      name_hu: 'Nyitott sisakok',
      name_en: 'Open',
      position: 0,
      products: 1,
    },
  ],
};

beforeEach(() => staffLoggedIn({ token: 't', role: 'admin', email: 'bolt@motopont.hu' }));
afterEach(() => staffLoggedOut());

describe('the categories screen', () => {
  it('offers a new category once the tree is in, placed after its siblings', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', async () => {
        await delay(300);
        return HttpResponse.json(LIST);
      }),
      http.post('/api/admin/catalogue/categories', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(LIST);
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen />);
    expect(screen.getByRole('button', { name: 'Új kategória' })).toBeDisabled();
    await screen.findByText('Nyitott sisakok');
    await user.click(screen.getByRole('button', { name: 'Új kategória' }));
    const form = screen.getByRole('form', { name: 'Új kategória' });
    expect(within(form).getByRole('option', { name: 'Sisakok' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Név (magyar)'), 'Téli kesztyűk');
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name_hu: 'Téli kesztyűk', parent_id: null, position: 3 });
  });

  it('shows the tree and moves a category before its sibling', async () => {
    const ordered: unknown[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(LIST)),
      http.put('/api/admin/catalogue/category-order', async ({ request }) => {
        ordered.push(await request.json());
        return HttpResponse.json(LIST);
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen />);
    expect(await screen.findByText('Nyitott sisakok')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(rows[0]).toMatch(/^Ruházat, sisak \/ Kesztyűk \(2 termék\)/);
    expect(rows[1]).toMatch(/^Ruházat, sisak \/ Sisakok \(5 termék\)/);
    expect(rows[2]).toMatch(/^Nyitott sisakok \(1 termék\)/);
    // The first of its siblings cannot move up.
    expect(screen.queryByRole('button', { name: 'Kesztyűk előrébb' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sisakok előrébb' }));
    await screen.findByText('Nyitott sisakok');
    expect(ordered).toEqual([{ ids: [2, 1] }]);
  });

  it("shows the server's Hungarian refusal of a taken address", async () => {
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(LIST)),
      http.post('/api/admin/catalogue/categories', () =>
        HttpResponse.json(
          { message: 'Ez a webcím már egy másik kategóriához tartozik.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin(<CategoriesScreen />);
    // The button is there but disabled until the tree is in: wait for the tree.
    await screen.findByText('Nyitott sisakok');
    await user.click(screen.getByRole('button', { name: 'Új kategória' }));
    await user.type(screen.getByLabelText('Név (magyar)'), 'Kesztyűk');
    expect(screen.getByLabelText('Webcím')).toHaveValue('kesztyuk');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ez a webcím már egy másik kategóriához tartozik.',
    );
  });

  it('deletes a category only after the confirmation, and shows a refusal', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(LIST)),
      http.delete('/api/admin/catalogue/categories/:id', ({ params }) => {
        deleted.push(String(params.id));
        return params.id === '3'
          ? HttpResponse.json({ items: LIST.items.slice(0, 2) })
          : HttpResponse.json(
              { message: 'A kategóriának vannak alkategóriái: előbb azokat törölje.' },
              { status: 409 },
            );
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user } = renderAdmin(<CategoriesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Nyitott sisakok törlése' }));
    expect(confirm).toHaveBeenCalledWith('Biztosan törli a(z) „Nyitott sisakok” kategóriát?');
    expect(deleted).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Sisakok törlése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A kategóriának vannak alkategóriái: előbb azokat törölje.',
    );
    await user.click(screen.getByRole('button', { name: 'Nyitott sisakok törlése' }));
    expect(deleted).toEqual(['2', '3']);
    confirm.mockRestore();
  });

  it('renames a category, sending only its editable fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/catalogue/categories', () => HttpResponse.json(LIST)),
      http.put('/api/admin/catalogue/categories/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(LIST);
      }),
    );
    const { user } = renderAdmin(<CategoriesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Kesztyűk szerkesztése' }));
    const name = screen.getByLabelText('Név (magyar)');
    await user.clear(name);
    await user.type(name, 'Téli kesztyűk');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    // Saved: the form closes (the "Új kategória" button is there all along, so it proves nothing).
    await waitFor(() => expect(screen.queryByLabelText('Név (magyar)')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        section: 'ruhazat-sisak',
        parent_id: null,
        alias: 'kesztyuk',
        name_hu: 'Téli kesztyűk',
        name_en: 'Gloves',
        position: 0,
      },
    ]);
  });
});
