import { SCREEN_CHUNKS, matchScreen } from '@common/screen-routes';

/**
 * The client's screen chunk for a page path (its webpackChunkName in src/client/app/routes.tsx), so
 * the page's HTML can preload the screen's code with the page (screen-assets.ts). The back office
 * has none: it loads its own.
 */
export function screenChunkOf(pathname: string): string | null {
  if (/^\/admin(\/|$)/.test(pathname)) return null;
  return SCREEN_CHUNKS[matchScreen(pathname).screen];
}
