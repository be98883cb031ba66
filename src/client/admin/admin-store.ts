import { configureStore } from '@reduxjs/toolkit';
import { adminBaseApi } from './admin-base-api';

/**
 * The back office's store: nothing but its api cache. The shopper's state (cart, login, bike) is no
 * business of the back office, and no DevTools: the cache holds customers' personal data.
 */
export function setupAdminStore() {
  return configureStore({
    reducer: { [adminBaseApi.reducerPath]: adminBaseApi.reducer },
    middleware: (getDefault) => getDefault().concat(adminBaseApi.middleware),
    devTools: false,
  });
}

export type AdminStore = ReturnType<typeof setupAdminStore>;
