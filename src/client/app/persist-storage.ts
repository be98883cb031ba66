import type { Storage as PersistStorage } from 'redux-persist';
import { garageFromStorage } from '@client/domains/bike/garage.slice';
import { LOGIN_STORAGE_KEYS } from '@client/domains/session/login-storage-keys';
import { wishlistFromStorage } from '@client/domains/wishlist/wishlist.slice';

/**
 * A redux-persist storage engine that writes the persisted state under the browser storage keys
 * the spec names (token, username, cart_id, popup, motorom, search, product_prev) and issue 20's
 * `garage` and `kedvencek` instead of one opaque blob, so
 * other tabs (the cross-tab token sync) and support staff read the same keys the spec describes.
 */
export interface PersistedShape {
  auth?: { token?: string | null; username?: string | null };
  cart?: { cartId?: string | null };
  ui?: { dismissedPopup?: string | null };
  motorom?: Record<string, unknown>;
  search?: { text?: string };
  productPrev?: Record<string, unknown>;
  garage?: { bikes?: unknown[]; owner?: unknown };
  wishlist?: { products?: unknown[]; owner?: unknown };
  _persist?: { version: number; rehydrated: boolean };
}

export const STORAGE_KEYS = {
  ...LOGIN_STORAGE_KEYS,
  cartId: 'cart_id',
  popup: 'popup',
  motorom: 'motorom',
  search: 'search',
  productPrev: 'product_prev',
  garage: 'garage',
  wishlist: 'kedvencek',
  version: 'persist_version',
} as const;

function write(storage: Storage, key: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') storage.removeItem(key);
  else storage.setItem(key, value);
}

function readJson(storage: Storage, key: string): Record<string, unknown> | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function createSpecKeyStorage(
  getStorage: () => Storage = () => window.localStorage,
): PersistStorage {
  return {
    async getItem() {
      const storage = getStorage();
      const version = Number(storage.getItem(STORAGE_KEYS.version) ?? '-1');
      const state: PersistedShape = {
        auth: {
          token: storage.getItem(STORAGE_KEYS.token),
          username: storage.getItem(STORAGE_KEYS.username),
        },
        cart: { cartId: storage.getItem(STORAGE_KEYS.cartId) },
        ui: { dismissedPopup: storage.getItem(STORAGE_KEYS.popup) },
        motorom: readJson(storage, STORAGE_KEYS.motorom),
        search: { text: storage.getItem(STORAGE_KEYS.search) ?? '' },
        productPrev: readJson(storage, STORAGE_KEYS.productPrev),
        garage: garageFromStorage(readJson(storage, STORAGE_KEYS.garage)),
        wishlist: wishlistFromStorage(readJson(storage, STORAGE_KEYS.wishlist)),
        _persist: { version, rehydrated: false },
      };
      if (!state.motorom) delete state.motorom;
      if (!state.productPrev) delete state.productPrev;
      if (!state.garage) delete state.garage;
      if (!state.wishlist) delete state.wishlist;
      return state;
    },
    async setItem(_key: string, value: PersistedShape) {
      const storage = getStorage();
      write(storage, STORAGE_KEYS.token, value.auth?.token);
      write(storage, STORAGE_KEYS.username, value.auth?.username);
      write(storage, STORAGE_KEYS.cartId, value.cart?.cartId);
      write(storage, STORAGE_KEYS.popup, value.ui?.dismissedPopup);
      write(storage, STORAGE_KEYS.motorom, value.motorom ? JSON.stringify(value.motorom) : null);
      write(storage, STORAGE_KEYS.search, value.search?.text);
      write(
        storage,
        STORAGE_KEYS.productPrev,
        value.productPrev?.path ? JSON.stringify(value.productPrev) : null,
      );
      // The account's (even empty) list is kept too: it says a reload must load the account's garage.
      const garage = value.garage;
      const keep = garage && (garage.owner === 'account' || (garage.bikes?.length ?? 0) > 0);
      write(storage, STORAGE_KEYS.garage, keep ? JSON.stringify(garage) : null);
      const wishlist = value.wishlist;
      const keepList =
        wishlist && (wishlist.owner === 'account' || (wishlist.products?.length ?? 0) > 0);
      write(storage, STORAGE_KEYS.wishlist, keepList ? JSON.stringify(wishlist) : null);
      if (value._persist) storage.setItem(STORAGE_KEYS.version, String(value._persist.version));
    },
    async removeItem() {
      const storage = getStorage();
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
}
