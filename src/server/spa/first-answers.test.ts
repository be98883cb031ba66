import path from 'node:path';
import { JSDOM } from 'jsdom';
import { INLINED_ANSWERS_ID, type InlinedAnswer } from '@common/api/inlined-answers';
import { insertCatalogueFixtures } from '../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

let t: TestApp;
let csrf: { token: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ distDir: path.resolve('public') });
  await insertCatalogueFixtures(t.app.db);
  // Staff-typed text that would end the answers' script element if written as it is.
  await t.app.db
    .updateTable('products')
    .set({ fullname_hu: '</script><script>alert(1)</script>' })
    .where('alias', '=', 'zart-bukosisak')
    .execute();
  const res = await t.app.inject({ method: 'GET', url: '/api/csrf' });
  const { token } = res.json<{ token: string }>();
  csrf = { token, cookie: String(res.headers['set-cookie']).split(';')[0] ?? '' };
});
afterAll(() => t.close());

/** The answers a served page carries, or null when it has no element for them. */
async function inlined(url: string): Promise<InlinedAnswer[] | null> {
  const res = await t.app.inject({ method: 'GET', url });
  const element = new JSDOM(res.body).window.document.getElementById(INLINED_ANSWERS_ID);
  return element ? (JSON.parse(element.textContent ?? '') as InlinedAnswer[]) : null;
}

/** The same request as the client sends it, through the API. */
async function asked({ method, url, body }: InlinedAnswer) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': csrf.token,
      cookie: csrf.cookie,
      ...(body === null ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === null ? {} : { payload: JSON.stringify(body) }),
  });
  return {
    status: res.statusCode,
    contentRange: res.headers['content-range'] ?? null,
    answer: res.json(),
  };
}

describe("a list page's first answers in its HTML", () => {
  it("carries a category list's four first requests with the API's own answers", async () => {
    const answers = await inlined('/ruhazat-sisak/zart-sisakok');
    expect(answers?.map((a) => `${a.method} ${a.url}`)).toEqual([
      'POST /api/productsByAlias/zart-sisakok',
      'POST /api/categoriesByAlias/zart-sisakok',
      'POST /api/productFacets/zart-sisakok',
      'GET /api/categoryByAlias/zart-sisakok',
    ]);
    expect(answers?.[0]?.body).toEqual({
      sort: ['fullname_en', 'asc'],
      range: [0, 15],
      searchText: null,
      akcios: false,
      bike: null,
    });
    for (const answer of answers ?? []) {
      const { status, contentRange, answer: body } = await asked(answer);
      expect(status).toBe(200);
      expect(answer.answer).toEqual(body);
      expect(answer.contentRange).toEqual(contentRange);
    }
    expect(answers?.[0]?.contentRange).toMatch(/^products 0-\d+\/\d+$/);
    expect((answers?.[0]?.answer as unknown[]).length).toBeGreaterThan(0);
  });

  it('carries a section without its category, and the sales list asked as the sales', async () => {
    const section = await inlined('/ruhazat-sisak/');
    expect(section?.map((a) => a.url)).toEqual([
      '/api/productsByAlias/ruhazat-sisak',
      '/api/categoriesByAlias/ruhazat-sisak',
      '/api/productFacets/ruhazat-sisak',
    ]);
    const sales = await inlined('/akciok/');
    expect(sales?.map((a) => (a.body as { akcios: boolean }).akcios)).toEqual([true, true, true]);
  });

  it("carries an address's order, page and filters as the client reads them, campaign tags ignored", async () => {
    const tagged = await inlined('/ruhazat-sisak/?utm_source=hirlevel&gclid=x');
    expect(tagged?.map((a) => a.body)).toEqual(
      (await inlined('/ruhazat-sisak/'))?.map((a) => a.body),
    );

    const answers = await inlined(
      '/ruhazat-sisak/zart-sisakok?sort=start_price_curr_hu&direction=desc&start=0&end=30&marka=Held&marka=Arai&keszleten=1&ar_ig=90000',
    );
    const filters = { brands: ['Arai', 'Held'], inStock: true, priceMax: 90000 };
    expect(answers?.[0]?.body).toEqual({
      sort: ['start_price_curr_hu', 'desc'],
      range: [0, 30],
      searchText: null,
      akcios: false,
      bike: null,
      filters,
    });
    expect(answers?.[2]?.body).toEqual({
      searchText: null,
      akcios: false,
      bike: null,
      forBike: false,
      filters,
    });
    for (const answer of answers ?? []) {
      const { status, contentRange, answer: body } = await asked(answer);
      expect([answer.url, status]).toEqual([answer.url, 200]);
      expect(answer.answer).toEqual(body);
      expect(answer.contentRange).toEqual(contentRange);
    }

    // A malformed page or filter is read as the client reads it: the default page, no such filter.
    const odd = await inlined('/ruhazat-sisak/?start=abc&marka=&ar_ig=sok');
    expect(odd?.[0]?.body).toEqual((await inlined('/ruhazat-sisak/'))?.[0]?.body);
  });

  it('carries nothing for a search, an unknown category, a product or the home page', async () => {
    for (const url of [
      '/kereses?q=sisak',
      '/ruhazat-sisak/nincs-ilyen',
      '/termek/bor-kesztyu',
      '/',
    ])
      expect([url, await inlined(url)]).toEqual([url, null]);
  });

  it('writes the answers so that no catalogue text can end the script element', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ruhazat-sisak/zart-sisakok' });
    expect(res.body).not.toContain('<script>alert(1)');
    const answers = await inlined('/ruhazat-sisak/zart-sisakok');
    expect(JSON.stringify(answers?.[0]?.answer)).toContain('</script><script>alert(1)</script>');
  });
});
