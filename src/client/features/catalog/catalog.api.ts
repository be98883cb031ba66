import type { CategoriesResponse, Category, ProductListItem } from '@common/api/catalogue.schema';
import type { Facets } from '@common/api/facets.schema';
import {
  type CategoriesArgs,
  type FacetsArgs,
  type ProductsArgs,
  type ProductsForBikeArgs,
  categoriesRequest,
  categoryRequest,
  facetsRequest,
  productsForBikeRequest,
  productsRequest,
} from '@common/product-list/list-requests';
import { baseApi } from '@client/api/base-api';
import { totalFromContentRange } from './content-range';

export type SectionRoute = 'ruhazat-sisak' | 'szerviz-alkatreszek';

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

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMainCategories: build.query<Category[], SectionRoute>({
      query: (section) => `/getMainCategories/${section}`,
      providesTags: (_result, _error, section) => [{ type: 'Category', id: `main-${section}` }],
    }),
    categoriesByAlias: build.query<CategoriesResponse, CategoriesArgs>({
      query: categoriesRequest,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    categoryByAlias: build.query<Category, string>({
      query: categoryRequest,
      providesTags: (result) => (result ? [{ type: 'Category', id: result.id }] : []),
    }),
    productsByAlias: build.query<ProductPage, ProductsArgs>({
      query: productsRequest,
      transformResponse: (body: unknown, meta) => toProductPage(body, meta?.response?.headers),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    productsByAliasForBike: build.query<ProductPage, ProductsForBikeArgs>({
      query: productsForBikeRequest,
      transformResponse: (body: unknown, meta) => toProductPage(body, meta?.response?.headers),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    productFacets: build.query<Facets, FacetsArgs>({
      query: facetsRequest,
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
