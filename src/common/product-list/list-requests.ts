import type { Range, Sort } from '@common/api/catalogue.schema';
import type { ListFilters } from '@common/api/facets.schema';
import type { FirstRequest } from '@common/api/inlined-answers';
import { hasListFilters, readListFilters } from './list-filters';
import { type ListQuery, readListQuery } from './list-query';
import { type ListRoute, listRouteOf } from './list-route';

/**
 * A product list's API requests, built once for both sides: the client's endpoints (catalog.api.ts)
 * send exactly these, and the server asks its own API the same for the answers it writes into a
 * list's page (seo/list-first-requests.ts). The client takes a carried answer only for the same
 * method, address and body, so one builder keeps the two from drifting apart.
 */

export interface CategoriesArgs {
  alias: string;
  bike?: number | null;
  searchText?: string | null;
  akcios?: boolean;
}

export interface ProductsArgs {
  alias: string;
  sort: Sort;
  range: Range;
  searchText?: string | null;
  akcios?: boolean;
  /** Not a filter here: the server marks the variants that fit this bike (list `bikesArray`). */
  bike?: number | null;
  /** Issue 20's filters; `fits` limits to products fitting `bike`. */
  filters?: ListFilters;
}

export interface FacetsArgs {
  alias: string;
  searchText?: string | null;
  akcios?: boolean;
  bike?: number | null;
  forBike?: boolean;
  filters?: ListFilters;
}

export interface ProductsForBikeArgs {
  alias: string;
  sort: Sort;
  range: Range;
  bike: number;
  filters?: ListFilters;
}

/** One request, its address under `/api` (RTK Query's `FetchArgs` shape). */
export interface ListApiRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
}

const aliasPath = (alias: string) => encodeURIComponent(alias);

export const categoriesRequest = ({
  alias,
  bike = null,
  searchText = null,
  akcios = false,
}: CategoriesArgs): ListApiRequest => ({
  url: `/categoriesByAlias/${aliasPath(alias)}`,
  method: 'POST',
  body: { bike, searchText, akcios },
});

export const categoryRequest = (alias: string): ListApiRequest => ({
  url: `/categoryByAlias/${aliasPath(alias)}`,
  method: 'GET',
});

export const productsRequest = ({
  alias,
  sort,
  range,
  searchText = null,
  akcios = false,
  bike = null,
  filters,
}: ProductsArgs): ListApiRequest => ({
  url: `/productsByAlias/${aliasPath(alias)}`,
  method: 'POST',
  body: { sort, range, searchText, akcios, bike, ...(filters ? { filters } : {}) },
});

export const productsForBikeRequest = ({
  alias,
  sort,
  range,
  bike,
  filters,
}: ProductsForBikeArgs): ListApiRequest => ({
  url: `/productsByAliasForBike/${aliasPath(alias)}`,
  method: 'POST',
  body: { sort, range, bike, ...(filters ? { filters } : {}) },
});

export const facetsRequest = ({ alias, ...body }: FacetsArgs): ListApiRequest => ({
  url: `/productFacets/${aliasPath(alias)}`,
  method: 'POST',
  body,
});

export interface ListRequestInput {
  pathname: string;
  params: URLSearchParams;
  searchText: string | null;
  akcios: boolean;
  /** Parts finder: list only products that fit this bike type. */
  forBike: number | null;
  /** The shopper's chosen bike (motorom), which the list marks the fitting products for. */
  chosenBike: number | null;
}

export interface ListRequests {
  route: ListRoute;
  query: ListQuery;
  listFilters: ListFilters;
  /** The filters when any is chosen (the requests leave them out otherwise). */
  chosenFilters: ListFilters | undefined;
  bikeId: number | null;
  categories: CategoriesArgs;
  /** The selected category's own answer; null on a whole section. */
  category: string | null;
  facets: FacetsArgs;
  /** The list's page: `products` on every list, `bikeProducts` on the parts finder's. */
  products: ProductsArgs | null;
  bikeProducts: ProductsForBikeArgs | null;
}

/**
 * The arguments of a product list's requests, from its address and the chosen bike: the one place
 * that builds them, for the list itself, for its prefetch while the shop starts
 * (product-list-screen.tsx) and for the answers the server carries in the page.
 */
export function listRequestArgs(input: ListRequestInput): ListRequests {
  const route = listRouteOf(input.pathname);
  const query = readListQuery(input.params);
  const listFilters = readListFilters(input.params);
  const chosenFilters = hasListFilters(listFilters) ? listFilters : undefined;
  const bikeId = input.forBike ?? input.chosenBike;
  const filters = { searchText: input.searchText, akcios: input.akcios };
  // The page asked for, on a list and on the parts finder's list alike.
  const page = { alias: route.alias, sort: query.sort, range: query.range, filters: chosenFilters };
  return {
    route,
    query,
    listFilters,
    chosenFilters,
    bikeId,
    categories: { alias: route.alias, bike: input.forBike, ...filters },
    category: route.isSection ? null : route.alias,
    facets: {
      alias: route.alias,
      ...filters,
      bike: bikeId,
      forBike: input.forBike !== null,
      filters: chosenFilters,
    },
    products: input.forBike === null ? { ...page, ...filters, bike: bikeId } : null,
    bikeProducts: input.forBike !== null ? { ...page, bike: input.forBike } : null,
  };
}

/** The list's first requests as the page carries them: each address with its `/api` prefix. */
export function firstRequestsOf(requests: ListRequests): FirstRequest[] {
  const asked = [
    requests.products && productsRequest(requests.products),
    requests.bikeProducts && productsForBikeRequest(requests.bikeProducts),
    categoriesRequest(requests.categories),
    facetsRequest(requests.facets),
    requests.category === null ? null : categoryRequest(requests.category),
  ];
  return asked
    .filter((request): request is ListApiRequest => request !== null)
    .map(({ url, method, body }) => ({ method, url: `/api${url}`, body: body ?? null }));
}
