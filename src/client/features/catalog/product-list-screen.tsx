import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import type { ScreenPrefetch } from '@client/domains/navigation/screen-prefetch';
import { selectChosenBikeId } from '@client/domains/bike/motorom.slice';
import { usePageTitle } from '@client/components/use-page-title';
import type { Category } from '@common/api/catalogue.schema';
import { PRODUCTS_SECTION_NAME, SECTION_NAMES } from '@common/section-names';
import { type SectionRoute, catalogApi, useGetMainCategoriesQuery } from './catalog.api';
import { listRequestArgs } from '@common/product-list/list-requests';
import { isSaleList, listRouteOf } from '@common/product-list/list-route';
import { ProductListView } from './product-list-view';
import { searchSubmitted, selectSearchText } from '@client/domains/browsing/search.slice';

/** A search's text from its address: the same cut as the search slice's, so the two always agree. */
const searchTextOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, 200);

/**
 * The list's requests, asked while the shop starts (routes.tsx), with the arguments the list itself
 * will use (`@common/product-list/list-requests.ts`): its answer comes a round trip sooner, and the requests' own work
 * is done before the first render instead of in the effects after it (docs/performance.md).
 */
export const prefetch: ScreenPrefetch = (_params, dispatch, { pathname, search, state }) => {
  const route = listRouteOf(pathname);
  const params = new URLSearchParams(search);
  const searchText = route.mainRoute === 'kereses' ? searchTextOf(params) : null;
  if (searchText === '') return;
  const requests = listRequestArgs({
    pathname,
    params,
    searchText,
    akcios: isSaleList(route),
    forBike: null,
    chosenBike: selectChosenBikeId(state),
  });
  const { prefetch: ask } = catalogApi.util;
  if (requests.products) void dispatch(ask('productsByAlias', requests.products, {}));
  void dispatch(ask('categoriesByAlias', requests.categories, {}));
  void dispatch(ask('productFacets', requests.facets, {}));
  if (requests.category) void dispatch(ask('categoryByAlias', requests.category, {}));
};

/** /kereses?q=: keeps the shared last search text in step with the address the shopper opened. */
function SearchResults() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const lastSearch = useAppSelector(selectSearchText);
  const q = searchTextOf(params);

  useEffect(() => {
    if (q && q !== lastSearch) dispatch(searchSubmitted(q));
  }, [q, lastSearch, dispatch]);
  usePageTitle(q ? `Keresés: ${q}` : 'Keresés');

  if (!q) {
    return (
      <div className="container product-list">
        <h1 className="product-list__heading">Keresés</h1>
        <p>Írd be a fenti keresőmezőbe, mit keresel: terméknevet vagy cikkszámot.</p>
      </div>
    );
  }
  return (
    <div className="container">
      <ProductListView
        sectionName={`${SECTION_NAMES.kereses}: „${q}”`}
        searchText={q}
        title={`Keresés: ${q}`}
      />
    </div>
  );
}

const holds = (tree: Category[], alias: string): boolean =>
  tree.some((c) => c.alias === alias || holds(c.children, alias));

/**
 * The section of a category opened without its section in the path (the footer's
 * /kiegeszito-alkatreszek/): the footer has loaded both section trees already.
 */
function useSectionOf(alias: string, skip: boolean): SectionRoute | null {
  const clothing = useGetMainCategoriesQuery('ruhazat-sisak', { skip });
  const parts = useGetMainCategoriesQuery('szerviz-alkatreszek', { skip });
  if (clothing.data && holds(clothing.data, alias)) return 'ruhazat-sisak';
  if (parts.data && holds(parts.data, alias)) return 'szerviz-alkatreszek';
  return null;
}

/**
 * Every list route and the fallback for any other path (spec section 2): the first segment is the
 * main route, the last the category alias.
 */
export default function ProductListScreen() {
  const { pathname } = useLocation();
  const route = listRouteOf(pathname);
  const section = useSectionOf(route.alias, route.mainRoute !== null);
  if (route.mainRoute === 'kereses') return <SearchResults />;
  const main = route.mainRoute ?? section;
  const sectionName = main ? SECTION_NAMES[main] : PRODUCTS_SECTION_NAME;
  return (
    <div className="container">
      <ProductListView sectionName={sectionName} akcios={isSaleList(route)} />
    </div>
  );
}
