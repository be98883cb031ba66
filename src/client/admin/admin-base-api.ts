import { createApi } from '@reduxjs/toolkit/query/react';
import { staffBaseQuery } from './staff-base-query';

/**
 * The back office's own RTK Query api (docs/back-office.md), in its own store (admin-store.ts): every
 * back-office call goes through the one staff base query. Each area injects its endpoints.
 */
export const adminBaseApi = createApi({
  reducerPath: 'admin',
  baseQuery: staffBaseQuery,
  tagTypes: [
    'AdminOrder',
    'AdminProduct',
    'AdminCategory',
    'AdminBikeType',
    'AdminContent',
    'AdminSizeChart',
  ],
  endpoints: () => ({}),
});
