import type { PageLink } from '@common/api/content.schema';
import { baseApi } from '@client/api/base-api';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParentPages: build.query<PageLink[], void>({
      query: () => '/getParentPages',
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
  }),
});

export const { useGetParentPagesQuery } = contentApi;
