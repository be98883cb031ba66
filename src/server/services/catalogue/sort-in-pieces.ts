/**
 * Sorts by a string key in code-unit order (the order of the search's range lookups: '{' right after
 * 'z'), a bucket of the keys' first two characters at a time, with a break for other requests
 * (`pause`) every few tens of thousands: one sort of a few hundred thousand strings would hold the
 * process for a tenth of a second.
 */
const PAUSE_EVERY = 20_000;

export async function sortInPieces<T>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  pause: () => Promise<void>,
): Promise<T[]> {
  const buckets = new Map<number, T[]>();
  let seen = 0;
  for (const item of items) {
    const key = keyOf(item);
    // A one-character key sorts before every longer one beginning with it.
    const bucketKey = key.charCodeAt(0) * 65536 + (key.length > 1 ? key.charCodeAt(1) : 0);
    let bucket = buckets.get(bucketKey);
    if (!bucket) buckets.set(bucketKey, (bucket = []));
    bucket.push(item);
    if (++seen % PAUSE_EVERY === 0) await pause();
  }
  const out: T[] = [];
  let sorted = 0;
  for (const bucketKey of [...buckets.keys()].sort((a, b) => a - b)) {
    const bucket = buckets.get(bucketKey) as T[];
    bucket.sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    for (const item of bucket) out.push(item);
    sorted += bucket.length;
    if (sorted >= PAUSE_EVERY) {
      sorted = 0;
      await pause();
    }
  }
  return out;
}
