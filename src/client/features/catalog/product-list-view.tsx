import {
  type RefObject,
  Suspense,
  lazy,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { pushAnalyticsEvent } from '@client/api/analytics';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { Loader } from '@client/components/loader';
import { loadChunk } from '@client/components/route-error/chunk-reload';
import { usePageTitle } from '@client/components/use-page-title';
import {
  type ProductPage,
  useCategoriesByAliasQuery,
  useCategoryByAliasQuery,
  useProductFacetsQuery,
  useProductsByAliasForBikeQuery,
  useProductsByAliasQuery,
} from './catalog.api';
import { selectChosenBikeId } from '@client/domains/bike/motorom.slice';
import { productOpenedFromList } from '@client/domains/browsing/product-prev.slice';
import { CategoryTree, categoryName } from './components/category-tree';
import { FilterPanel, type FiltersChange } from './components/filter-panel';
import { ListControls, type ListQueryChange } from './components/list-controls';
import { ProductCard, productName } from './components/product-card';
import { readListFilters, writeListFilters } from '@common/product-list/list-filters';
import {
  type ListQuery,
  pageSizeOf,
  readListQuery,
  writeListQuery,
} from '@common/product-list/list-query';
import { listRequestArgs } from '@common/product-list/list-requests';
import { categoryPath } from '@common/product-list/list-route';
import { useCardsInTwoSteps } from './use-cards-in-two-steps';
import { useChosenSearch } from './use-chosen-search';
import './catalog.css';

// Only a search that found nothing shows it: its code stays out of the list's first load.
const SearchEmptyState = lazy(() => loadChunk(() => import('./components/search-empty-state')));
const NOTHING_FOUND = 'Nincs a keresésnek megfelelő termék.';

/** Cards in the first row on a wide screen: their pictures are the list's largest paint. */
const FIRST_ROW = 4;

export interface ProductListViewProps {
  /** The section's name for the header line and the page title. */
  sectionName: string;
  searchText?: string | null;
  akcios?: boolean;
  /** Parts finder: list only products that fit this bike type. */
  forBike?: number | null;
  /** 2 when the list sits under another page heading (the parts finder). */
  headingLevel?: 1 | 2;
  /** The page title; by default the category name, or the section name. */
  title?: string;
}

const EMPTY_PAGE: ProductPage = { products: [], total: 0 };

/** GA4 view_item_list for each page of products shown (spec section 7). */
function useViewItemListEvent(
  listId: string,
  listName: string,
  page: ProductPage | undefined,
  start: number,
) {
  useEffect(() => {
    if (!page || page.products.length === 0) return;
    pushAnalyticsEvent('view_item_list', {
      item_list_id: listId,
      item_list_name: listName,
      items: page.products.map((p, i) => ({
        item_id: String(p.id),
        item_name: productName(p),
        price: p.effectivePrice,
        index: start + i,
      })),
    });
  }, [listId, listName, page, start]);
}

/**
 * Paging from the bottom controls changes only the query string, which the layout's scroll-to-main
 * ignores: bring the top of the list back into view, but only when it has scrolled out of sight.
 */
function useListTopInView(listTop: RefObject<HTMLDivElement | null>, search: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = listTop.current;
    if (element && element.getBoundingClientRect().top < 0)
      element.scrollIntoView?.({ block: 'start' });
  }, [listTop, search]);
}

/**
 * The product list of every list route (spec section 2): the category tree, the controls above and
 * below, the cards. The path says what is listed, the query string how it is sorted and paged.
 */
