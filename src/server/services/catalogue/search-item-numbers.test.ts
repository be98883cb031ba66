import type { AdminProduct } from '@common/api/admin-catalogue.schema';
import type { Suggestions } from '@common/api/suggest.schema';
import { adminCall, catalogueCall, staffToken } from '../../testing/admin-helpers';
import { requestList } from '../../testing/catalogue-requests';
import { insertSearchFixtures } from '../../testing/search-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

/**
 * Issue 33: an item number finds its product however it is typed, in the shop and in the back
 * office, for every variant: also one an import has just created and one the variant editor has just
 * renamed (the search reads the variants themselves once the catalogue version moves).
 */
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  await insertSearchFixtures(t.app.db);
  admin = await staffToken(t, 'admin');
});
afterEach(() => t.close());

const shop = async (q: string) => (await requestList(t, 'kereses', { searchText: q })).ids;

async function backOffice(q: string): Promise<number[]> {
  const res = await catalogueCall(t, admin, 'GET', `/products?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.map((i) => i.id);
}

const suggestedItems = async (q: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: `/api/suggest?q=${encodeURIComponent(q)}` })
    ).json() as Suggestions
  ).itemNumbers.map((i) => i.cikkszam);

const SPELLINGS = ['AGV-10132-CL', 'agv10132cl', 'AGV 10132', 'agv 10132 cl', 'agv1013'];

it('finds every spelling in the shop and in the back office', async () => {
  for (const q of SPELLINGS) {
    expect([q, await shop(q)]).toEqual([q, [2]]);
    expect([q, await backOffice(q)]).toEqual([q, [2]]);
  }
  // A beginning of five characters: both AGV products in both places.
  expect(await shop('agv10')).toEqual([2, 4]);
  expect((await backOffice('AGV-10')).sort()).toEqual([2, 4]);
});

it('the back office finds a withdrawn product by its item number; the shop does not', async () => {
  const withdrawn = await catalogueCall(t, admin, 'POST', '/products/3/publish', { active: false });
  expect(withdrawn.statusCode).toBe(200);
  expect(await backOffice('nol 30003 s')).toEqual([3]);
  expect(await shop('nol 30003 s')).toEqual([]);
});

it('finds a variant right after an import created it', async () => {
  // Asked once before, so the shop's caches hold the catalogue as it was.
  expect(await shop('nol30003xxl')).toEqual([]);
  const file =
    'cikkszam;termek_alias;valtozat_nev;ar;keszlet\nNOL-30003-XXL;nolan-n80;XXL;91990;2\n';
  const res = await adminCall(t, admin, 'POST', '/api/admin/products/import', file, 'text/csv');
  expect(res.statusCode).toBe(200);
  for (const q of ['NOL-30003-XXL', 'nol30003xxl', 'NOL 30003 XXL', 'nol30003x']) {
    expect([q, await shop(q)]).toEqual([q, [3]]);
    expect([q, await backOffice(q)]).toEqual([q, [3]]);
  }
  expect(await suggestedItems('nol30003x')).toEqual(['NOL-30003-XXL']);
});

it('finds a variant by its new item number right after the variant editor renamed it, and no longer by the old', async () => {
  expect(await shop('sho20001m')).toEqual([1]);
  const product = (await catalogueCall(t, admin, 'GET', '/products/1')).json() as AdminProduct;
  const {
    id,
    position: _position,
    ...fields
  } = product.variants[0] as AdminProduct['variants'][number];
  const res = await catalogueCall(t, admin, 'PUT', `/variants/${id}`, {
    ...fields,
    cikkszam: 'SHO-21001-M',
  });
  expect(res.statusCode).toBe(200);
  for (const q of ['SHO-21001-M', 'sho21001m', 'SHO 21001']) {
    expect([q, await shop(q)]).toEqual([q, [1]]);
    expect([q, await backOffice(q)]).toEqual([q, [1]]);
  }
  expect(await shop('sho20001m')).toEqual([]);
  expect(await backOffice('sho20001m')).toEqual([]);
});
