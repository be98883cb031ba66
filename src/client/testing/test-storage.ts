/** A Storage like localStorage, in memory, for persistence tests. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Lets redux-persist rehydrate or write (it throttles writes by 100 ms). */
export async function persistSettled(persistor: { flush(): Promise<unknown> } | null) {
  await new Promise((resolve) => setTimeout(resolve, 150));
  await persistor?.flush();
}
