import type { Params } from 'react-router-dom';
import type { AppDispatch, RootState } from '@client/domains/store-hooks';

/** Where the shop starts: the address (the query string holds a list's order, page and filters) and the rehydrated state. */
export interface ScreenStart {
  pathname: string;
  search: string;
  state: RootState;
}

/**
 * What a screen's module may export besides the screen: the API requests its first render makes, to
 * start them while the shop is still starting (routes.tsx `prefetchScreenData`, called by index.tsx)
 * instead of after React's first render. Same arguments as the screen's queries, so the screen then
 * finds them under way or answered.
 */
export type ScreenPrefetch = (params: Params, dispatch: AppDispatch, start: ScreenStart) => void;
