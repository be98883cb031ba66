/**
 * Sets of matched products (by position in the searchable catalogue) with a quality each, lower is
 * better, and how they combine: a word matched anywhere (union, best quality), several words that must
 * all match (intersection). Typed arrays, not maps: a short word can reach most of the catalogue.
 */

/** A quality at or above this means the product was found only in its description. */
export const BODY = 16;
const NONE = 255;

export interface Hits {
  docs: Int32Array;
  quality: Uint8Array;
}

export const NO_HITS: Hits = { docs: new Int32Array(0), quality: new Uint8Array(0) };

/** Collects offers of (document, quality), keeping each document's best. */
export class HitsBuilder {
  private readonly best: Uint8Array;
  private readonly touched: number[] = [];

  constructor(size: number) {
    this.best = new Uint8Array(size).fill(NONE);
  }

  offer(doc: number, quality: number): void {
    const known = this.best[doc] as number;
    if (known === NONE) this.touched.push(doc);
    if (quality < known) this.best[doc] = Math.min(quality, NONE - 1);
  }

  offerAll(hits: Hits, penalty = 0): void {
    for (let i = 0; i < hits.docs.length; i++)
      this.offer(hits.docs[i] as number, (hits.quality[i] as number) + penalty);
  }

  get size(): number {
    return this.touched.length;
  }

  build(): Hits {
    const docs = Int32Array.from(this.touched);
    return { docs, quality: Uint8Array.from(docs, (d) => this.best[d] as number) };
  }
}

/**
 * The documents in every one of the lists, each with its worst quality plus the penalty: a phrase of
 * several words is only as good as its weakest word.
 */
export function allOf(size: number, lists: Hits[], penalty = 0): Hits {
  if (lists.length === 0) return NO_HITS;
  const count = new Uint8Array(size);
  const worst = new Uint8Array(size);
  for (const hits of lists) {
    for (let i = 0; i < hits.docs.length; i++) {
      const doc = hits.docs[i] as number;
      count[doc] = (count[doc] as number) + 1;
      worst[doc] = Math.max(worst[doc] as number, hits.quality[i] as number);
    }
  }
  const out = new HitsBuilder(size);
  for (const doc of (lists[0] as Hits).docs)
    if (count[doc] === lists.length) out.offer(doc, (worst[doc] as number) + penalty);
  return out.build();
}
