import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { SizeChartList } from '@common/api/size-charts.schema';
import { server } from '@client/testing/test-server';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { staffLoggedIn, staffLoggedOut } from '../staff-session';
import SizeChartsScreen from './size-charts-screen';

const LIST: SizeChartList = {
  items: [
    {
      id: 1,
      brand: 'Shoei',
      kind: 'helmet',
      sizes: [
        { size: 'M', ranges: { head: [57, 58] } },
        { size: 'L', ranges: { head: [59, 60] } },
      ],
      updated_at: '2026-11-23T20:00:00.000Z',
    },
  ],
  brands: ['Held', 'Shoei'],
  categories: [
    { id: 1, path: 'Sisakok', size_kind: 'helmet', inherited: null },
    { id: 2, path: 'Sisakok › Integrál', size_kind: null, inherited: 'helmet' },
  ],
};

beforeEach(() => staffLoggedIn({ token: 't', role: 'admin', email: 'bolt@motopont.hu' }));
afterEach(() => staffLoggedOut());

describe('the size charts screen', () => {
  it('lists the charts and the categories with their own or inherited kind', async () => {
    server.use(http.get('/api/admin/size-charts', () => HttpResponse.json(LIST)));
    renderAdmin(<SizeChartsScreen />);
    const row = (await screen.findByRole('cell', { name: 'Shoei' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Bukósisak' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'fejkörfogat 57–60 cm' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sisakok: mérettáblázat fajtája' })).toHaveValue(
      'helmet',
    );
    const sub = screen.getByRole('combobox', { name: 'Sisakok › Integrál: mérettáblázat fajtája' });
    expect(sub).toHaveValue('');
    expect(within(sub).getByRole('option', { name: 'Örökölt: Bukósisak' })).toBeInTheDocument();
  });

  it('checks a new chart before sending it, then saves it', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/size-charts', () => HttpResponse.json(LIST)),
      http.post('/api/admin/size-charts', async ({ request }) => {
        const body = (await request.json()) as { brand: string; kind: 'jacket' };
        saved.push(body);
        return HttpResponse.json({ id: 2, updated_at: '', sizes: [], ...body });
      }),
    );
    const { user } = renderAdmin(<SizeChartsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Új mérettáblázat' }));
    const form = screen.getByRole('form', { name: 'Új mérettáblázat' });
    await user.type(within(form).getByRole('combobox', { name: 'Márka' }), 'Held');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Termékfajta' }), 'jacket');
    await user.type(within(form).getByRole('textbox', { name: '1. méret neve' }), 'M');
    await user.type(
      within(form).getByRole('textbox', { name: '1. méret mellbőség, alsó határ' }),
      '94',
    );
    await user.type(
      within(form).getByRole('textbox', { name: '1. méret mellbőség, felső határ' }),
      '98,5',
    );
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      '1. sor: a(z) derékbőség egész vagy tizedes (pl. 57,5) szám legyen.',
    );
    expect(saved).toEqual([]);
    await user.type(
      within(form).getByRole('textbox', { name: '1. méret derékbőség, alsó határ' }),
      '80',
    );
    await user.type(
      within(form).getByRole('textbox', { name: '1. méret derékbőség, felső határ' }),
      '84',
    );
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'A(z) Held kabát mérettáblázata elmentve.',
      ),
    );
    expect(saved).toEqual([
      {
        brand: 'Held',
        kind: 'jacket',
        sizes: [{ size: 'M', ranges: { chest: [94, 98.5], waist: [80, 84] } }],
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.get('/api/admin/size-charts', () => HttpResponse.json(LIST)),
      http.put('/api/admin/size-charts/1', () =>
        HttpResponse.json(
          { message: 'A(z) Shoei márkának már van bukósisak mérettáblázata. Azt módosítsa.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin(<SizeChartsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Shoei bukósisak szerkesztése' }));
    const form = screen.getByRole('form', { name: 'Shoei – Bukósisak mérettáblázat' });
    expect(
      within(form).getByRole('textbox', { name: '2. méret fejkörfogat, felső határ' }),
    ).toHaveValue('60');
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A(z) Shoei márkának már van bukósisak mérettáblázata. Azt módosítsa.',
    );
  });
});
