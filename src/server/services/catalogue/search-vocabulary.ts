import { typoDistance } from './fuzzy-match';
import { isEnding } from './search-words';
import { sortInPieces } from './sort-in-pieces';

/**
 * The search's vocabulary: every distinct word of the catalogue (product texts, item numbers,
 * categories, brands, bikes), with every suffix of every word sorted, so the words holding a piece of
 * text are one binary search away ('sisak' in 'bukosisak'). Each match says how the piece sits in the
 * word; lower is better, and these numbers are the search's relevance scale.
 */

/** The word itself, or it with a Hungarian ending ('kabat' in 'kabatok'). */
export const EXACT = 0;
/** The end of a compound, Hungarian's head noun ('sisak' in 'bukosisak' is a helmet). */
export const HEAD = 2;
/** The beginning of a word (a word still being typed, 'sisak' in 'sisakplexi'). */
export const PREFIX = 3;
export const INSIDE = 4;
/** One typo from a whole word; a second typo adds one. */
export const TYPO_WORD = 5;
export const TYPO_PREFIX = 7;
export const TYPO_INSIDE = 9;

/** Words of this length or shorter match only as a whole word or a word's beginning: 'xl', 'r1'. */
const SHORT_WORD = 2;
/** A head shorter than this is no compound's head ('ok' ends every plural). */
const MIN_HEAD = 3;

function kindAt(word: string, offset: number, length: number): number {
  const rest = word.slice(offset + length);
  const whole = rest === '' || isEnding(rest);
  if (offset === 0) return whole ? EXACT : PREFIX;
  return whole && length >= MIN_HEAD ? HEAD : INSIDE;
}

export class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private suffixes: string[] = [];
  private owners = new Int32Array(0);
  /** Words without digits: the only ones a typo may reach (a model code one digit off is another part). */
  private typoCandidates = new Int32Array(0);

  /** The word's id, adding the word when new. */
  add(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
    }
    return id;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** Sorts the suffixes, with breaks for other requests (`pause`): see sort-in-pieces.ts. */
  async build(pause: () => Promise<void> = async () => {}): Promise<this> {
    const words = this.words;
    function* suffixes(): Generator<[string, number]> {
      for (let id = 0; id < words.length; id++) {
        const word = words[id] as string;
        for (let i = 0; i < word.length; i++) yield [word.slice(i), id];
      }
    }
    const sorted = await sortInPieces(suffixes(), (pair) => pair[0], pause);
    this.suffixes = sorted.map((pair) => pair[0]);
    this.owners = Int32Array.from(sorted, (pair) => pair[1]);
    this.typoCandidates = Int32Array.from(
      this.words.flatMap((w, id) => (/[0-9]/.test(w) ? [] : [id])),
    );
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

  /** Every word holding `text`, with the best way it holds it (EXACT ... INSIDE), into `found`. */
  matchText(text: string, found: Map<number, number>): void {
    const end = `${text}{`;
    for (let i = this.lowerBound(text); i < this.suffixes.length; i++) {
      const suffix = this.suffixes[i] as string;
      if (suffix >= end) break;
      const id = this.owners[i] as number;
      const word = this.words[id] as string;
      const offset = word.length - suffix.length;
      if (text.length <= SHORT_WORD && offset > 0) continue;
      const kind = kindAt(word, offset, text.length);
      const known = found.get(id);
      if (known === undefined || kind < known) found.set(id, kind);
    }
  }

  /**
   * Words within `budget` typos of the query: as a whole word (also without its ending), as a word's
   * beginning, or anywhere inside one; only the closest kinds (the best and the next), so 'shoie' is
   * Shoei and not also the 'shoe' in 'shoes'. A linear pass over the words without digits: a few
   * thousand in a shop (471 for the 20 000 demo products), each a bounded alignment that stops early.
   */
  matchTypos(query: string, budget: number, found: Map<number, number>): void {
    if (budget === 0) return;
    const near = new Map<number, number>();
    for (const id of this.typoCandidates) {
      const word = this.words[id] as string;
      if (word.length < query.length - budget) continue;
      let kind = wholeWordTypos(query, word, budget);
      if (kind === undefined) {
        const prefix = typoDistance(query, word, budget, 'prefix');
        if (prefix <= budget) kind = TYPO_PREFIX + prefix - 1;
        else {
          const inside = typoDistance(query, word, budget, 'inside');
          if (inside <= budget) kind = TYPO_INSIDE + inside - 1;
        }
      }
      if (kind !== undefined) near.set(id, kind);
    }
    const closest = Math.min(...near.values());
    for (const [id, kind] of near) {
      const known = found.get(id);
      if (kind <= closest + 1 && (known === undefined || kind < known)) found.set(id, kind);
    }
  }
}

function wholeWordTypos(query: string, word: string, budget: number): number | undefined {
  let best = typoDistance(query, word, budget, 'whole');
  // 'sisakok' is one typo from 'siakok', and so is its stem 'sisak' from 'siak'.
  for (let cut = 1; cut <= 4 && cut < word.length; cut++) {
    if (!isEnding(word.slice(-cut))) continue;
    best = Math.min(best, typoDistance(query, word.slice(0, -cut), budget, 'whole'));
  }
  return best <= budget ? TYPO_WORD + best - 1 : undefined;
}
