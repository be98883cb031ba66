import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BlogArticle, BlogItem, Page, PageLink, Popup } from '@common/api/content.schema';
import { baseApi } from '@client/api/base-api';

/**
 * The legal documents may live on another site (a consumer-protection document service): fetch them
 * without the shop's own headers, so neither the anti-forgery token nor a cookie ever leaves the shop.
 */
const documentQuery = fetchBaseQuery({
  credentials: 'omit',
});

/** A page the server knows has an alias; the spec's "{}" (or our 404) means not found. */
export function isFoundPage(page: Page | undefined): page is Required<Page> {
  return Boolean(page?.alias);
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParentPages: build.query<PageLink[], void>({
      query: () => '/getParentPages',
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
    getPage: build.query<Page, string>({
      query: (alias) => `/getPages/${encodeURIComponent(alias)}`,
      providesTags: (_result, _error, alias) => [{ type: 'Page', id: alias }],
    }),
    getBlogItems: build.query<BlogItem[], void>({
      query: () => '/blog_items',
      providesTags: [{ type: 'Blog', id: 'LIST' }],
    }),
    getBlogItem: build.query<BlogArticle, string>({
      query: (alias) => `/blog_item/${encodeURIComponent(alias)}`,
      providesTags: (_result, _error, alias) => [{ type: 'Blog', id: alias }],
    }),
    // The name matters: base-query sends the bearer token on exactly this endpoint (spec section 6).
    getPopup: build.query<Popup, void>({
      query: () => '/getPopup',
      providesTags: [{ type: 'Popup', id: 'CURRENT' }],
    }),
    /** One legal document's HTML, by its configured address (an absolute URL or a path of this shop). */
    getLegalDocument: build.query<string, string>({
      queryFn: async (url, api, extraOptions) => {
        const href = new URL(url, window.location.href).href;
        const result = await documentQuery(
          { url: href, responseHandler: 'text' },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: String(result.data ?? '') };
      },
      providesTags: (_result, _error, url) => [{ type: 'Content', id: url }],
    }),
  }),
});

export const {
  useGetParentPagesQuery,
  useGetPageQuery,
  useGetBlogItemsQuery,
  useGetBlogItemQuery,
  useGetPopupQuery,
  useGetLegalDocumentQuery,
} = contentApi;

/** True when a failed query was a 404 (the alias is unknown), as opposed to a network or server error. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
