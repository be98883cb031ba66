import { firstRequestsOf, listRequestArgs } from './list-requests';

const args = (
  pathname: string,
  search = '',
  more: { forBike?: number; chosenBike?: number } = {},
) =>
  listRequestArgs({
    pathname,
    params: new URLSearchParams(search),
    searchText: null,
    akcios: false,
    forBike: more.forBike ?? null,
    chosenBike: more.chosenBike ?? null,
  });

describe("a product list's first requests", () => {
  it("are a category's page, tree, filter counts and the category, in the address's order and filters", () => {
    const requests = firstRequestsOf(
      args('/ruhazat-sisak/kabatok', 'direction=desc&start=30&end=45&szin=fekete'),
    );
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/productsByAlias/kabatok',
      'POST /api/categoriesByAlias/kabatok',
      'POST /api/productFacets/kabatok',
      'GET /api/categoryByAlias/kabatok',
    ]);
    expect(requests[0]?.body).toEqual({
      sort: ['fullname_en', 'desc'],
      range: [30, 45],
      searchText: null,
      akcios: false,
      bike: null,
      filters: { colours: ['fekete'] },
    });
    expect(requests[3]?.body).toBeNull();
  });

  it("leave a section's own category out and mark the chosen bike, or ask the parts finder's list", () => {
    const section = firstRequestsOf(args('/szerviz-alkatreszek/', '', { chosenBike: 7 }));
    expect(section.map((r) => r.url)).toEqual([
      '/api/productsByAlias/szerviz-alkatreszek',
      '/api/categoriesByAlias/szerviz-alkatreszek',
      '/api/productFacets/szerviz-alkatreszek',
    ]);
    expect(section[0]?.body).toMatchObject({ bike: 7 });

    const finder = firstRequestsOf(args('/szerviz-alkatreszek/fekbetet', '', { forBike: 7 }));
    expect(finder[0]).toEqual({
      method: 'POST',
      url: '/api/productsByAliasForBike/fekbetet',
      body: { sort: ['fullname_en', 'asc'], range: [0, 15], bike: 7 },
    });
  });
});
