import type { Facets, FacetsRequest } from '@common/api/facets.schema';
import type { Db } from '../../db/database';
import { cachedResult } from './catalogue-cache';
import { countFacets } from './facet-index';
import { matchingProductIds } from './product-list.service';

/**
 * POST productFacets/{alias}: the filter options of the list that productsByAlias (or, with forBike,
 * productsByAliasForBike) answers for the same alias, search text, sale flag and bike, each with its count.
 */
export async function productFacets(
  db: Db,
  alias: string,
  request: FacetsRequest,
): Promise<Facets> {
  const bike = request.bike ?? null;
  const ids = await matchingProductIds(db, alias, {
    searchText: request.searchText,
    akcios: request.akcios,
    bike: request.forBike ? bike : null,
  });
  const filters = request.filters ?? {};
  return cachedResult(
    db,
    JSON.stringify([
      'facets',
      alias,
      request.searchText ?? '',
      Boolean(request.akcios),
      bike,
      Boolean(request.forBike),
      filters,
    ]),
    () => countFacets(db, ids, filters, bike),
  );
}
