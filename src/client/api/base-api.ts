import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api slice. It knows every tag type; each domain and feature injects its endpoints
 * (`*.api.ts`) with `baseApi.injectEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Category', 'Product', 'Bike', 'Page', 'Blog', 'Popup', 'User', 'Content', 'Order'],
  endpoints: () => ({}),
});
