import { adminCall, staffToken } from '../../testing/admin-helpers';
import { HELMET_CHART, JACKET_CHART, seedSizedProducts } from '../../testing/size-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  await seedSizedProducts(t.app.db);
  admin = await staffToken(t, 'admin');
});
afterEach(async () => {
  await t.close();
});

const shop = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });

async function createChart(body: object = HELMET_CHART) {
  const res = await adminCall(t, admin, 'POST', '/api/admin/size-charts', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number };
}

describe('size charts in the back office', () => {
  it('only admins: no token 401, support 403 on every call, and nothing is written', async () => {
    const chart = await createChart();
    const support = await staffToken(t, 'support');
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/size-charts'],
      ['POST', '/api/admin/size-charts', JACKET_CHART],
      ['PUT', `/api/admin/size-charts/${chart.id}`, { ...HELMET_CHART, brand: 'Arai' }],
      ['DELETE', `/api/admin/size-charts/${chart.id}`],
      ['PUT', '/api/admin/size-charts/categories/1', { size_kind: null }],
    ];
    for (const [method, url, body] of calls) {
      expect((await adminCall(t, null, method, url, body)).statusCode).toBe(401);
      const refused = await adminCall(t, support, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: expect.stringContaining('adminisztrátori') });
    }
    const list = (await adminCall(t, admin, 'GET', '/api/admin/size-charts')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ brand: 'Shoei', kind: 'helmet' });
    const category = list.categories.find((c: { id: number }) => c.id === 1);
    expect(category).toMatchObject({ size_kind: 'helmet', path: 'sisakok' });
  });

  it('create, update, delete are audited; one chart per brand and kind', async () => {
    const { id } = await createChart();
    const again = await adminCall(t, admin, 'POST', '/api/admin/size-charts', {
      ...HELMET_CHART,
      brand: ' Shoei ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A(z) Shoei márkának már van bukósisak mérettáblázata. Azt módosítsa.',
    );
    const changed = await adminCall(t, admin, 'PUT', `/api/admin/size-charts/${id}`, {
      ...HELMET_CHART,
      sizes: [...HELMET_CHART.sizes, { size: 'XL', ranges: { head: [61, 62] } }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().sizes.map((s: { size: string }) => s.size)).toEqual([
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect((await adminCall(t, admin, 'DELETE', `/api/admin/size-charts/${id}`)).json()).toEqual({
      status: 1,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'staff_email'])
      .where('entity', '=', 'size-chart')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'size-chart.create',
      'size-chart.update',
      'size-chart.delete',
    ]);
    expect(audit.every((a) => a.staff_email === 'admin@motopont.hu')).toBe(true);
    expect((await adminCall(t, admin, 'DELETE', `/api/admin/size-charts/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses charts that cannot advise, in Hungarian', async () => {
    const bad = async (body: object) => {
      const res = await adminCall(t, admin, 'POST', '/api/admin/size-charts', body);
      return { status: res.statusCode, message: (res.json() as { message: string }).message };
    };
    const sizes = HELMET_CHART.sizes;
    expect(
      await bad({ ...HELMET_CHART, sizes: [sizes[0], { size: 'M', ranges: { head: [56, 58] } }] }),
    ).toEqual({
      status: 422,
      message:
        '2. sor: a(z) fejkörfogat tartománya nagyobb legyen az előző méreténél, átfedés nélkül.',
    });
    expect(await bad({ ...HELMET_CHART, sizes: [sizes[0], { ...sizes[1], size: 's' }] })).toEqual({
      status: 422,
      message: '2. sor: a(z) „s” méret kétszer szerepel.',
    });
    expect(
      await bad({ ...JACKET_CHART, sizes: [{ size: 'S', ranges: { chest: [88, 92] } }] }),
    ).toEqual({ status: 422, message: '1. sor: adja meg a(z) derékbőség tartományát.' });
    expect(
      await bad({ ...HELMET_CHART, sizes: [{ size: 'S', ranges: { head: [58, 57] } }] }),
    ).toEqual({ status: 422, message: '1. sor: a(z) fejkörfogat alsó határa nagyobb a felsőnél.' });
    expect(
      await bad({ ...HELMET_CHART, sizes: [{ size: 'S', ranges: { head: [5, 57] } }] }),
    ).toEqual({ status: 422, message: '1. sor: a(z) fejkörfogat 40 és 75 cm között legyen.' });
    expect(await bad({ ...HELMET_CHART, sizes: [] })).toEqual({
      status: 422,
      message: 'Adjon meg legalább egy méretet.',
    });
    expect(await bad({ ...HELMET_CHART, kind: 'boots' })).toEqual({
      status: 400,
      message: 'Termékfajta: bukósisak, kabát vagy kesztyű lehet.',
    });
    expect(await bad({ ...HELMET_CHART, brand: '' })).toEqual({
      status: 400,
      message: 'Márka: 1–80 karakter legyen.',
    });
    expect((await adminCall(t, admin, 'GET', '/api/admin/size-charts')).json().items).toEqual([]);
  });

  it('a category kind set in the back office is inherited by its subcategories', async () => {
    const fixture = await t.app.db.selectFrom('categories').select(['id', 'alias']).execute();
    const jackets = fixture.find((c) => c.alias === 'kabatok')?.id as number;
    await createChart(JACKET_CHART);
    expect((await shop('/api/sizeChart/held-kabat')).json().chart).toMatchObject({
      kind: 'jacket',
    });
    const cleared = await adminCall(
      t,
      admin,
      'PUT',
      `/api/admin/size-charts/categories/${jackets}`,
      {
        size_kind: null,
      },
    );
    expect(cleared.statusCode).toBe(200);
    expect((await shop('/api/sizeChart/held-kabat')).json()).toEqual({ chart: null });
    const sub = cleared
      .json()
      .categories.find((c: { path: string }) => c.path.endsWith('integral-sisakok'));
    expect(sub).toMatchObject({ size_kind: null, inherited: 'helmet' });
  });
});

describe('the size advisor (product page)', () => {
  it('a product has a chart only when its brand and kind have one', async () => {
    expect((await shop('/api/sizeChart/shoei-neotec')).json()).toEqual({ chart: null });
    await createChart();
    expect((await shop('/api/sizeChart/shoei-neotec')).json()).toEqual({
      chart: { brand: 'Shoei', kind: 'helmet', sizes: HELMET_CHART.sizes },
    });
    expect((await shop('/api/sizeChart/held-kabat')).json()).toEqual({ chart: null });
    expect((await shop('/api/sizeAdvice/held-kabat?chest=90&waist=76')).statusCode).toBe(404);
  });

  it('answers at the boundaries: inside, on both edges, between two sizes, outside', async () => {
    await createChart();
    const advice = async (head: string) =>
      (await shop(`/api/sizeAdvice/shoei-neotec?head=${head}`)).json();
    expect(await advice('57')).toMatchObject({ status: 'fits', size: 'M' });
    expect(await advice('58')).toMatchObject({ status: 'fits', size: 'M' });
    expect(await advice('57.5')).toEqual({
      status: 'fits',
      size: 'M',
      message: 'A(z) M méret a jó neked.',
    });
    expect(await advice('58.5')).toEqual({
      status: 'between',
      size: 'L',
      lower: 'M',
      upper: 'L',
      message: 'Két méret (M és L) között vagy: a nagyobbat, a(z) L méretet javasoljuk.',
    });
    expect(await advice('55')).toMatchObject({ status: 'fits', size: 'S' });
    expect(await advice('60')).toMatchObject({ status: 'fits', size: 'L' });
    expect(await advice('54.5')).toEqual({
      status: 'below',
      size: null,
      message:
        'A méreteid kisebbek a táblázat legkisebb méreténél (S). Kérj tanácsot az ügyfélszolgálattól.',
    });
    expect(await advice('60.5')).toMatchObject({ status: 'above', size: null });
    const missing = await shop('/api/sizeAdvice/shoei-neotec');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Fejkörfogat: add meg centiméterben.');
    const silly = await shop('/api/sizeAdvice/shoei-neotec?head=570');
    expect(silly.json()).toEqual({ message: 'Fejkörfogat: 40 és 75 cm közötti számot adj meg.' });
    expect((await shop('/api/sizeAdvice/shoei-neotec?head=abc')).statusCode).toBe(400);
  });

  it('two measures: the larger size wins', async () => {
    await createChart(JACKET_CHART);
    const advice = async (q: string) => (await shop(`/api/sizeAdvice/held-kabat?${q}`)).json();
    expect(await advice('chest=96&waist=76')).toMatchObject({ status: 'fits', size: 'M' });
    expect(await advice('chest=90&waist=88')).toMatchObject({ status: 'fits', size: 'L' });
    expect(await advice('chest=93&waist=76')).toMatchObject({
      status: 'between',
      lower: 'S',
      upper: 'M',
    });
    // The waist says M squarely: the chest's "between S and M" changes nothing.
    expect(await advice('chest=93&waist=82')).toMatchObject({ status: 'fits', size: 'M' });
    expect(await advice('chest=80&waist=76')).toMatchObject({ status: 'fits', size: 'S' });
    expect(await advice('chest=110&waist=76')).toMatchObject({ status: 'above' });
    expect((await shop('/api/sizeAdvice/held-kabat?chest=96')).json().message).toBe(
      'Derékbőség: add meg centiméterben.',
    );
  });
});
