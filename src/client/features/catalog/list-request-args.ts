import type { ListFilters } from '@common/api/facets.schema';
import type { CategoriesArgs, FacetsArgs, ProductsArgs, ProductsForBikeArgs } from './catalog.api';
import { hasListFilters, readListFilters } from './list-filters';
import { type ListQuery, readListQuery } from './list-query';
import { type ListRoute, listRouteOf } from './list-route';

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
 * that builds them, for the list itself and for its prefetch while the shop starts
 * (product-list-screen.tsx), so both ask for the same cache entries.
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
