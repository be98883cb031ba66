import { MAIN_ROUTES, type MainRoute } from '@common/api/catalogue.constants';
import { PRODUCTS_SECTION_NAME, SECTION_NAMES } from '@common/section-names';
import { pathSegments } from '@common/screen-routes';
import { cachedCategories } from '../services/catalogue/category-tree.service';
import { categoryCrumbs, categoryName } from './category-crumbs';
import { shorten } from './head-tags';
import { type PageAnswer, type SeoContext, basicHead, homeCrumb, pathSegment } from './seo-context';
import { listFirstRequests } from './list-first-requests';
import { breadcrumbList } from './structured-data';

const isMainRoute = (segment: string | undefined): segment is MainRoute =>
  (MAIN_ROUTES as readonly (string | undefined)[]).includes(segment);

/**
 * A product list path (spec section 2: the first segment is the main route, the last the category
 * alias), titled as the SPA's list screen titles it: the category's name, else the section's. An alias
 * that is neither a category nor a main route answers 404.
 */
export async function listPage(
  ctx: SeoContext,
  pathname: string,
  query: URLSearchParams,
): Promise<PageAnswer> {
  const segments = pathSegments(pathname);
  const base = segments[0] ?? '';
  const alias = segments[segments.length - 1] ?? base;

  if (base === 'kereses') {
    const q = (query.get('q') ?? '').trim().slice(0, 200);
    return {
      status: 200,
      head: basicHead(ctx, q ? `${SECTION_NAMES.kereses}: ${q}` : SECTION_NAMES.kereses, {
        noindex: true,
      }),
    };
  }
  if (isMainRoute(alias) && segments.length === 1) {
    const name = SECTION_NAMES[alias];
    const url = `${ctx.baseUrl}/${alias}/`;
    return {
      status: 200,
      head: basicHead(ctx, name, {
        description: shorten(`${name}. ${ctx.defaultDescription}`),
        canonical: url,
        jsonLd: [breadcrumbList([homeCrumb(ctx), { name, url }])],
        firstRequests: listFirstRequests(pathname, query),
      }),
    };
  }

  const index = await cachedCategories(ctx.db);
  const category = index.rows.find((row) => row.alias === alias);
  if (category) {
    const name = categoryName(category);
    const sectionName = SECTION_NAMES[isMainRoute(base) ? base : category.section];
    const url = `${ctx.baseUrl}/${pathSegment(base)}/${pathSegment(alias)}`;
    const crumbs = categoryCrumbs(ctx, index, category.id);
    return {
      status: 200,
      head: basicHead(ctx, name, {
        description: shorten(`${name} – ${sectionName}. ${ctx.defaultDescription}`),
        canonical: url,
        jsonLd: [breadcrumbList(crumbs)],
        firstRequests: listFirstRequests(pathname, query),
      }),
    };
  }
  const sectionName = isMainRoute(base) ? SECTION_NAMES[base] : PRODUCTS_SECTION_NAME;
  // A main route below another (/ruhazat-sisak/akciok) still lists products; anything else is unknown.
  return {
    status: isMainRoute(alias) ? 200 : 404,
    head: basicHead(ctx, sectionName, { noindex: true }),
  };
}
