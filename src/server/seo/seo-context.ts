import type { Db } from '../db/database';
import type { PageHead } from './head-tags';
import type { ShopFacts } from './structured-data';

/** What every page head is built from: the catalogue and the shop's settings. */
export interface SeoContext {
  db: Db;
  /** The shop's public address without a trailing slash (PUBLIC_URL). */
  baseUrl: string;
  brand: string;
  /** The description of index.html, for pages without one of their own. */
  defaultDescription: string;
  shop: ShopFacts;
}

/** What the server answers for a page path: the SPA with this head, or a permanent redirect. */
export type PageAnswer = { status: 200 | 404; head: PageHead } | { status: 301; location: string };

/** An absolute URL of a path (or an absolute URL as it is). */
export function absoluteUrl(ctx: SeoContext, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${ctx.baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page title as the SPA sets it: `<page> - <brand>`, the brand alone only where a page has no name yet (admin, loading). */
export function pageTitle(ctx: SeoContext, page: string | null): string {
  return page ? `${page} - ${ctx.brand}` : ctx.brand;
}

export function basicHead(
  ctx: SeoContext,
  page: string | null,
  options: Partial<Omit<PageHead, 'title'>> = {},
): PageHead {
  return {
    title: pageTitle(ctx, page),
    description: ctx.defaultDescription,
    canonical: null,
    noindex: false,
    ogType: 'website',
    image: null,
    price: null,
    jsonLd: [],
    ...options,
  };
}

export const homeCrumb = (ctx: SeoContext) => ({ name: ctx.brand, url: `${ctx.baseUrl}/` });

export const pathSegment = (alias: string) => encodeURIComponent(alias);
