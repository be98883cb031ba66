import { normalizeSearchText } from '@common/text-normalize';

/**
 * The word rules of the shop's search, on normalized text (normalizeSearchText: lower-case, no accents,
 * [a-z0-9] runs): how many typos a word may hold, Hungarian endings, words that carry no meaning on
 * their own, and the compact form that makes punctuation and spacing not matter ('MT-07' = 'mt07').
 */

/**
 * Typos forgiven in a word of this length (insertions, deletions, substitutions, transpositions):
 * none up to 3 letters ('abs' with one letter wrong matches half the shop), one from 4, two from 8.
 */
export function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Hungarian plural, accusative and the commonest case endings, without accents, longest first. A word
 * ending in one is also looked up without it ('sisakok' -> 'sisak', 'kesztyuket' -> 'kesztyu'), and a
 * stored word that is a query plus one of these counts as the same word ('kabatok' for 'kabat').
 */
const ENDINGS = [
  'okat',
  'eket',
  'akat',
  'oket',
  'hoz',
  'hez',
  'nak',
  'nek',
  'ban',
  'ben',
  'val',
  'vel',
  'rol',
  'bol',
  'tol',
  'kat',
  'ket',
  'ok',
  'ek',
  'ak',
  'ot',
  'et',
  'at',
  'ra',
  're',
  'ba',
  'be',
  'k',
  't',
] as const;
const ENDING_SET = new Set<string>(ENDINGS);
const VOWEL = /[aeiou]$/;
/** A stem shorter than this is too often no word at all ('sho' from 'shoei', 'fek' from 'fekek'). */
const MIN_STEM = 4;

export function isEnding(text: string): boolean {
  return ENDING_SET.has(text);
}

/**
 * The word without a Hungarian ending, every reading of it ('csizmak' -> 'csizma' and 'csizm'):
 * without the accents the endings are ambiguous, and a reading that is no word simply finds nothing.
 */
export function stemsOf(word: string): string[] {
  if (/[0-9]/.test(word)) return [];
  const stems: string[] = [];
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < MIN_STEM) continue;
    // A lone 'k' or 't' follows a vowel ('kesztyu-k', 'csizma-t'); after a consonant it is the word's own.
    if (ending.length === 1 && !VOWEL.test(stem)) continue;
    if (!stems.includes(stem)) stems.push(stem);
  }
  return stems;
}

/** The word's compact form: its letters and digits only ('Rev'it!' -> 'revit', 'MT-07' -> 'mt07'). */
export function compact(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '');
}

/** Words that say nothing about a product: 'és', 'a', 'az', 'egy', 'vagy', 'is', 'for'. */
const STOPWORDS = new Set(['a', 'az', 'egy', 'es', 'vagy', 'is', 'meg', 'de', 'the', 'for', 'and']);

/**
 * Case endings written apart after a code: 'cb500f-hez' reads as 'cb500f hez', 'mt-07-es' as
 * 'mt 07 es'. After a word with a digit these are dropped.
 */
const DETACHED_ENDINGS = new Set([
  ...ENDINGS.filter((e) => e.length > 1),
  'as',
  'es',
  'os',
  'ig',
  'on',
  'en',
  'n',
  's',
]);

/**
 * The query's words without those that carry no meaning: stopwords anywhere, and case endings written
 * apart after a word with a digit. A query of only such words keeps them (something must be searched).
 */
export function meaningfulWords(words: string[]): string[] {
  const kept = words.filter((word, i) => {
    if (STOPWORDS.has(word)) return false;
    const before = words[i - 1];
    return !(before !== undefined && /[0-9]/.test(before) && DETACHED_ENDINGS.has(word));
  });
  return kept.length > 0 ? kept : words;
}
