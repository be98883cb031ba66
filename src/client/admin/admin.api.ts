import type {
  AdminOrder,
  AdminOrderList,
  AuditList,
  ImportPreview,
  OrderListQuery,
  OrderStatusChange,
  StaffLoginResponse,
} from '@common/api/admin.schema';
import type { LoginRequest } from '@common/api/accounts.schema';
import { saveResponseAsFile } from '@client/components/save-file';
import { adminBaseApi } from './admin-base-api';

/** Query string of the order filters, without empty ones (also used by the CSV link). */
export function orderQueryString(query: OrderListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The back office's order, import and audit calls (docs/back-office.md). */
export const adminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, LoginRequest>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    staffLogout: build.mutation<{ status: 1 }, void>({
      query: () => ({ url: '/admin/logout', method: 'POST', body: {} }),
    }),
    adminOrders: build.query<AdminOrderList, OrderListQuery>({
      query: (query) => ({
        url: `/admin/orders${orderQueryString(query)}`,
      }),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    adminOrder: build.query<AdminOrder, string>({
      query: (number) => ({
        url: `/admin/orders/${encodeURIComponent(number)}`,
      }),
      providesTags: (_r, _e, number) => [{ type: 'AdminOrder', id: number }],
      keepUnusedDataFor: 0,
    }),
    changeOrderStatus: build.mutation<AdminOrder, OrderStatusChange & { number: string }>({
      query: ({ number, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(number)}/status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { number }) => [
        { type: 'AdminOrder', id: number },
        { type: 'AdminOrder', id: 'LIST' },
      ],
    }),
    importCatalogue: build.mutation<ImportPreview, { file: ArrayBuffer; dryRun: boolean }>({
      query: ({ file, dryRun }) => ({
        url: `/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
        method: 'POST',
        // The bytes as they are: the server tells UTF-8 from Windows-1250.
        body: file,
        headers: { 'Content-Type': 'text/csv' },
      }),
    }),
    /**
     * A CSV export straight to the browser's save (a file is no RTK Query data): the store keeps only
     * its name.
     */
    downloadCsv: build.mutation<{ file: string }, { path: string; filename: string }>({
      query: ({ path, filename }) => ({
        url: path,
        responseHandler: async (response: Response) =>
          response.ok
            ? { file: await saveResponseAsFile(response, filename) }
            : ((await response.json()) as unknown),
      }),
    }),
    auditLog: build.query<AuditList, { page: number; action?: string; staff?: string }>({
      query: (query) => ({
        url: `/admin/audit${orderQueryString(query)}`,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useStaffLoginMutation,
  useStaffLogoutMutation,
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useChangeOrderStatusMutation,
  useImportCatalogueMutation,
  useDownloadCsvMutation,
  useAuditLogQuery,
} = adminApi;
