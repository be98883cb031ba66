import { CHUNK_RELOAD_KEY, loadChunk } from './chunk-reload';

function fakeWindow() {
  const stored = new Map<string, string>();
  return {
    stored,
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    location: { reload: jest.fn() },
  };
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });

describe('loadChunk', () => {
  it('reloads the page once when a chunk fails, and does not settle meanwhile', async () => {
    const win = fakeWindow();
    let settled = false;
    void loadChunk(() => Promise.reject(chunkError()), win).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.stored.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(settled).toBe(false);
  });

  it('gives the error to the boundary when the chunk fails again after the reload: never a loop', async () => {
    const win = fakeWindow();
    win.stored.set(CHUNK_RELOAD_KEY, '1');
    await expect(loadChunk(() => Promise.reject(chunkError()), win)).rejects.toThrow(
      'Loading chunk 3 failed.',
    );
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('forgets the reload once a chunk loads, so a later deploy reloads again', async () => {
    const win = fakeWindow();
    win.stored.set(CHUNK_RELOAD_KEY, '1');
    await expect(loadChunk(() => Promise.resolve({ default: 1 }), win)).resolves.toEqual({
      default: 1,
    });
    expect(win.stored.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('never reloads without session storage (it could not tell the second failure)', async () => {
    const win = fakeWindow();
    win.sessionStorage.getItem = () => {
      throw new Error('SecurityError');
    };
    await expect(loadChunk(() => Promise.reject(chunkError()), win)).rejects.toThrow();
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