export function ProductListView({
  sectionName,
  searchText = null,
  akcios = false,
  forBike = null,
  headingLevel = 1,
  title,
}: ProductListViewProps) {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const changeSearch = useChosenSearch();
  const dispatch = useAppDispatch();
  const listTop = useRef<HTMLDivElement>(null);
  const chosenBike = useAppSelector(selectChosenBikeId);
  const requests = listRequestArgs({ pathname, params, searchText, akcios, forBike, chosenBike });
  const { route, query, listFilters, chosenFilters, bikeId } = requests;

  const hrefOf = (next: ListQuery) => {
    const search = writeListQuery(params, next).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  // Category links keep the order and the page size (and a search's `q`) but start from the first page.
  const linkTo = (alias: string | null) => {
    const search = writeListQuery(params, {
      sort: query.sort,
      range: [0, query.range[1] - query.range[0]],
    }).toString();
    return `${categoryPath(route.base, alias)}${search ? `?${search}` : ''}`;
  };

  // A new choice of filters starts from the first page, keeping the order and the page size.
  const onFiltersChange = (change: FiltersChange) =>
    changeSearch((now) => {
      const order = readListQuery(now);
      return writeListQuery(writeListFilters(now, change(readListFilters(now))), {
        sort: order.sort,
        range: [0, pageSizeOf(order)],
      });
    });
  const onControlsChange = (change: ListQueryChange) =>
    changeSearch((now) => writeListQuery(now, change(readListQuery(now))));

  const categories = useCategoriesByAliasQuery(requests.categories);
  const category = useCategoryByAliasQuery(requests.category ?? skipToken);
  const facets = useProductFacetsQuery(requests.facets);
  const products = useProductsByAliasQuery(requests.products ?? skipToken);
  const bikeProducts = useProductsByAliasForBikeQuery(requests.bikeProducts ?? skipToken);
  const list = forBike === null ? products : bikeProducts;
  // Spec section 8: a failed load shows an empty list, and the spinner stops. It stays stopped
  // while the list asks again (RTK Query re-asks a failed request when the list subscribes to it,
  // e.g. the one asked while the shop started): no spinner coming back over the empty list.
  const page = list.currentData ?? (list.isFetching && !list.error ? undefined : EMPTY_PAGE);
  // The cards are drawn in a transition (sliced, input goes first) once the answer is in: the
  // store's update itself renders synchronously, and a grid of cards was the list's longest task.
  const shown = useDeferredValue(page);
  const cards = useCardsInTwoSteps(shown?.products ?? EMPTY_PAGE.products);
  // The category tree, the filters and the pager follow their answers in a transition too: rendered
  // at once, they were the rest of that task (docs/performance.md).
  const shownCategories = useDeferredValue(categories.currentData);
  const shownFacets = useDeferredValue(facets.data);
  const selected = route.isSection ? null : category.currentData;
  const heading = selected ? categoryName(selected) : null;
  usePageTitle(title ?? heading ?? sectionName);
  useViewItemListEvent(route.alias, heading ?? sectionName, list.currentData, query.range[0]);

  useListTopInView(listTop, search);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Spec section 2: clothing and helmet categories use the compact list layout.
  const compact = route.mainRoute === 'ruhazat-sisak';
  const pageNumber = Math.floor(query.range[0] / pageSizeOf(query)) + 1;
  // The list's name on the product page's way back (product_prev): what the heading shows, and the page.
  const listLabel = `${heading ?? sectionName}${pageNumber > 1 ? `, ${pageNumber}. oldal` : ''}`;
  const total = shown?.total ?? list.data?.total ?? 0;
  // Busy until the cards on screen are the whole current answer: the deferred page and the second
  // step of cards come a commit or more after the answer (screen readers, and tests, wait on this).
  const busy = list.isFetching || shown !== page || cards.length !== (shown?.products.length ?? 0);
  // One callback for every card, the same on every render, so that the memoized cards are not drawn
  // again when the rest of the page, the tree or the counts arrive; it reads the list's current
  // address and label when the shopper clicks.
  const openedFrom = useRef({ path: '', label: '' });
  useLayoutEffect(() => {
    openedFrom.current = { path: `${pathname}${search}`, label: listLabel };
  });
  const openFromList = useCallback(
    (alias: string) => dispatch(productOpenedFromList({ alias, ...openedFrom.current })),
    [dispatch],
  );

  return (
    <div className="product-list" ref={listTop}>
      <Heading className="product-list__heading">
        <span className="product-list__section">{sectionName}</span>
        {heading ? (
          <>
            <span className="visually-hidden">: </span>
            <span className="product-list__separator" aria-hidden="true">
              /
            </span>
            <span className="product-list__category">{heading}</span>
          </>
        ) : null}
      </Heading>
      <div className="product-list__layout">
        <div className="product-list__side">
          <CategoryTree
            categories={shownCategories?.categories ?? []}
            catIds={shownCategories?.catIds ?? []}
            currentAlias={route.alias}
            sectionName={sectionName}
            sectionSelected={route.isSection}
            linkTo={linkTo}
          />
          <FilterPanel
            facets={shownFacets}
            filters={listFilters}
            showSale={!akcios}
            showFits={bikeId !== null && forBike === null}
            onChange={onFiltersChange}
          />
        </div>
        <section className="product-list__main" aria-label="Termékek" aria-busy={busy}>
          <ListControls
            position="top"
            query={query}
            total={total}
            hrefOf={hrefOf}
            onChange={onControlsChange}
          />
          {!shown ? (
            <Loader label="Termékek betöltése…" />
          ) : shown.products.length === 0 ? (
            searchText && !chosenFilters ? (
              <Suspense fallback={<p className="product-list__empty">{NOTHING_FOUND}</p>}>
                <SearchEmptyState searchText={searchText} />
              </Suspense>
            ) : (
              <p className="product-list__empty">
                {chosenFilters
                  ? 'Nincs a szűrőknek megfelelő termék.'
                  : 'Itt jelenleg nincs termék.'}
              </p>
            )
          ) : (
            <ul className={compact ? 'product-grid product-grid--compact' : 'product-grid'}>
              {cards.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    bikeId={bikeId}
                    compact={compact}
                    priority={index < FIRST_ROW}
                    onOpen={openFromList}
                  />
                </li>
              ))}
            </ul>
          )}
          {/* Kept while the next page loads, so the link the shopper used keeps the focus. */}
          {total > 0 ? (
            <ListControls
              position="bottom"
              query={query}
              total={total}
              hrefOf={hrefOf}
              onChange={onControlsChange}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
