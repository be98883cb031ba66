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
import { baseApi } from '@client/api/base-api';
import { staffHeaders, staffLoggedOut } from './staff-session';

/** The back office's calls (docs/back-office.md), injected only when /admin is opened. */
const adminBase = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOrder'] });

/** Query string of the order filters, without empty ones (also used by the CSV link). */
export function orderQueryString(query: OrderListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, LoginRequest>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    staffLogout: build.mutation<{ status: 1 }, void>({
      query: () => ({ url: '/admin/logout', method: 'POST', body: {}, headers: staffHeaders() }),
    }),
    adminOrders: build.query<AdminOrderList, OrderListQuery>({
      query: (query) => ({
        url: `/admin/orders${orderQueryString(query)}`,
        headers: staffHeaders(),
      }),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    adminOrder: build.query<AdminOrder, string>({
      query: (number) => ({
        url: `/admin/orders/${encodeURIComponent(number)}`,
        headers: staffHeaders(),
      }),
      providesTags: (_r, _e, number) => [{ type: 'AdminOrder', id: number }],
      keepUnusedDataFor: 0,
    }),
    changeOrderStatus: build.mutation<AdminOrder, OrderStatusChange & { number: string }>({
      query: ({ number, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(number)}/status`,
        method: 'POST',
        body,
        headers: staffHeaders(),
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
        headers: { ...staffHeaders(), 'Content-Type': 'text/csv' },
      }),
    }),
    auditLog: build.query<AuditList, { page: number; action?: string; staff?: string }>({
      query: (query) => ({
        url: `/admin/audit${orderQueryString(query)}`,
        headers: staffHeaders(),
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
  useAuditLogQuery,
} = adminApi;

/** An ended or revoked staff session answers 401: back to the login screen. */
export function forgetSessionOn401(error: unknown): void {
  if (error && typeof error === 'object' && 'status' in error && error.status === 401)
    staffLoggedOut();
}
