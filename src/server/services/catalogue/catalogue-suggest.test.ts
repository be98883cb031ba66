import type { Suggestions } from '@common/api/suggest.schema';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { indexProductsForSearch } from './search-index.service';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

async function suggest(q: string): Promise<Suggestions> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/suggest?q=${encodeURIComponent(q)}`,
    headers: t.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Suggestions;
}
const aliases = async (q: string) => (await suggest(q)).products.map((p) => p.alias);

describe('GET /api/suggest', () => {
  it('suggests products with name, first picture and price, accent-insensitively', async () => {
    const answer = await suggest('bőr kesztyű');
    expect(answer.products).toEqual([
      {
        id: 1,
        alias: 'bor-kesztyu',
        name: 'Bőr kesztyű',
        image: '/media/p1-a.jpg',
        price: 12000,
        fromPrice: true,
      },
    ]);
    expect(await aliases('BOR KESZTYU')).toEqual(['bor-kesztyu']);
  });

  it('ranks word starts first, then shorter names; never withdrawn products', async () => {
    // 'Nyitott sisak' begins a word with 'sisak'; 'Zárt bukósisak' holds it inside a word.
    expect(await aliases('sisak')).toEqual(['nyitott-sisak', 'zart-bukosisak']);
    expect(await aliases('kesztyu')).toEqual(['bor-kesztyu', 'nyari-kesztyu']);
  });

  it('forgives one typo: bukósisak, bukosisak, bukosiak, kesztyü, kezstyu', async () => {
    for (const q of ['bukósisak', 'bukosisak', 'bukosiak', 'bukossisak'])
      expect(await aliases(q)).toEqual(['zart-bukosisak']);
    for (const q of ['kesztyü', 'kezstyu', 'keztyu'])
      expect(await aliases(q)).toEqual(['bor-kesztyu', 'nyari-kesztyu']);
  });

  it('suggests categories with their list address', async () => {
    const answer = await suggest('fékbet');
    expect(answer.categories).toEqual([
      { alias: 'fekbetetek', name: 'Fékbetétek', path: '/szerviz-alkatreszek/fekbetetek' },
    ]);
    expect(answer.products.map((p) => p.alias)).toEqual(['fekbetet-elso', 'fekbetet-hatso']);
  });

  it('suggests item numbers typed with or without separators, only texts with a digit', async () => {
    expect((await suggest('EBC-FA19')).itemNumbers).toEqual([
      { cikkszam: 'EBC-FA196', alias: 'fekbetet-elso', name: 'Fékbetét első' },
      { cikkszam: 'EBC-FA196HH', alias: 'fekbetet-elso', name: 'Fékbetét első' },
    ]);
    expect((await suggest('ebcfa17')).itemNumbers.map((i) => i.cikkszam)).toEqual(['EBC-FA174']);
    expect((await suggest('ebc')).itemNumbers).toEqual([]);
  });

  it('answers nothing below two letters and refuses over-long texts', async () => {
    expect(await suggest('k')).toEqual({ products: [], categories: [], itemNumbers: [] });
    expect(await suggest('')).toEqual({ products: [], categories: [], itemNumbers: [] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suggest?q=${'a'.repeat(101)}`,
      headers: t.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A keresett szöveg legfeljebb 100 karakter lehet.' });
  });

  it('follows catalogue changes at once', async () => {
    expect(await aliases('olajszuro')).toEqual(['olajszuro']);
    await t.app.db
      .updateTable('products')
      .set({ fullname_hu: 'Olajszűrő HF204 Hiflo' })
      .where('id', '=', 7)
      .execute();
    await indexProductsForSearch(t.app.db, [7]);
    expect((await suggest('hiflo')).products.map((p) => p.name)).toEqual(['Olajszűrő HF204 Hiflo']);
  });
});
