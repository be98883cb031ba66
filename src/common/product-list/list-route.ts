import { MAIN_ROUTES, type MainRoute } from '@common/api/catalogue.constants';
import { pathSegments } from '@common/screen-routes';

/** What a list path means (spec section 2): the first segment is the main route, the last the category alias. */
export interface ListRoute {
  /** The first path segment, used to build the category links of this list. */
  base: string;
  /** A main route when the first segment is one; null for other paths (e.g. /kiegeszito-alkatreszek/). */
  mainRoute: MainRoute | null;
  /** The category alias, or the main route itself for a whole section. */
  alias: string;
  /** True when the alias is a main route (no single category is selected). */
  isSection: boolean;
}

const isMainRoute = (segment: string): segment is MainRoute =>
  (MAIN_ROUTES as readonly string[]).includes(segment);

export function listRouteOf(pathname: string): ListRoute {
  const segments = pathSegments(pathname);
  const base = segments[0] ?? 'szerviz-alkatreszek';
  const alias = segments[segments.length - 1] ?? base;
  return {
    base,
    mainRoute: isMainRoute(base) ? base : null,
    alias,
    isSection: isMainRoute(alias) && segments.length === 1,
  };
}

/** The sales list (/akciok/ and its categories) lists only products on sale. */
export const isSaleList = (route: ListRoute): boolean => route.mainRoute === 'akciok';

/** The path of a category (or of the whole section when alias is null) within this list's base. */
export function categoryPath(base: string, alias: string | null): string {
  return alias ? `/${base}/${encodeURIComponent(alias)}` : `/${base}/`;
}
