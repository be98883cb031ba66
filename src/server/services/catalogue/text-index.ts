import { normalizeSearchText } from '@common/text-normalize';

/**
 * An in-memory word index for typing-time suggestions: documents (products, categories) are added with
 * their texts, queries are matched word by word, every word as a substring of some document word
 * ('sisak' finds 'bukosisak'), and a word that finds nothing is retried with one letter wrong, missing,
 * extra or two neighbours swapped ('shoie' finds 'shoei'). Accents never matter: both sides go through
 * normalizeSearchText.
 *
 * Why in memory and not SQL: a suggestion is asked on every pause in typing, and its goal (p99 under
 * 30 ms on 20 000 products under load) leaves no room for the typo variants (hundreds per word) as
 * queries. The index of 20 000 products holds a few thousand distinct name words.
 */

/** How well a document matched one query word; lower is better. */
export const MATCH_WORD_START = 0;
export const MATCH_INSIDE = 1;
/** One edit away from a whole word ('shoie' ~ 'shoei'). */
export const MATCH_TYPO = 2;
/** One edit away from a part of a word ('shoie' ~ 'shoe' in 'shoes'): the weakest match. */
export const MATCH_TYPO_PART = 3;

/** Words shorter than this get no typo tolerance: 'ab' with one letter wrong matches everything. */
const TYPO_MIN_LENGTH = 4;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface TextMatch {
  doc: number;
  /** Sum of the per-word match qualities (MATCH_*): 0 = every word begins a document word. */
  score: number;
}

/** All strings one edit away: deletions, neighbour swaps, substitutions, insertions. */
export function oneEditVariants(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of ALPHABET) if (c !== word[i]) out.add(word.slice(0, i) + c + word.slice(i + 1));
  }
  for (let i = 0; i <= word.length; i++)
    for (const c of ALPHABET) out.add(word.slice(0, i) + c + word.slice(i));
  out.delete(word);
  return out;
}

export class TextIndex {
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  /** Per word: the documents holding it. */
  private readonly postings: number[][] = [];
  /** Every suffix of every word with its word id, sorted by suffix: a substring is a range. */
  private suffixes: string[] = [];
  private suffixWords: Int32Array = new Int32Array(0);
  private docCount = 0;

  /** Adds a document's texts; call build() after the last one. */
  add(doc: number, texts: string[]): void {
    this.docCount = Math.max(this.docCount, doc + 1);
    for (const text of texts) {
      for (const word of normalizeSearchText(text).split(' ')) {
        if (!word) continue;
        let id = this.wordIds.get(word);
        if (id === undefined) {
          id = this.words.length;
          this.wordIds.set(word, id);
          this.words.push(word);
          this.postings.push([]);
        }
        const list = this.postings[id] as number[];
        if (list[list.length - 1] !== doc) list.push(doc);
      }
    }
  }

  build(): this {
    const suffixes: string[] = [];
    const owners: number[] = [];
    this.words.forEach((word, id) => {
      for (let i = 0; i < word.length; i++) {
        suffixes.push(word.slice(i));
        owners.push(id);
      }
    });
    // Code-unit order, like the range bounds below ('{' sorts right after 'z').
    const order = Array.from(suffixes.keys()).sort((a, b) => {
      const x = suffixes[a] as string;
      const y = suffixes[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    this.suffixes = order.map((i) => suffixes[i] as string);
    this.suffixWords = Int32Array.from(order, (i) => owners[i] as number);
    return this;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.suffixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.suffixes[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Word ids containing `part`, with the best quality: beginning the word beats inside it. */
  private wordsContaining(part: string, quality: number, into: Map<number, number>): void {
    const end = `${part}{`;
    for (let i = this.lowerBound(part); i < this.suffixes.length; i++) {
      const suffix = this.suffixes[i] as string;
      if (suffix >= end) break;
      const id = this.suffixWords[i] as number;
      const word = this.words[id] as string;
      const whole = word.length === part.length;
      const q =
        quality === MATCH_TYPO
          ? whole
            ? MATCH_TYPO
            : MATCH_TYPO_PART
          : word.length === suffix.length
            ? MATCH_WORD_START
            : MATCH_INSIDE;
      const known = into.get(id);
      if (known === undefined || q < known) into.set(id, q);
    }
  }

  /** Matching word ids and their quality for one query word; typo variants only when exact finds none. */
  matchWord(word: string): Map<number, number> {
    const found = new Map<number, number>();
    this.wordsContaining(word, MATCH_WORD_START, found);
    if (found.size > 0 || word.length < TYPO_MIN_LENGTH) return found;
    for (const variant of oneEditVariants(word)) {
      if (variant.length >= TYPO_MIN_LENGTH - 1) this.wordsContaining(variant, MATCH_TYPO, found);
    }
    return found;
  }

  /**
   * Documents that match every query word (already normalized), each with its score. Typed arrays
   * instead of maps: a two-letter word can reach most of the catalogue, and this runs per keystroke pause.
   */
  search(queryWords: string[]): TextMatch[] {
    if (queryWords.length === 0) return [];
    // matched[d] = how many query words document d has matched so far, in order.
    const matched = new Uint8Array(this.docCount);
    const score = new Uint16Array(this.docCount);
    // This word's best quality per document; 255 = not reached by this word.
    const quality = new Uint8Array(this.docCount).fill(255);
    let candidates: number[] = [];
    queryWords.forEach((queryWord, index) => {
      const reached: number[] = [];
      for (const [wordId, q] of this.matchWord(queryWord)) {
        for (const doc of this.postings[wordId] as number[]) {
          if (matched[doc] !== index) continue;
          const known = quality[doc] as number;
          if (known === 255) reached.push(doc);
          if (q < known) quality[doc] = q;
        }
      }
      for (const doc of reached) {
        matched[doc] = index + 1;
        score[doc] = (score[doc] as number) + (quality[doc] as number);
        quality[doc] = 255;
      }
      candidates = reached;
    });
    return candidates.map((doc) => ({ doc, score: score[doc] as number }));
  }
}
