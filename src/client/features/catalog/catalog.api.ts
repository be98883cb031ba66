import type {
  CategoriesResponse,
  Category,
  ProductListItem,
  Range,
  Sort,
} from '@common/api/catalogue.schema';
import type { Facets, ListFilters } from '@common/api/facets.schema';
import { baseApi } from '@client/api/base-api';
import { totalFromContentRange } from './content-range';

export type SectionRoute = 'ruhazat-sisak' | 'szerviz-alkatreszek';

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

/** One page of a product list with the list's total from `Content-Range`. */
export interface ProductPage {
  products: ProductListItem[];
  total: number;
}

function toProductPage(body: unknown, headers: Headers | undefined): ProductPage {
  // Spec section 7: an answer that is not an array shows an empty list.
  const products = Array.isArray(body) ? (body as ProductListItem[]) : [];
  const total = totalFromContentRange(headers?.get('content-range'));
  return { products, total: total ?? products.length };
}

const aliasPath = (alias: string) => encodeURIComponent(alias);

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMainCategories: build.query<Category[], SectionRoute>({
      query: (section) => `/getMainCategories/${section}`,
      providesTags: (_result, _error, section) => [{ type: 'Category', id: `main-${section}` }],
    }),
    categoriesByAlias: build.query<CategoriesResponse, CategoriesArgs>({
      query: ({ alias, bike = null, searchText = null, akcios = false }) => ({
        url: `/categoriesByAlias/${aliasPath(alias)}`,
        method: 'POST',
        body: { bike, searchText, akcios },
      }),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    categoryByAlias: build.query<Category, string>({
      query: (alias) => `/categoryByAlias/${aliasPath(alias)}`,
      providesTags: (result) => (result ? [{ type: 'Category', id: result.id }] : []),
    }),
    productsByAlias: build.query<ProductPage, ProductsArgs>({
      query: ({ alias, sort, range, searchText = null, akcios = false, bike = null, filters }) => ({
        url: `/productsByAlias/${aliasPath(alias)}`,
        method: 'POST',
        body: { sort, range, searchText, akcios, bike, ...(filters ? { filters } : {}) },
      }),
      transformResponse: (body: unknown, meta) => toProductPage(body, meta?.response?.headers),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    productsByAliasForBike: build.query<ProductPage, ProductsForBikeArgs>({
      query: ({ alias, sort, range, bike, filters }) => ({
        url: `/productsByAliasForBike/${aliasPath(alias)}`,
        method: 'POST',
        body: { sort, range, bike, ...(filters ? { filters } : {}) },
      }),
      transformResponse: (body: unknown, meta) => toProductPage(body, meta?.response?.headers),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    productFacets: build.query<Facets, FacetsArgs>({
      query: ({ alias, ...body }) => ({
        url: `/productFacets/${aliasPath(alias)}`,
        method: 'POST',
        body,
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useProductFacetsQuery,
  useGetMainCategoriesQuery,
  useCategoriesByAliasQuery,
  useCategoryByAliasQuery,
  useProductsByAliasQuery,
  useProductsByAliasForBikeQuery,
} = catalogApi;
