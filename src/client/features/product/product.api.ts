import type { Product } from '@common/api/catalogue.schema';
import { baseApi } from '@client/api/base-api';

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productByAlias: build.query<Product, string>({
      query: (alias) => `/productByAlias/${encodeURIComponent(alias)}`,
      providesTags: (result, _error, alias) =>
        result
          ? [
              { type: 'Product', id: result.id },
              { type: 'Product', id: `alias-${alias}` },
            ]
          : [],
    }),
  }),
});

export const { useProductByAliasQuery } = productApi;
