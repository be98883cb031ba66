import type { FirstRequest } from '@common/api/inlined-answers';
import { firstRequestsOf, listRequestArgs } from '@common/product-list/list-requests';
import { isSaleList, listRouteOf } from '@common/product-list/list-route';

/**
 * The requests a product list makes first, for the page's address: its order, page and filters read
 * from the query string by the client's own readers, and the requests built by the client's own
 * builders (`@common/product-list`), so the client takes every answer the page carries. Campaign tags
 * and any other parameter the list does not read change nothing. What the server cannot know is the
 * shopper's chosen bike (it lives in the browser): a returning shopper with one asks with it, and the
 * carried answers are simply not taken.
 */
export function listFirstRequests(pathname: string, query: URLSearchParams): FirstRequest[] {
  return firstRequestsOf(
    listRequestArgs({
      pathname,
      params: query,
      searchText: null,
      akcios: isSaleList(listRouteOf(pathname)),
      forBike: null,
      chosenBike: null,
    }),
  );
}
