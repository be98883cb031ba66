import type { Category } from '@common/api/catalogue.schema';
import { baseApi } from '@client/api/base-api';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMainCategories: build.query<Category[], 'ruhazat-sisak' | 'szerviz-alkatreszek'>({
      query: (section) => `/getMainCategories/${section}`,
      providesTags: (_result, _error, section) => [{ type: 'Category', id: `main-${section}` }],
    }),
  }),
});

export const { useGetMainCategoriesQuery } = catalogApi;
