import {
  MATCH_INSIDE,
  MATCH_TYPO,
  MATCH_TYPO_PART,
  MATCH_WORD_START,
  TextIndex,
  oneEditVariants,
} from './text-index';

const index = new TextIndex();
const DOCS = [
  'Shoei NXR2 bukósisak',
  'Shark Spartan bukósisak',
  'Alpinestars SP-8 bőr kesztyű',
  'Held nyári kesztyű',
  'Nolan N87 nyitott sisak',
  'Held Shoes motoros cipő',
];
DOCS.forEach((text, doc) => index.add(doc, [text]));
index.build();

const found = (query: string) =>
  index
    .search(query.split(' '))
    .map((m) => m.doc)
    .sort();

describe('TextIndex', () => {
  it('finds word starts and substrings, every word', () => {
    expect(found('kesztyu')).toEqual([2, 3]);
    expect(found('bor kesztyu')).toEqual([2]);
    expect(found('sisak')).toEqual([0, 1, 4]);
    expect(found('buko')).toEqual([0, 1]);
    expect(found('nyari sisak')).toEqual([]);
  });

  it('forgives one wrong, missing, extra or swapped letter when nothing matches exactly', () => {
    expect(found('shoie')).toEqual([0, 5]);
    expect(found('kesztyo')).toEqual([2, 3]);
    expect(found('bukosiask')).toEqual([0, 1]);
    expect(found('bukossisak')).toEqual([0, 1]);
    expect(found('kesztu')).toEqual([2, 3]);
    // Two mistakes are too many.
    expect(found('shiie')).toEqual([]);
    // Short words get no typo tolerance: 'sx' would otherwise match nearly everything.
    expect(found('sx')).toEqual([]);
  });

  it('scores word starts before inside matches before typos', () => {
    const score = (query: string, doc: number) =>
      index.search(query.split(' ')).find((m) => m.doc === doc)?.score;
    expect(score('buko', 0)).toBe(MATCH_WORD_START);
    expect(score('sisak', 0)).toBe(MATCH_INSIDE);
    expect(score('sisak', 4)).toBe(MATCH_WORD_START);
    // 'shoei' is one edit from the whole word; 'shoes' only holds 'shoe', one edit from 'shoie'.
    expect(score('shoie', 0)).toBe(MATCH_TYPO);
    expect(score('shoie', 5)).toBe(MATCH_TYPO_PART);
    expect(score('shoie buko', 0)).toBe(MATCH_TYPO + MATCH_WORD_START);
  });

  it('generates every one-edit variant and never the word itself', () => {
    const variants = oneEditVariants('abc');
    expect(variants.has('abc')).toBe(false);
    for (const v of ['bc', 'ac', 'ab', 'bac', 'acb', 'xbc', 'abx', 'xabc', 'abxc', 'abcx'])
      expect(variants.has(v)).toBe(true);
    expect(variants.has('cab')).toBe(false);
  });
});
