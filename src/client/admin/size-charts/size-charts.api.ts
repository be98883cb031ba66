import type {
  CategoryKind,
  SizeChart,
  SizeChartBodyRequest,
  SizeChartList,
} from '@common/api/size-charts.schema';
import { adminBaseApi } from '../admin-base-api';

/** Size charts and category kinds (docs/back-office.md, "Size charts"); admins only. */
const LIST = [{ type: 'AdminSizeChart' as const, id: 'LIST' }];

export const sizeChartsApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    adminSizeCharts: build.query<SizeChartList, void>({
      query: () => ({ url: '/admin/size-charts' }),
      providesTags: LIST,
      keepUnusedDataFor: 0,
    }),
    saveSizeChart: build.mutation<SizeChart, { id: number | null; body: SizeChartBodyRequest }>({
      query: ({ id, body }) => ({
        url: id === null ? '/admin/size-charts' : `/admin/size-charts/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: LIST,
    }),
    deleteSizeChart: build.mutation<{ status: 1 }, number>({
      query: (id) => ({
        url: `/admin/size-charts/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: LIST,
    }),
    setCategorySizeKind: build.mutation<SizeChartList, { id: number } & CategoryKind>({
      query: ({ id, size_kind }) => ({
        url: `/admin/size-charts/categories/${id}`,
        method: 'PUT',
        body: { size_kind },
      }),
      invalidatesTags: LIST,
    }),
  }),
});

export const {
  useAdminSizeChartsQuery,
  useSaveSizeChartMutation,
  useDeleteSizeChartMutation,
  useSetCategorySizeKindMutation,
} = sizeChartsApi;
