import type { SearchableCatalogue } from './searchable-catalogue';
import { SYNONYMS } from './search-synonyms';
import { meaningfulWords, stemsOf } from './search-words';

/**
 * A search text read as terms that must all match. A term is usually one word; a few words that
 * together name a bike or a brand are one term ('mt 07', 'duke 390', 'liqui moly', 'k n'), and a word
 * the catalogue spells otherwise brings the catalogue's words along (search-synonyms.ts).
 */

export interface Alternative {
  /** Words that must all match; one word most of the time. */
  words: string[];
  /** Added to the quality: a synonym is a little less sure than the word typed. */
  penalty: number;
  /** Bike types named by the words in another order ('duke 390' for the 390 Duke). */
  bikeTypes?: number[];
}

export interface Term {
  /** What the shopper typed for it. */
  text: string;
  /** The term matches a product when any of these does. */
  alternatives: Alternative[];
}

/** Longest run of words read together as one bike or brand. */
const MAX_PHRASE = 4;

function phraseTerm(catalogue: SearchableCatalogue, run: string[]): Term | null {
  const joined = run.join('');
  const id = catalogue.vocabulary.idOf(joined);
  const literal = { words: run, penalty: 0 };
  if (id !== undefined && (catalogue.bikeRefs.has(id) || catalogue.brandRefs.has(id)))
    return { text: run.join(' '), alternatives: [{ words: [joined], penalty: 0 }, literal] };
  const bikeTypes = catalogue.bikeWordSets.get([...run].sort().join(' '));
  if (bikeTypes)
    return { text: run.join(' '), alternatives: [{ words: [], penalty: 0, bikeTypes }, literal] };
  return null;
}

function wordTerm(word: string): Term {
  const alternatives: Alternative[] = [{ words: [word], penalty: 0 }];
  for (const form of [word, ...stemsOf(word)]) {
    for (const phrase of SYNONYMS[form] ?? [])
      alternatives.push({ words: phrase.split(' '), penalty: 1 });
  }
  return { text: word, alternatives };
}

/** The terms of normalized search words. */
export function readTerms(catalogue: SearchableCatalogue, searchWords: string[]): Term[] {
  const words = meaningfulWords(searchWords);
  const terms: Term[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let term = wordTerm(words[i] as string);
    for (let length = Math.min(MAX_PHRASE, words.length - i); length >= 2; length--) {
      const phrase = phraseTerm(catalogue, words.slice(i, i + length));
      if (phrase) {
        term = phrase;
        taken = length;
        break;
      }
    }
    terms.push(term);
    i += taken;
  }
  return terms;
}
