/**
 * A screen's chunk that fails to load (a deploy replaced the hashed files this tab's page refers to,
 * or the network dropped) reloads the page once: the fresh index.html names the current chunks. The
 * sessionStorage mark makes it once: when the chunk still fails after the reload, the error goes on
 * to the route's error boundary, which shows its message instead of reloading again.
 */
export const CHUNK_RELOAD_KEY = 'chunk_reload';

interface ReloadWindow {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'reload'>;
}

export function loadChunk<T>(load: () => Promise<T>, win: ReloadWindow = window): Promise<T> {
  return load().then(
    (module) => {
      try {
        win.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      } catch {
        // Storage off: nothing was marked.
      }
      return module;
    },
    (error: unknown) => {
      let reloadedAlready = true;
      try {
        reloadedAlready = win.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
        if (!reloadedAlready) win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      } catch {
        // Without storage a reload could not know it is the second one: never reload then.
      }
      if (reloadedAlready) throw error;
      win.location.reload();
      // The page is going away; nothing renders meanwhile but the loader.
      return new Promise<T>(() => {});
    },
  );
}
