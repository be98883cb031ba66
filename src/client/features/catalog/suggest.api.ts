import type { DidYouMean, Suggestions } from '@common/api/suggest.schema';
import { baseApi } from '@client/api/base-api';

export const suggestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggest: build.query<Suggestions, string>({
      query: (q) => `/suggest?q=${encodeURIComponent(q)}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
      // The same text typed again within a minute answers from the cache.
      keepUnusedDataFor: 60,
    }),
    // What a search that found nothing offers instead ('Erre gondoltál?').
    didYouMean: build.query<DidYouMean, string>({
      query: (q) => `/didYouMean?q=${encodeURIComponent(q)}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useLazySuggestQuery, useDidYouMeanQuery } = suggestApi;
