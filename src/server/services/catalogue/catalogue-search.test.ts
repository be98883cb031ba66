import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { requestList } from '../../testing/catalogue-requests';
import { ensureSearchIndex, indexProductsForSearch } from './search-index.service';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const search = (searchText: string, extra: Record<string, unknown> = {}, alias = 'kereses') =>
  requestList(t, alias, { searchText, ...extra });

describe('search', () => {
  it('matches case- and accent-insensitively, every word', async () => {
    expect((await search('bor kesztyu')).ids).toEqual([1]);
    expect((await search('BŐR Kesztyű')).ids).toEqual([1]);
    expect((await search('  bőr,   kesztyű! ')).ids).toEqual([1]);
    expect((await search('bor kesztyu nyari')).ids).toEqual([]);
  });

  it('ranks name matches before description-only matches, then sorts', async () => {
    // P1 and P2 hold 'kesztyű' in their names, P4 only in its description.
    const { res, ids } = await search('kesztyu');
    expect(ids).toEqual([2, 1, 4]);
    expect(res.headers['content-range']).toBe('products 0-2/3');
    expect((await search('kesztyu', { sort: ['fullname_en', 'desc'] })).ids).toEqual([1, 2, 4]);
    expect((await search('kesztyu', { sort: ['start_price_curr_hu', 'desc'] })).ids).toEqual([
      1, 2, 4,
    ]);
    // Every word found, but one only in the description: ranked as a description match.
    expect((await search('sisak kesztyu')).ids).toEqual([4]);
  });

  it('matches inside compound words, in English names and in detail names', async () => {
    expect((await search('sisak')).ids).toEqual([3, 4]);
    expect((await search('glove')).ids).toEqual([2, 1]);
    expect((await search('reszletek bukosisak')).ids).toEqual([3]);
  });

  it('finds item numbers with or without their separators', async () => {
    expect((await search('EBC-FA196')).ids).toEqual([5]);
    expect((await search('fa196hh')).ids).toEqual([5]);
    expect((await search('ebcfa174')).ids).toEqual([6]);
    expect((await search('fa1')).ids).toEqual([5, 6]);
  });

  it('never finds withdrawn products, and pages and counts the matches', async () => {
    expect((await search('regi')).ids).toEqual([]);
    const page = await search('kesztyu', { range: [1, 2] });
    expect(page.ids).toEqual([1]);
    expect(page.res.headers['content-range']).toBe('products 1-1/3');
    const beyond = await search('kesztyu', { range: [3, 18] });
    expect(beyond.ids).toEqual([]);
    expect(beyond.res.headers['content-range']).toBe('products */3');
  });

  it('answers an empty list for no match or nothing searchable', async () => {
    for (const text of ['xyzzy', '', '  ', '%_']) {
      const { res, ids } = await search(text);
      expect(res.statusCode).toBe(200);
      expect(ids).toEqual([]);
      expect(res.headers['content-range']).toBe('products */0');
    }
  });

  it('combines with a category, the sale filter and other sections', async () => {
    expect((await search('kesztyu', {}, 'kesztyuk')).ids).toEqual([2, 1]);
    expect((await search('kesztyu', { akcios: true })).ids).toEqual([2]);
    expect((await search('kesztyu', {}, 'szerviz-alkatreszek')).ids).toEqual([]);
    expect((await search('', {}, 'ruhazat-sisak')).ids).toEqual([2, 3, 1, 4]);
  });

  it('finds a product by its new name after it is re-indexed, and no longer by the old one', async () => {
    await t.app.db
      .updateTable('products')
      .set({ fullname_hu: 'Téli kesztyű', name_hu: 'Téli kesztyű', detail_name_hu: 'Bélelt' })
      .where('id', '=', 2)
      .execute();
    await indexProductsForSearch(t.app.db, [2]);
    expect((await search('teli')).ids).toEqual([2]);
    expect((await search('nyari', {}, 'kesztyuk')).ids).toEqual([]);
  });
});

describe('ensureSearchIndex', () => {
  it('fills in the stored search text of exactly the products without it', async () => {
    await t.app.db.updateTable('products').set({ search_name: '' }).where('id', '=', 7).execute();
    // The shop's search reads the product itself, so it never depended on the stored text.
    expect((await search('olajszuro')).ids).toEqual([7]);
    expect(await ensureSearchIndex(t.app.db)).toBe(1);
    const row = await t.app.db
      .selectFrom('products')
      .select('search_name')
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(row.search_name.split(' ')).toEqual(
      expect.arrayContaining(['olajszuro', 'hf', '204', 'hf204']),
    );
    expect(await ensureSearchIndex(t.app.db)).toBe(0);
  });
});
