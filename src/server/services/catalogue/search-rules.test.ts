import type { DidYouMean, Suggestions } from '@common/api/suggest.schema';
import { insertSearchFixtures } from '../../testing/search-fixtures';
import { requestCategories, requestList, treeShape } from '../../testing/catalogue-requests';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

/**
 * The rules of the shop's one search (issue 35) on a small explicit catalogue
 * (testing/search-fixtures.ts), through the real calls: the results page, its category tree, the
 * suggestions and the empty page's alternatives.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const search = async (searchText: string, extra: Record<string, unknown> = {}) =>
  (await requestList(t, 'kereses', { searchText, ...extra })).ids;

async function suggest(q: string): Promise<Suggestions> {
  const res = await t.app.inject({ method: 'GET', url: `/api/suggest?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Suggestions;
}

async function didYouMean(q: string): Promise<DidYouMean> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/didYouMean?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as DidYouMean;
}

describe('typos, scaled to the word', () => {
  it('forgives two neighbours swapped, a letter missing, extra or wrong', async () => {
    expect(await search('shoie')).toEqual([1]);
    expect(await search('bukosiask')).toEqual([2, 3, 1]);
    expect(await search('alpinstars')).toEqual([7, 6]);
    expect(await search('shoeei')).toEqual([1]);
    expect(await search('nolen')).toEqual([3]);
  });

  it('forgives none up to 3 letters, one from 4 to 7, two from 8', async () => {
    expect(await search('agx')).toEqual([]);
    expect(await search('shiie')).toEqual([]);
    expect(await search('alpnistars')).toEqual([7, 6]);
  });

  it('gives the suggestions the same tolerance', async () => {
    expect((await suggest('shoie')).products.map((p) => p.alias)).toEqual(['shoei-nxr2']);
    expect((await suggest('bukosiask')).products.map((p) => p.alias)).toEqual([
      'agv-k6',
      'nolan-n80',
      'shoei-nxr2',
    ]);
  });
});

describe('accents, punctuation, spacing and Hungarian endings', () => {
  it('finds a category by its name, accented or not, singular or plural', async () => {
    expect(await search('bőrkabát')).toEqual([6, 5]);
    expect(await search('borkabat')).toEqual([6, 5]);
    expect(await search('BŐRKABÁTOK')).toEqual([6, 5]);
    expect(await search('kabátok')).toEqual([7, 6, 5]);
  });

  it("finds Rev'it! as revit, rev it, REV'IT", async () => {
    for (const q of ['revit', 'rev it', "REV'IT"]) expect([q, await search(q)]).toEqual([q, [5]]);
  });

  it('finds the MT-07 as mt07 and mt-07: the parts that fit it, then the products named so', async () => {
    expect(await search('mt07')).toEqual([9, 12]);
    expect(await search('mt-07')).toEqual([9, 12]);
    expect(await search('MT 07')).toEqual([9, 12]);
  });
});

describe('categories, brands and bikes as matches', () => {
  it("a category's products come first when its name is the word; a parent's name counts a little less", async () => {
    // The helmets' own category is 'sisakok'; the visor is only under 'Sisakok' and named 'sisakplexi'.
    expect(await search('sisak')).toEqual([2, 3, 1, 4]);
  });

  it("a brand gives the brand's products, named after it or not", async () => {
    expect(await search('shoei')).toEqual([1]);
    expect(await search('agv')).toEqual([2, 4]);
  });

  it('a bike gives the parts that fit it; with a part word, only those parts', async () => {
    expect(await search('cb500f')).toEqual([8]);
    for (const q of [
      'fékbetét cb500f',
      'fekbetet cb 500 f',
      'cb500f-hez fékbetét',
      'CB500F fékbetétek',
    ])
      expect([q, await search(q)]).toEqual([q, [8]]);
    expect(await search('fékbetét yamaha mt07')).toEqual([9]);
    expect(await search('yamaha')).toEqual([9, 10]);
  });

  it("'honda' is both a maker and a brand: parts for Hondas and Honda's own parts", async () => {
    expect(await search('honda')).toEqual([8, 10]);
  });

  it("'r1' names the YZF-R1, not the YZF-R125 it begins", async () => {
    expect(await search('r1')).toEqual([10]);
  });

  it('still needs every word: nothing when the words find products only apart', async () => {
    expect(await search('shoei kabát')).toEqual([]);
    expect(await search('abus sisak')).toEqual([]);
  });
});

describe('item numbers', () => {
  it('with or without separators and spaces, and from 5 characters their beginning', async () => {
    for (const q of ['AGV-10132-CL', 'agv10132cl', 'AGV 10132', 'agv 10132 cl', 'agv1013'])
      expect([q, await search(q)]).toEqual([q, [2]]);
    expect(await search('agv10')).toEqual([2, 4]);
    expect(await search('agv1')).toEqual([]);
    expect((await suggest('agv1013')).itemNumbers.map((i) => i.cikkszam)).toEqual([
      'AGV-10132-CL',
      'AGV-10132-SM',
    ]);
  });
});

describe('the list contract stays', () => {
  it('pages and counts the matches in Content-Range', async () => {
    const first = await requestList(t, 'kereses', { searchText: 'sisak' });
    expect(first.res.headers['content-range']).toBe('products 0-3/4');
    const second = await requestList(t, 'kereses', { searchText: 'sisak', range: [1, 3] });
    expect(second.ids).toEqual([3, 1]);
    expect(second.res.headers['content-range']).toBe('products 1-2/4');
  });

  it('a chosen order sorts the whole group of name matches, not only ties of relevance', async () => {
    expect(await search('sisak', { sort: ['start_price_curr_hu', 'asc'] })).toEqual([4, 3, 2, 1]);
    expect(await search('agv10', { sort: ['start_price_curr_hu', 'asc'] })).toEqual([4, 2]);
    expect(await search('sisak', { sort: ['fullname_en', 'desc'] })).toEqual([1, 3, 4, 2]);
  });

  it('description matches come after name matches, whatever the order', async () => {
    expect(await search('vízálló')).toEqual([7]);
    expect(await search('plexi')).toEqual([4, 1]);
    expect(await search('plexi', { sort: ['start_price_curr_hu', 'desc'] })).toEqual([4, 1]);
  });

  it('combines with the sale filter and a category', async () => {
    expect(await search('sisak', { akcios: true })).toEqual([2]);
    expect((await requestList(t, 'sisak-kiegeszitok', { searchText: 'agv' })).ids).toEqual([4]);
  });

  it('counts the category tree under the same search', async () => {
    const tree = async (q: string) =>
      treeShape(
        (
          (await requestCategories(t, 'kereses', { searchText: q })).json() as {
            categories: Parameters<typeof treeShape>[0];
          }
        ).categories,
      );
    expect(await tree('sisak')).toEqual(['sisakok(4)[integral-sisakok(3),sisak-kiegeszitok(1)]']);
    expect(await tree('bukosiask')).toEqual(['sisakok(3)[integral-sisakok(3)]']);
    expect(await tree('fékbetét cb500f')).toEqual(['fekek(1)[fekbetetek(1)]']);
  });
});

describe("'Erre gondoltál?'", () => {
  it('offers each word alone when the words find products only apart', async () => {
    const answer = await didYouMean('shoei kabát');
    expect(answer.searches).toEqual([
      { text: 'kabát', count: 3 },
      { text: 'shoei', count: 1 },
    ]);
    expect(answer.products.map((p) => p.alias)).toEqual([
      'alpinestars-gp-bor',
      'alpinestars-andes',
      'revit-tornado',
    ]);
    expect(answer.categories.map((c) => c.alias)).toEqual([
      'kabatok',
      'bor-kabatok',
      'textil-kabatok',
    ]);
  });

  it('corrects a word a little beyond what the search forgives', async () => {
    expect(await search('shoiee')).toEqual([]);
    const answer = await didYouMean('shoiee');
    expect(answer.searches).toEqual([{ text: 'shoei', count: 1 }]);
    expect(answer.products.map((p) => p.alias)).toEqual(['shoei-nxr2']);
  });

  it('offers nothing for a text that finds products, or for nonsense', async () => {
    expect(await didYouMean('sisak')).toEqual({ searches: [], products: [], categories: [] });
    expect(await didYouMean('xyzzy')).toEqual({ searches: [], products: [], categories: [] });
  });
});
