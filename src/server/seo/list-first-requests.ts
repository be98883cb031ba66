import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '@common/api/catalogue.constants';
import type { FirstRequest } from '@common/api/inlined-answers';
import { pathSegment } from './seo-context';

/** Parameters that do not change what a list shows: campaign and click tags. */
const NEUTRAL_PARAM = /^(utm_[a-z_]+|gclid|fbclid|msclkid)$/;

/**
 * The requests a product list makes first (the client's `listRequestArgs` and `catalog.api.ts`) for
 * its default page: the first page in the default order, no filters, no bike chosen. An address with
 * its own order, page or filters gets none: the client asks for those itself. A returning shopper
 * with a chosen bike asks with it, so these answers are simply not taken.
 */
export function listFirstRequests(
  alias: string,
  options: { akcios: boolean; category: boolean },
  query: URLSearchParams,
): FirstRequest[] {
  if ([...query.keys()].some((key) => !NEUTRAL_PARAM.test(key))) return [];
  const path = pathSegment(alias);
  const filters = { searchText: null, akcios: options.akcios };
  const requests: FirstRequest[] = [
    {
      method: 'POST',
      url: `/api/productsByAlias/${path}`,
      body: { sort: DEFAULT_SORT, range: [0, DEFAULT_PAGE_SIZE], ...filters, bike: null },
    },
    { method: 'POST', url: `/api/categoriesByAlias/${path}`, body: { bike: null, ...filters } },
    {
      method: 'POST',
      url: `/api/productFacets/${path}`,
      body: { ...filters, bike: null, forBike: false },
    },
  ];
  if (options.category)
    requests.push({ method: 'GET', url: `/api/categoryByAlias/${path}`, body: null });
  return requests;
}
